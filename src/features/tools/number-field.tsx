'use client';

import { Input, Label } from '@/components/ui/field';
import { cx } from '@/lib/cn';
import { isReadableAmount } from '@/lib/numbers';

/**
 * A calculator's number input: typed as text so Arabic-Indic digits and separators are accepted,
 * with the numeric keypad on phones, a unit on the end side, a hint, and a notice when it is not a number.
 */
export function NumberField({
  id,
  label,
  hint,
  unit,
  value,
  placeholder,
  notANumber,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  unit?: string;
  value: string;
  placeholder?: string;
  notANumber: string;
  onChange: (value: string) => void;
}) {
  const readable = isReadableAmount(value);
  const described = [hint ? `${id}-hint` : null, readable ? null : `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Input
          id={id}
          name={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={readable ? undefined : true}
          aria-describedby={described}
          // On phones the figures bar sticks to the bottom: keep a focused field clear of it.
          className={cx('scroll-mb-28 tabular-nums lg:scroll-mb-0', unit && 'pe-16')}
        />
        {unit && (
          <span aria-hidden className="pointer-events-none absolute inset-y-0 end-0 flex items-center pe-3.5 text-sm font-medium text-muted">
            {unit}
          </span>
        )}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      )}
      {!readable && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-danger">
          {notANumber}
        </p>
      )}
    </div>
  );
}
