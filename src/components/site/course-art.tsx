import { Boxes, BookOpen, Cpu, ShieldCheck, Wrench, Zap, type LucideIcon } from '@/components/icons';
import type { CourseCategoryId } from '@/content/courses';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const art: Record<CourseCategoryId, { icon: LucideIcon; background: string; accent: string }> = {
  fundamentals: { icon: BookOpen, background: 'from-navy-900 to-navy-700', accent: 'text-teal-500' },
  'asset-management': { icon: Boxes, background: 'from-teal-700 to-navy-800', accent: 'text-teal-100' },
  maintenance: { icon: Wrench, background: 'from-navy-800 to-teal-700', accent: 'text-amber-500' },
  energy: { icon: Zap, background: 'from-navy-900 to-navy-800', accent: 'text-amber-500' },
  technology: { icon: Cpu, background: 'from-navy-700 to-teal-600', accent: 'text-white' },
  compliance: { icon: ShieldCheck, background: 'from-teal-700 to-teal-600', accent: 'text-white' },
};

/** The drawing's icon of a category, for places that list courses without covers. */
export function courseCategoryIcon(category: CourseCategoryId): LucideIcon {
  return art[category].icon;
}

/** A course's cover image: the site's own drawing, one per category. */
export function CourseArt({ category, className, children }: { category: CourseCategoryId; className?: string; children?: ReactNode }) {
  const { icon: Icon, background, accent } = art[category];
  return (
    <div className={cn('relative flex h-32 items-center justify-center overflow-hidden bg-gradient-to-br', background, className)}>
      <svg aria-hidden focusable="false" viewBox="0 0 320 128" preserveAspectRatio="xMidYMid slice" className="absolute inset-0 size-full">
        <circle cx="36" cy="112" r="56" fill="#fff" opacity="0.06" />
        <circle cx="290" cy="10" r="70" fill="#fff" opacity="0.07" />
        <path d="M0 96C60 70 110 118 170 92s100-40 150-20" fill="none" stroke="#fff" strokeOpacity="0.12" strokeWidth="2" />
      </svg>
      <span aria-hidden className="relative flex size-16 items-center justify-center rounded-2xl bg-white/10 ring-1 ring-white/20 backdrop-blur-sm">
        <Icon className={cn('size-8', accent)} strokeWidth={1.75} />
      </span>
      {children}
    </div>
  );
}
