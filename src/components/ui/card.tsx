import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** The site's card: white, soft border, rounded corners, gentle shadow. */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)]', className)} {...props} />;
}

/** A rounded square holding an icon, in the accent colour. */
export function IconBadge({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      aria-hidden
      className={cn('flex size-12 shrink-0 items-center justify-center rounded-xl bg-teal-50 text-teal-700 [&_svg]:size-6', className)}
      {...props}
    />
  );
}
