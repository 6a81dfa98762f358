import { ArrowLeft, ArrowRight } from '@/components/icons';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { Figures } from './figures';
import type { Locale } from '@/i18n/routing';
import { cn } from '@/lib/cn';

/** The opening band of an inner page: optional back link, eyebrow, the page's one <h1>, lead, extras. */
export function PageHero({
  locale,
  back,
  eyebrow,
  title,
  lead,
  children,
  aside,
}: {
  locale: Locale;
  back?: { href: string; label: string };
  eyebrow?: string;
  title: ReactNode;
  lead?: string;
  children?: ReactNode;
  aside?: ReactNode;
}) {
  const BackArrow = locale === 'ar' ? ArrowRight : ArrowLeft;
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-navy-50 to-white">
      <div className={cn('mx-auto grid max-w-7xl items-center gap-10 px-4 pt-10 pb-14 sm:px-6 sm:pt-14 lg:px-8 lg:pb-20', aside && 'lg:grid-cols-2')}>
        <div>
          {back && (
            <Link href={back.href} className="mb-6 inline-flex min-h-11 items-center gap-2 text-sm font-medium text-teal-700 hover:text-teal-600">
              <BackArrow aria-hidden className="size-4" />
              {back.label}
            </Link>
          )}
          {eyebrow && (
            <p className="w-fit rounded-full bg-teal-100 px-3 py-1 text-xs font-semibold tracking-wide text-teal-700 uppercase">{eyebrow}</p>
          )}
          <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance text-navy-900 sm:text-5xl">{title}</h1>
          {lead && (
            <p className="mt-5 max-w-2xl text-lg leading-relaxed text-pretty text-muted">
              <Figures text={lead} />
            </p>
          )}
          {children}
        </div>
        {aside && <div className="relative">{aside}</div>}
      </div>
    </section>
  );
}
