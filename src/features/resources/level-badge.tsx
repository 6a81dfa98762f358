import type { CourseLevel } from '@/content/courses';
import { cn } from '@/lib/cn';

/** Beginner green, Intermediate yellow, Advanced red: tinted backgrounds with dark text. */
const levelStyles: Record<CourseLevel, { badge: string; dot: string }> = {
  beginner: { badge: 'bg-green-100 text-green-900 ring-green-700/20', dot: 'bg-green-600' },
  intermediate: { badge: 'bg-yellow-100 text-yellow-900 ring-yellow-700/25', dot: 'bg-yellow-500' },
  advanced: { badge: 'bg-red-100 text-red-900 ring-red-700/20', dot: 'bg-red-600' },
};

export function LevelBadge({ level, label, className }: { level: CourseLevel; label: string; className?: string }) {
  const style = levelStyles[level];
  return (
    <span
      data-level={level}
      className={cn('inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset', style.badge, className)}
    >
      <span aria-hidden className={cn('size-1.5 rounded-full', style.dot)} />
      {label}
    </span>
  );
}

/** The accent bar of a learning path card, in its level's colour. */
export const levelBarClass: Record<CourseLevel, string> = {
  beginner: 'bg-green-600',
  intermediate: 'bg-yellow-500',
  advanced: 'bg-red-600',
};
