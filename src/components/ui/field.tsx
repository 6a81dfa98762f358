import type { ComponentProps, ReactNode } from 'react';
import { cx } from '@/lib/cn';

const control =
  'block w-full rounded-[var(--radius-control)] border border-line bg-white px-3.5 text-base text-ink shadow-sm transition-colors placeholder:text-muted/70 hover:border-navy-700/40 focus-visible:border-teal-600 aria-[invalid=true]:border-danger sm:text-sm';

export function Input({ className, controlSize = 'md', ...props }: ComponentProps<'input'> & { controlSize?: 'md' | 'lg' }) {
  return <input className={cx(control, controlSize === 'lg' ? 'h-12' : 'h-11', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cx(control, 'py-2.5', className)} {...props} />;
}

/** The native select: right on every phone, keyboard and screen reader, with no script. */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <select
      className={cx(
        control,
        'select-chevron h-11 appearance-none pe-9',
        className,
      )}
      {...props}
    >
      {children}
    </select>
  );
}

/** `flush`: no space below, for a label that shares a row with something else. */
export function Label({ className, required, requiredLabel, flush, children, ...props }: ComponentProps<'label'> & { required?: boolean; requiredLabel?: string; flush?: boolean }) {
  return (
    <label className={cx('block text-sm font-medium text-navy-900', !flush && 'mb-1.5', className)} {...props}>
      {children}
      {required && <RequiredMark label={requiredLabel} />}
    </label>
  );
}

/** A red asterisk, read out as "(required)" in the page's language. */
export function RequiredMark({ label }: { label?: string }) {
  return (
    <span className="ms-0.5 text-danger" title={label}>
      <span aria-hidden>*</span>
      {label && <span className="sr-only"> ({label})</span>}
    </span>
  );
}

export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="mt-1.5 text-sm font-medium text-danger">
      {children}
    </p>
  );
}
