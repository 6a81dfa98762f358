'use client';

import { ChevronLeft as chevronLeftIcon, ChevronRight as chevronRightIcon } from 'lucide';
import { createIcon } from '@/components/icons/create-icon';
import { Popover } from 'radix-ui';
import { useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { cx } from '@/lib/cn';
import type { DatePickerLabels } from './date-picker';
import { addDays, asUtcDate, fullDateFormat, localToday, parts, toIso, type IsoDate } from './iso-date';

const ChevronLeft = createIcon(chevronLeftIcon);
const ChevronRight = createIcon(chevronRightIcon);

interface CalendarProps {
  id: string;
  /** The picker's button: the popover is placed against it and gives the focus back to it. */
  trigger: RefObject<HTMLButtonElement | null>;
  value: IsoDate | '';
  min: IsoDate;
  intlLocale: string;
  labels: DatePickerLabels;
  onSelect: (day: IsoDate) => void;
  onClose: () => void;
}

/** The open date picker: a month grid in a popover, mounted for as long as it is open. */
export default function DatePickerCalendar({ id, trigger, value, min, intlLocale, labels, onSelect, onClose }: CalendarProps) {
  const [focusDay, setFocusDay] = useState<IsoDate>(() => value || (min > localToday() ? min : localToday()));
  const grid = useRef<HTMLDivElement>(null);
  const closedFromOutside = useRef(false);
  const { year, month } = parts(focusDay);

  const formatters = useMemo(
    () => ({
      full: fullDateFormat(intlLocale),
      month: new Intl.DateTimeFormat(intlLocale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
      weekday: new Intl.DateTimeFormat(intlLocale, { weekday: 'short', timeZone: 'UTC' }),
    }),
    [intlLocale],
  );

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
    <Popover.Root open onOpenChange={(open) => !open && onClose()}>
      <Popover.Anchor virtualRef={trigger} />
      <Popover.Portal>
        <Popover.Content
          id={id}
          align="start"
          sideOffset={6}
          aria-label={labels.dialog}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            const day = grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focusDay}"]:not([disabled])`);
            (day ?? grid.current?.querySelector<HTMLButtonElement>('button:not([disabled])'))?.focus();
          }}
          onInteractOutside={(event) => {
            // A press on the picker's own button toggles it closed there.
            if (trigger.current?.contains(event.target as Node)) event.preventDefault();
            else closedFromOutside.current = true;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!closedFromOutside.current) trigger.current?.focus();
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
                        aria-label={formatters.full.format(asUtcDate(day))}
                        onClick={() => onSelect(day)}
                        className={cx(
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
