'use client';

import { Popover } from 'radix-ui';
import { useRef, type RefObject } from 'react';
import { DayPicker, type ChevronProps } from 'react-day-picker';
import { arSA } from 'react-day-picker/locale/ar-SA';
import { ChevronLeft as chevronLeftIcon, ChevronRight as chevronRightIcon } from 'lucide';
import { createIcon } from '@/components/icons/create-icon';
import { fullDateFormat, isoToUtcDate, type DatePickerLabels } from './date-picker';

const ChevronLeft = createIcon(chevronLeftIcon);
const ChevronRight = createIcon(chevronRightIcon);

interface DatePickerPopoverProps {
  id: string;
  /** The picker's button: the popover is placed against it and gives the focus back to it. */
  trigger: RefObject<HTMLButtonElement | null>;
  value: string;
  min: string;
  max: string;
  closedWeekdays: readonly number[];
  openDays?: ReadonlySet<string>;
  month?: string;
  locale: 'en' | 'ar';
  labels: DatePickerLabels;
  /** The chosen day, or "" when the chosen day was chosen again (cleared). */
  onSelect: (day: string) => void;
  onClose: () => void;
}

// react-day-picker counts in the browser's local days; the form counts in "YYYY-MM-DD" strings.
const toLocalDate = (iso: string) => {
  const [year = 1970, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(year, month - 1, day);
};
const toIso = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** DayPicker draws "left" and "right" by screen side and swaps them itself in right-to-left. */
function Chevron({ orientation, className }: ChevronProps) {
  const Icon = orientation === 'left' ? ChevronLeft : ChevronRight;
  return <Icon aria-hidden className={className} />;
}

/** The open date picker: react-day-picker in an opaque Radix popover, mounted for as long as it is open. */
export default function DatePickerPopover({ id, trigger, value, min, max, closedWeekdays, openDays, month, locale, labels, onSelect, onClose }: DatePickerPopoverProps) {
  const closedFromOutside = useRef(false);
  const content = useRef<HTMLDivElement>(null);
  const full = fullDateFormat(locale);
  const first = toLocalDate(min);
  const last = toLocalDate(max);
  const selected = value ? toLocalDate(value) : undefined;

  return (
    <Popover.Root open onOpenChange={(open) => !open && onClose()}>
      <Popover.Anchor virtualRef={trigger} />
      <Popover.Portal>
        <Popover.Content
          id={id}
          align="start"
          sideOffset={6}
          collisionPadding={12}
          aria-label={labels.dialog}
          ref={content}
          onOpenAutoFocus={(event) => {
            // The focus goes to the chosen day, else the first day that can be chosen (the grid's roving tab stop).
            event.preventDefault();
            requestAnimationFrame(() => content.current?.querySelector<HTMLButtonElement>('td button[tabindex="0"]:not([disabled])')?.focus());
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
          // Opaque on every screen: a solid surface, a border and a shadow, above the form.
          className="z-50 rounded-2xl border border-line bg-surface p-3 text-ink shadow-[var(--shadow-panel)] data-[state=open]:animate-fade-in motion-reduce:animate-none"
        >
          <DayPicker
            mode="single"
            selected={selected}
            onSelect={(day) => onSelect(day ? toIso(day) : '')}
            defaultMonth={selected ?? (month ? toLocalDate(month) : first)}
            startMonth={first}
            endMonth={last}
            disabled={[{ before: first }, { after: last }, { dayOfWeek: [...closedWeekdays] }, ...(openDays ? [(date: Date) => !openDays.has(toIso(date))] : [])]}
            locale={locale === 'ar' ? arSA : undefined}
            dir={locale === 'ar' ? 'rtl' : 'ltr'}
            lang={locale}
            numerals="latn"
            weekStartsOn={0}
            footer={labels.hint}
            labels={{
              labelPrevious: () => labels.previousMonth,
              labelNext: () => labels.nextMonth,
              labelDayButton: (date, modifiers) => {
                const name = full.format(isoToUtcDate(toIso(date)));
                return modifiers.selected ? `${name}${locale === 'ar' ? '، ' : ', '}${labels.selected}` : name;
              },
            }}
            components={{ Chevron }}
            classNames={{
              root: 'relative text-sm',
              months: 'relative',
              month: 'grid gap-2',
              nav: 'absolute inset-x-0 top-0 flex items-center justify-between',
              button_previous: 'flex size-9 items-center justify-center rounded-lg text-navy-900 hover:bg-navy-50 disabled:cursor-not-allowed disabled:opacity-35',
              button_next: 'flex size-9 items-center justify-center rounded-lg text-navy-900 hover:bg-navy-50 disabled:cursor-not-allowed disabled:opacity-35',
              chevron: 'size-4',
              month_caption: 'flex h-9 items-center justify-center px-10 font-semibold text-navy-900',
              caption_label: 'text-sm',
              month_grid: 'border-collapse',
              weekdays: '',
              weekday: 'pb-1 text-center text-xs font-medium text-muted',
              weeks: '',
              week: '',
              day: 'p-0.5 text-center',
              day_button:
                'flex size-10 items-center justify-center rounded-lg text-sm text-navy-900 transition-colors hover:bg-navy-50 disabled:cursor-not-allowed disabled:text-muted/45 disabled:line-through disabled:hover:bg-transparent',
              footer: 'mt-2 max-w-72 border-t border-line pt-2 text-xs leading-relaxed text-muted',
            }}
            modifiersClassNames={{
              selected: '[&>button]:bg-teal-700 [&>button]:font-semibold [&>button]:text-white [&>button]:hover:bg-teal-700',
              disabled: 'bg-transparent',
            }}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
