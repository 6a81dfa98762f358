'use client';

import { CalendarDays as calendarDaysIcon } from 'lucide';
import { createIcon } from '@/components/icons/create-icon';
import { lazy, Suspense, useId, useMemo, useRef, useState } from 'react';
import { cx } from '@/lib/cn';
import { asUtcDate, fullDateFormat, localToday, type IsoDate } from './iso-date';

const CalendarDays = createIcon(calendarDaysIcon);

export { localToday, type IsoDate };

// The calendar (and Radix's popover positioning) loads when the picker is first pointed at, focused or opened.
const loadCalendar = () => import('./date-picker-calendar');
const Calendar = lazy(loadCalendar);

export interface DatePickerLabels {
  placeholder: string;
  previousMonth: string;
  nextMonth: string;
  dialog: string;
}

interface DatePickerProps {
  id: string;
  value: IsoDate | '';
  onChange: (value: IsoDate | '') => void;
  /** Days before this one cannot be chosen. */
  min: IsoDate;
  /** e.g. "ar-SA-u-nu-latn-ca-gregory": month and day names in the page's language, Western digits. */
  intlLocale: string;
  labels: DatePickerLabels;
  invalid?: boolean;
  describedBy?: string;
  onBlur?: () => void;
}

/**
 * A button that opens a month calendar in a popover. Days before `min` are disabled; choosing the
 * chosen day again clears it (spec §4). Arrow keys move by day and week, Page Up/Down by month.
 */
export function DatePicker({ id, value, onChange, min, intlLocale, labels, invalid, describedBy, onBlur }: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const calendarId = useId();
  const full = useMemo(() => fullDateFormat(intlLocale), [intlLocale]);

  function close() {
    setOpen(false);
    onBlur?.();
  }

  return (
    <>
      {/* aria-invalid as on the form's other fields, so screen readers announce the invalid entry. */}
      {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props */}
      <button
        ref={trigger}
        type="button"
        id={id}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? calendarId : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onPointerEnter={loadCalendar}
        onFocus={loadCalendar}
        onClick={() => (open ? close() : setOpen(true))}
        className={cx(
          'flex h-11 w-full items-center gap-2 rounded-[var(--radius-control)] border border-line bg-white px-3.5 text-start text-base shadow-sm transition-colors hover:border-navy-700/40 aria-[invalid=true]:border-danger sm:text-sm',
          value ? 'text-ink' : 'text-muted',
        )}
      >
        <CalendarDays aria-hidden className="size-4 shrink-0 text-teal-700" />
        <span className="truncate">{value ? full.format(asUtcDate(value)) : labels.placeholder}</span>
      </button>
      {open ? (
        <Suspense>
          <Calendar
            id={calendarId}
            trigger={trigger}
            value={value}
            min={min}
            intlLocale={intlLocale}
            labels={labels}
            onSelect={(day) => {
              onChange(day === value ? '' : day);
              close();
            }}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </>
  );
}
