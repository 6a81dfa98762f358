'use client';

import { Input } from '@/components/ui/field';
import { FormField } from '@/components/ui/form-field';
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
  return (
    <FormField id={id} label={label} hint={hint} error={isReadableAmount(value) ? undefined : notANumber}>
      {(aria) => (
        <div className="relative">
          <Input
            {...aria}
            name={id}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={value}
            placeholder={placeholder}
            onChange={(event) => onChange(event.target.value)}
            // On phones the figures bar sticks to the bottom: keep a focused field clear of it.
            className={cx('scroll-mb-28 tabular-nums lg:scroll-mb-0', unit && 'pe-16')}
          />
          {unit && (
            <span aria-hidden className="pointer-events-none absolute inset-y-0 end-0 flex items-center pe-3.5 text-sm font-medium text-muted">
              {unit}
            </span>
          )}
        </div>
      )}
    </FormField>
  );
}
