import { Figures } from './figures';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A page section with the site's width, padding and optional tinted background. */
export function Section({
  id,
  tone = 'white',
  className,
  children,
  labelledBy,
}: {
  id?: string;
  tone?: 'white' | 'canvas' | 'navy';
  className?: string;
  children: ReactNode;
  labelledBy?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={cn(
        'scroll-mt-20 py-16 sm:py-20 lg:py-24',
        tone === 'canvas' && 'bg-canvas',
        tone === 'navy' && 'bg-navy-900 text-white',
        className,
      )}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">{children}</div>
    </section>
  );
}

/** Eyebrow, heading and lead paragraph that open a section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'center',
  inverted = false,
  as: Heading = 'h2',
}: {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: string;
  align?: 'center' | 'start';
  inverted?: boolean;
  as?: 'h1' | 'h2';
}) {
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow && (
        <p className={cn('text-sm font-semibold tracking-wide uppercase', inverted ? 'text-teal-100' : 'text-teal-700')}>{eyebrow}</p>
      )}
      <Heading
        id={id}
        className={cn('mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl', inverted ? 'text-white' : 'text-navy-900')}
      >
        {title}
      </Heading>
      {lead && <p className={cn('mt-4 text-lg leading-relaxed text-pretty', inverted ? 'text-white/80' : 'text-muted')}><Figures text={lead} /></p>}
    </div>
  );
}
