'use client';

import { CalendarDays as calendarDaysIcon, ChevronLeft as chevronLeftIcon, ChevronRight as chevronRightIcon } from 'lucide';
import { createIcon } from '@/components/icons/create-icon';
import { Popover } from 'radix-ui';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';

const CalendarDays = createIcon(calendarDaysIcon);
const ChevronLeft = createIcon(chevronLeftIcon);
const ChevronRight = createIcon(chevronRightIcon);

/** Dates are plain "YYYY-MM-DD" strings: no time zone can shift the chosen day. */
export type IsoDate = string;

function toIso(year: number, month: number, day: number): IsoDate {
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function parts(iso: IsoDate) {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return { year, month: month - 1, day };
}

function addDays(iso: IsoDate, days: number): IsoDate {
  const { year, month, day } = parts(iso);
  const date = new Date(Date.UTC(year, month, day + days));
  return date.toISOString().slice(0, 10);
}

export function localToday(): IsoDate {
  const now = new Date();
  return toIso(now.getFullYear(), now.getMonth(), now.getDate());
}

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
  const [focusDay, setFocusDay] = useState<IsoDate>(value || (min > localToday() ? min : localToday()));
  const grid = useRef<HTMLDivElement>(null);
  const { year, month } = parts(focusDay);

  const formatters = useMemo(
    () => ({
      full: new Intl.DateTimeFormat(intlLocale, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),
      month: new Intl.DateTimeFormat(intlLocale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
      weekday: new Intl.DateTimeFormat(intlLocale, { weekday: 'short', timeZone: 'UTC' }),
    }),
    [intlLocale],
  );
  const asDate = (iso: IsoDate) => {
    const p = parts(iso);
    return new Date(Date.UTC(p.year, p.month, p.day));
  };

  // Weeks start on Sunday, as in Saudi Arabia.
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const cells: (IsoDate | null)[] = [...Array(firstWeekday).fill(null), ...Array.from({ length: daysInMonth }, (_, i) => toIso(year, month, i + 1))];
  const weeks = Array.from({ length: Math.ceil(cells.length / 7) }, (_, i) => cells.slice(i * 7, i * 7 + 7));
  const weekdays = Array.from({ length: 7 }, (_, i) => formatters.weekday.format(new Date(Date.UTC(2026, 0, 4 + i))));

  function moveFocus(target: IsoDate) {
    const next = target < min ? min : target;
    setFocusDay(next);
    requestAnimationFrame(() => grid.current?.querySelector<HTMLButtonElement>(`[data-day="${next}"]`)?.focus());
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const steps: Record<string, number> = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1, ArrowDown: 7, ArrowUp: -7 };
    if (event.key in steps) moveFocus(addDays(focusDay, steps[event.key] ?? 0));
    else if (event.key === 'PageDown' || event.key === 'PageUp') {
      const p = parts(focusDay);
      const target = new Date(Date.UTC(p.year, p.month + (event.key === 'PageDown' ? 1 : -1), 1));
      const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
      moveFocus(toIso(target.getUTCFullYear(), target.getUTCMonth(), Math.min(p.day, lastDay)));
    } else return;
    event.preventDefault();
  }

  function showMonth(delta: number) {
    const target = new Date(Date.UTC(year, month + delta, 1));
    setFocusDay(toIso(target.getUTCFullYear(), target.getUTCMonth(), 1));
  }

  const previousDisabled = toIso(year, month, 1) <= min;

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setFocusDay(value || (min > localToday() ? min : localToday()));
        else onBlur?.();
      }}
    >
      <Popover.Trigger
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={cn(
          'flex h-11 w-full items-center gap-2 rounded-[var(--radius-control)] border border-line bg-white px-3.5 text-start text-base shadow-sm transition-colors hover:border-navy-700/40 aria-[invalid=true]:border-danger sm:text-sm',
          value ? 'text-ink' : 'text-muted',
        )}
      >
        <CalendarDays aria-hidden className="size-4 shrink-0 text-teal-700" />
        <span className="truncate">{value ? formatters.full.format(asDate(value)) : labels.placeholder}</span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          aria-label={labels.dialog}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            const day = grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focusDay}"]:not([disabled])`);
            (day ?? grid.current?.querySelector<HTMLButtonElement>('button:not([disabled])'))?.focus();
          }}
          className="z-50 w-[19rem] rounded-2xl border border-line bg-white p-3 shadow-[var(--shadow-panel)] data-[state=open]:animate-fade-in"
        >
          <div className="mb-2 flex items-center justify-between">
            <button
              type="button"
              onClick={() => showMonth(-1)}
              disabled={previousDisabled}
              aria-label={labels.previousMonth}
              className="flex size-9 items-center justify-center rounded-lg text-navy-900 hover:bg-navy-50 disabled:opacity-40"
            >
              <ChevronLeft aria-hidden className="rtl-mirror size-4" />
            </button>
            <p aria-live="polite" className="text-sm font-semibold text-navy-900">
              {formatters.month.format(new Date(Date.UTC(year, month, 1)))}
            </p>
            <button
              type="button"
              onClick={() => showMonth(1)}
              aria-label={labels.nextMonth}
              className="flex size-9 items-center justify-center rounded-lg text-navy-900 hover:bg-navy-50"
            >
              <ChevronRight aria-hidden className="rtl-mirror size-4" />
            </button>
          </div>
          <div role="grid" ref={grid} onKeyDown={onKeyDown} className="grid grid-cols-7 gap-1 text-center">
            <div role="row" className="contents">
              {weekdays.map((weekday) => (
                <span role="columnheader" key={weekday} className="py-1 text-xs font-medium text-muted">
                  {weekday}
                </span>
              ))}
            </div>
            {weeks.map((week, weekIndex) => (
              <div role="row" key={weekIndex} className="contents">
                {week.map((day, index) =>
                  day ? (
                    <span role="gridcell" key={day}>
                      <button
                        type="button"
                        data-day={day}
                        tabIndex={day === focusDay ? 0 : -1}
                        disabled={day < min}
                        aria-pressed={day === value}
                        aria-label={formatters.full.format(asDate(day))}
                        onClick={() => {
                          onChange(day === value ? '' : day);
                          setOpen(false);
                          onBlur?.();
                        }}
                        className={cn(
                          'flex size-9 items-center justify-center rounded-lg text-sm transition-colors disabled:text-muted/40 disabled:line-through',
                          day === value ? 'bg-teal-700 font-semibold text-white' : 'text-navy-900 hover:bg-navy-50',
                          day === localToday() && day !== value && 'ring-1 ring-teal-600',
                        )}
                      >
                        {parts(day).day}
                      </button>
                    </span>
                  ) : (
                    <span role="gridcell" key={`blank-${index}`} />
                  ),
                )}
              </div>
            ))}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
