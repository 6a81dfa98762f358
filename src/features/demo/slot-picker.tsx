'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DatePicker, fullDateFormat, isoToUtcDate } from '@/components/ui/date-picker';
import { FieldError, Label } from '@/components/ui/field';
import { cx } from '@/lib/cn';
import { DAY_MS, intlLocaleOf, perLocale, riyadhDateOf } from '@/lib/riyadh-time';

export interface Slot {
  start: string;
  end: string;
}

/** 10:00 AM in Riyadh, and the same instant on the visitor's clock: made when the first times show. */
const riyadhClock = perLocale(() => ({ hour: 'numeric', minute: '2-digit', hourCycle: 'h12' }), intlLocaleOf);
const localClock = perLocale(() => ({ timeZone: undefined, hour: 'numeric', minute: '2-digit', hourCycle: 'h12', timeZoneName: 'short' }), intlLocaleOf);
const riyadhDay = (iso: string) => riyadhDateOf(new Date(iso));
/** True when the visitor's clock is not Riyadh's (UTC+3) at that instant. */
const otherZone = (iso: string) => new Date(iso).getTimezoneOffset() !== -180;

/** The free slots of the next 124 days, in two requests (the API gives at most 62 days each). */
async function loadSlots(): Promise<Slot[]> {
  const today = riyadhDay(new Date().toISOString());
  const later = new Date(Date.parse(`${today}T00:00:00Z`) + 62 * DAY_MS).toISOString().slice(0, 10);
  const answers = await Promise.all([`/api/demo-slots?from=${today}&days=62`, `/api/demo-slots?from=${later}&days=62`].map((url) => fetch(url, { credentials: 'same-origin' })));
  if (answers.some((answer) => !answer.ok)) throw new Error('slots');
  const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as { slots: Slot[] }[];
  return bodies.flatMap((body) => body.slots);
}

export interface SlotPickerProps {
  /** Ids of the day button and the times' group; the error is `${id}-error`. */
  id: string;
  value: string;
  onChange: (start: string) => void;
  locale: 'en' | 'ar';
  error?: string;
  /** Shown at the day control instead, while no day is chosen (the times say `error`). */
  dayError?: string;
  /** Bumped to load the free slots again (after a slot was taken under the visitor). */
  reload?: number;
  /** Slots the server offered instead of a taken one: shown first. */
  offered?: Slot[];
  /** A slot not to offer (the booking being moved). */
  exclude?: string;
  calendarLabels: { dialog: string; previousMonth: string; nextMonth: string; selected: string };
}

/**
 * The demo calendar in the form: a day picker whose days without a free slot are greyed, then the
 * chosen day's free times as a group of radio buttons, in Riyadh time with the visitor's own beside it
 * when their clock differs. The server checks the chosen slot again when it books.
 */
