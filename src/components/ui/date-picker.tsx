'use client';

import { CalendarDays as calendarDaysIcon } from 'lucide';
import { createIcon } from '@/components/icons/create-icon';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { cx } from '@/lib/cn';
import { perLocale } from '@/lib/riyadh-time';

const CalendarDays = createIcon(calendarDaysIcon);

// The calendar (react-day-picker, date-fns and Radix's popover) loads when the picker is first
// pointed at, focused or opened, never with the page.
const loadCalendar = () => import('./date-picker-popover');
const Calendar = lazy(loadCalendar);

export interface DatePickerLabels {
  placeholder: string;
  /** The popover's accessible name. */
  dialog: string;
  previousMonth: string;
  nextMonth: string;
  /** Appended to the chosen day's name for screen readers, e.g. "selected". */
  selected: string;
  /** Shown under the month and read out when the month changes: which days can be chosen. */
  hint: string;
}

export interface DatePickerProps {
  id: string;
  /** "YYYY-MM-DD" or "" when no day is chosen. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The first and last days that can be chosen ("YYYY-MM-DD"). */
  min: string;
  max: string;
  /** Days of the week (0 = Sunday) that can never be chosen. */
  closedWeekdays?: readonly number[];
  /** When given, only these days ("YYYY-MM-DD") can be chosen (the demo calendar's days with a free slot). */
  openDays?: ReadonlySet<string>;
  /** A day of the month the calendar opens on while no day is chosen; `min`'s month when not given. */
  month?: string;
  locale: 'en' | 'ar';
  labels: DatePickerLabels;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * "Sunday, 22 November 2026" / "الأحد، 22 نوفمبر 2026": Gregorian, Western digits, for a calendar day (UTC
 * midnight). Made on first use: building an Intl formatter starts ICU, which a picker showing no date need not pay.
 */
export const fullDateFormat = perLocale(() => ({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }));

export function isoToUtcDate(iso: string): Date {
  const [year = 1970, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/**
 * A button that opens a month calendar in a popover. Days outside min..max and closed weekdays are
 * disabled; choosing the chosen day again clears it. Arrow keys move by day and week
 * (mirrored right-to-left), Page Up/Down by month, Home/End to the week's ends, Escape closes.
 */
export function DatePicker({ id, value, onChange, onBlur, min, max, closedWeekdays = [], openDays, month, locale, labels, invalid, describedBy }: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const popoverId = useId();

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
        aria-controls={open ? popoverId : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onPointerEnter={loadCalendar}
        onFocus={loadCalendar}
        onClick={() => (open ? close() : setOpen(true))}
        className={cx(
          'flex h-11 w-full items-center gap-2 rounded-[var(--radius-control)] border border-line bg-surface px-3.5 text-start text-base shadow-sm transition-colors hover:border-navy-700/40 aria-[invalid=true]:border-danger sm:text-sm',
          value ? 'text-ink' : 'text-muted',
        )}
      >
        <CalendarDays aria-hidden className="size-4 shrink-0 text-teal-700" />
        <span className="truncate">{value ? fullDateFormat(locale).format(isoToUtcDate(value)) : labels.placeholder}</span>
      </button>
      {open ? (
        <Suspense>
          <Calendar
            id={popoverId}
            trigger={trigger}
            value={value}
            min={min}
            max={max}
            closedWeekdays={closedWeekdays}
            openDays={openDays}
            month={month}
            locale={locale}
            labels={labels}
            onSelect={(day) => {
              onChange(day);
              close();
            }}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </>
  );
}
