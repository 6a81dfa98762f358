'use client';

import { X as xIcon } from 'lucide';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { createIcon } from '@/components/icons/create-icon';
import { DatePicker, type DatePickerLabels } from '@/components/ui/date-picker';
import { Select } from '@/components/ui/field';
import { riyadhDateOf } from '@/lib/riyadh-time';

const X = createIcon(xIcon);

/*
 * The staff area's date and time fields, in place of the browser's own (which write dates as the
 * browser's locale does, mm/dd/yyyy, and times with AM/PM): the site's date picker, which writes the day
 * as the staff language does ("الثلاثاء، 15 ديسمبر 2026" / "Tuesday, 15 December 2026"), and a 24-hour
 * Riyadh time of two choices. The values are what the browser's fields gave: "YYYY-MM-DD", "HH:mm" and
 * "YYYY-MM-DDTHH:mm", so the APIs read the same payloads.
 */

function useDateLabels(): DatePickerLabels {
  const t = useTranslations('Admin.dateField');
  return { placeholder: t('placeholder'), dialog: t('dialog'), previousMonth: t('previousMonth'), nextMonth: t('nextMonth'), selected: t('selected'), hint: t('hint') };
}

function useStaffLocale(): 'en' | 'ar' {
  return useLocale() === 'en' ? 'en' : 'ar';
}

interface DateInputProps {
  id: string;
  /** The name a plain (GET) form sends the day under: a hidden field carries it. */
  name?: string;
  /** Controlled: the day ("YYYY-MM-DD", or "") and its change. Otherwise `defaultValue` starts it. */
  value?: string;
  onChange?: (value: string) => void;
  defaultValue?: string;
  /** The first and last days that can be chosen; from 2020 to ten years from today unless given. */
  min?: string;
  max?: string;
  /** The field's name, for the accessible name of its clear button; no clear button without it. */
  clearLabel?: string;
  invalid?: boolean;
  describedBy?: string;
}

/** A calendar day in the staff language's words, chosen on the site's calendar. */
export function StaffDateInput({ id, name, value, onChange, defaultValue = '', min = '2020-01-01', max, clearLabel, invalid, describedBy }: DateInputProps) {
  const t = useTranslations('Admin.dateField');
  const labels = useDateLabels();
  const locale = useStaffLocale();
  const [own, setOwn] = useState(defaultValue);
  const day = value ?? own;
  const today = riyadhDateOf();
  const change = (next: string) => {
    setOwn(next);
    onChange?.(next);
  };
  return (
    <div className="flex items-center gap-1">
      <div className="min-w-0 flex-1">
        <DatePicker id={id} value={day} onChange={change} min={min} max={max ?? `${Number(today.slice(0, 4)) + 10}${today.slice(4)}`} month={today} locale={locale} labels={labels} invalid={invalid} describedBy={describedBy} />
      </div>
      {clearLabel && day ? (
        <button type="button" onClick={() => change('')} aria-label={t('clear', { label: clearLabel })} className="inline-flex size-11 shrink-0 items-center justify-center rounded-[var(--radius-control)] text-muted hover:bg-navy-50 hover:text-navy-900">
          <X aria-hidden className="size-4" />
        </button>
      ) : null}
      {name ? <input type="hidden" name={name} value={day} /> : null}
    </div>
  );
}

const two = (value: number) => String(value).padStart(2, '0');

interface TimeInputProps {
  id: string;
  /** "HH:mm", 24-hour Riyadh time. */
  value: string;
  onChange: (value: string) => void;
  /** The field's name: the hour and minute choices are named after it ("Opens: hour"). */
  label: string;
  /** The minutes offered, every `step` from :00 (the current value's minute is always offered too). */
  step?: number;
  invalid?: boolean;
}

/** A time of day as the staff area writes it: 24-hour, Western digits, hour then minute left to right in both languages. */
export function StaffTimeInput({ id, value, onChange, label, step = 5, invalid }: TimeInputProps) {
  const t = useTranslations('Admin.dateField');
  const [hour, minute] = /^\d{2}:\d{2}$/.test(value) ? (value.split(':') as [string, string]) : ['09', '00'];
  const minutes = [...new Set([...Array.from({ length: Math.ceil(60 / step) }, (_, index) => two(index * step)), minute])].sort();
  const select = 'w-[4.75rem] text-center tabular-nums';
  return (
    <div dir="ltr" className="flex items-center gap-1">
      <Select id={id} aria-label={t('hour', { label })} aria-invalid={invalid || undefined} value={hour} onChange={(event) => onChange(`${event.target.value}:${minute}`)} className={select}>
        {Array.from({ length: 24 }, (_, index) => (
          <option key={index} value={two(index)}>
            {two(index)}
          </option>
        ))}
      </Select>
      <span aria-hidden className="font-semibold text-navy-900">
        :
      </span>
      <Select id={`${id}-minute`} aria-label={t('minute', { label })} aria-invalid={invalid || undefined} value={minute} onChange={(event) => onChange(`${hour}:${event.target.value}`)} className={select}>
        {minutes.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Select>
    </div>
  );
}

interface DateTimeInputProps {
  id: string;
  /** "YYYY-MM-DDTHH:mm" in Riyadh wall time (as a datetime-local field gave it), or "" while no day is chosen. */
  value: string;
  onChange: (value: string) => void;
  label: string;
  min?: string;
  max?: string;
  invalid?: boolean;
  describedBy?: string;
}

/** A Riyadh date and time: the day on the site's calendar, then a 24-hour time; the field's id is the day's. */
export function StaffDateTimeInput({ id, value, onChange, label, min, max, invalid, describedBy }: DateTimeInputProps) {
  // The time chosen before the day: kept, and joined to the day once there is one.
  const [pendingTime, setPendingTime] = useState('09:00');
  const day = value.slice(0, 10);
  const time = value.slice(11, 16) || pendingTime;
  return (
    <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto]">
      <StaffDateInput id={id} value={day} onChange={(next) => onChange(next ? `${next}T${time}` : '')} min={min} max={max} invalid={invalid} describedBy={describedBy} />
      <StaffTimeInput
        id={`${id}-time`}
        label={label}
        value={time}
        invalid={invalid}
        onChange={(next) => {
          setPendingTime(next);
          if (day) onChange(`${day}T${next}`);
        }}
      />
    </div>
  );
}