export function SlotPicker({ id, value, onChange, locale, error, dayError, reload = 0, offered, exclude, calendarLabels }: SlotPickerProps) {
  const t = useTranslations('DemoBooking.form');
  const [slots, setSlots] = useState<Slot[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [day, setDay] = useState(value ? riyadhDay(value) : '');
  const [attempt, setAttempt] = useState(0);

  // The free times load when the picker comes within 100 px of the screen (on a phone it is below the fold), so
  // a first visit that never gets there fetches none.
  const root = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = root.current;
    if (!element || typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && (setNear(true), observer.disconnect()), { rootMargin: '100px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!near) return;
    let live = true;
    loadSlots()
      .then((loaded) => {
        if (!live) return;
        setSlots(loaded);
        setFailed(false);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [near, reload, attempt]);

  const byDay = useMemo(() => {
    const map = new Map<string, Slot[]>();
    for (const slot of slots ?? []) {
      if (slot.start === exclude) continue;
      const key = riyadhDay(slot.start);
      const list = map.get(key);
      if (list) list.push(slot);
      else map.set(key, [slot]);
    }
    return map;
  }, [slots, exclude]);
  const days = useMemo(() => new Set(byDay.keys()), [byDay]);
  const first = [...days][0] ?? riyadhDay(new Date().toISOString());
  const last = [...days].at(-1) ?? first;
  const chooseDay = useCallback(
    (next: string) => {
      setDay(next);
      if (value && riyadhDay(value) !== next) onChange('');
    },
    [value, onChange],
  );
  const daySlots = day ? (byDay.get(day) ?? []) : [];
  // With no day chosen, the day control carries its own message; the times keep theirs.
  const missingDay = Boolean(error && dayError && !day && !offered?.length);
  const describedBy = [`${id}-day-hint`, missingDay ? `${id}-day-error` : error ? `${id}-error` : ''].filter(Boolean).join(' ');

  return (
    <div ref={root} className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
      <div className="grid content-start gap-1.5">
        <Label htmlFor={`${id}-day`}>{t('day')}</Label>
        <DatePicker
          id={`${id}-day`}
          value={day}
          onChange={chooseDay}
          min={first}
          max={last}
          openDays={days}
          locale={locale}
          invalid={Boolean(error) || undefined}
          describedBy={describedBy}
          labels={{ placeholder: slots ? t('pickDayFirst') : t('loading'), hint: t('dayHint'), ...calendarLabels }}
        />
        <p id={`${id}-day-hint`} className="text-xs leading-relaxed text-muted">
          {t('dayHint')}
        </p>
        {missingDay ? <FieldError id={`${id}-day-error`}>{dayError}</FieldError> : null}
      </div>
      <fieldset className="grid content-start gap-1.5" aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="mb-1.5 text-sm font-medium text-navy-900">{day ? t('slotsOf', { day: fullDateFormat(locale).format(isoToUtcDate(day)) }) : t('time')}</legend>
        {offered?.length ? <p className="mb-1 text-sm text-navy-800">{t('taken')}</p> : null}
        {failed ? (
          <p className="text-sm text-danger" role="alert">
            {t('loadFailed')}{' '}
            <button type="button" className="min-h-11 font-medium text-teal-700 underline" onClick={() => (setFailed(false), setSlots(null), setAttempt((n) => n + 1))}>
              {t('retry')}
            </button>
          </p>
        ) : !slots ? (
          <p className="text-sm text-muted" aria-live="polite">
            {t('loading')}
          </p>
        ) : !day && !offered?.length ? (
          <p className="text-sm text-muted">{t('pickDayFirst')}</p>
        ) : (
          <div className="grid grid-cols-2 gap-2" role="radiogroup" aria-label={t('time')} id={id}>
            {(offered?.length ? offered : daySlots).map((slot) => {
              const checked = slot.start === value;
              return (
                <label
                  key={slot.start}
                  className={cx(
                    'flex min-h-11 cursor-pointer flex-col items-center justify-center rounded-[var(--radius-control)] border px-2 py-1.5 text-center text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-teal-700',
                    checked ? 'border-teal-700 bg-teal-700 text-white' : 'border-line bg-surface text-navy-900 hover:border-teal-700',
                  )}
                >
                  <input type="radio" name={id} value={slot.start} checked={checked} onChange={() => (setDay(riyadhDay(slot.start)), onChange(slot.start))} className="sr-only" />
                  <span>{offered?.length ? `${fullDateFormat(locale).format(isoToUtcDate(riyadhDay(slot.start))).split(/[,،]/)[0]} ` : ''}{riyadhClock(locale).format(new Date(slot.start))}</span>
                  {otherZone(slot.start) ? <span className={cx('text-xs font-normal', checked ? 'text-white/85' : 'text-muted')}>{t('yourTime', { time: localClock(locale).format(new Date(slot.start)) })}</span> : null}
                </label>
              );
            })}
            {day && daySlots.length === 0 && !offered?.length ? <p className="col-span-2 text-sm text-muted">{t('noSlots')}</p> : null}
          </div>
        )}
        {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      </fieldset>
    </div>
  );
}
