'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import type { WeeklyHours } from '@/lib/demo-slots';
import { addDays, riyadhDateOf } from '@/lib/riyadh-time';
import { staffRequest } from './staff-request';
import { StaffDateInput, StaffTimeInput } from './staff-date-fields';

const labelKeys = [
  'hoursTitle', 'closedDay', 'opens', 'closes', 'rulesTitle', 'slotMinutes', 'bufferMinutes', 'minNoticeMinutes', 'horizonDays', 'burstAlertPerHour', 'save', 'saving',
  'datesTitle', 'datesText', 'holiday', 'closedByStaff', 'reopened', 'reopen', 'close', 'remove', 'addDate', 'date', 'note', 'add',
  'hostsTitle', 'hostsText', 'noHosts', 'account', 'displayName', 'displayNameAr', 'displayNameHint', 'hostEmail', 'ownHours', 'sameHours', 'active', 'saveHost', 'addHost', 'removeHost',
] as const;

/** The page's staff words (`AdminDemos.calendar`, from the staff area's messages) and the weekday names, Sunday first. */
type CalendarLabels = Record<(typeof labelKeys)[number], string> & { weekdays: readonly string[] };

export interface CalendarRulesValue {
  weeklyHours: WeeklyHours;
  slotMinutes: number;
  bufferMinutes: number;
  minNoticeMinutes: number;
  horizonDays: number;
  burstAlertPerHour: number;
}

export interface CalendarDayValue {
  date: string;
  label: string;
  holiday: string | null;
  exception: 'closed' | 'open' | null;
  note: string | null;
}

export interface HostValue {
  adminId: string;
  username: string;
  displayName: string;
  displayNameAr: string;
  email: string | null;
  weeklyHours: WeeklyHours | null;
  active: boolean;
}

async function save(url: string, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', body: unknown, after: () => void) {
  const { ok, message } = await staffRequest(url, method, body);
  toast(ok ? { title: message ?? '' } : { variant: 'destructive', title: message ?? '—' });
  if (ok) after();
}

const fieldClass = 'grid gap-1.5 text-sm font-medium text-navy-900';

function HoursEditor({ id, value, onChange, labels }: { id: string; value: WeeklyHours; onChange: (next: WeeklyHours) => void; labels: CalendarLabels }) {
  const set = (index: number, next: WeeklyHours[number]) => onChange(value.map((day, at) => (at === index ? next : day)));
  return (
    <div className="grid gap-2">
      {labels.weekdays.map((name, index) => {
        const day = value[index] ?? null;
        return (
          <div key={name} className="grid grid-cols-[7rem_auto] items-center gap-3 sm:grid-cols-[8rem_auto_1fr_1fr]">
            <span className="font-medium text-navy-900">{name}</span>
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input type="checkbox" checked={day !== null} onChange={(event) => set(index, event.target.checked ? { start: '09:00', end: '17:00' } : null)} className="size-4 accent-teal-700" />
              {day === null ? labels.closedDay : labels.opens}
            </label>
            {day ? (
              <>
                <StaffTimeInput id={`${id}-${index}-start`} label={`${name} ${labels.opens}`} step={15} value={day.start} onChange={(start) => set(index, { ...day, start })} />
                <span className="flex items-center gap-2 text-sm">
                  <span aria-hidden className="shrink-0">
                    {labels.closes}
                  </span>
                  <StaffTimeInput id={`${id}-${index}-end`} label={`${name} ${labels.closes}`} step={15} value={day.end} onChange={(end) => set(index, { ...day, end })} />
                </span>
              </>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}

/** The demo calendar's settings: weekly hours and rules, closed and re-opened days, hosts. */
export function DemoCalendarEditor({ rules, days, hosts, accounts, weekdays }: { rules: CalendarRulesValue; days: CalendarDayValue[]; hosts: HostValue[]; accounts: { id: string; username: string }[]; weekdays: readonly string[] }) {
  const t = useTranslations('AdminDemos.calendar');
  const labels = { ...Object.fromEntries(labelKeys.map((key) => [key, t(key)])), weekdays } as CalendarLabels;
  const router = useRouter();
  const [value, setValue] = useState(rules);
  const [busy, setBusy] = useState(false);
  const [newDate, setNewDate] = useState('');
  const [newNote, setNewNote] = useState('');
  const [newHost, setNewHost] = useState('');
  const refresh = () => router.refresh();

  async function submitRules(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    await save('/api/admin/demo-calendar', 'PUT', value, refresh);
    setBusy(false);
  }
  const number = (key: 'slotMinutes' | 'bufferMinutes' | 'minNoticeMinutes' | 'horizonDays' | 'burstAlertPerHour') => (
    <label className={fieldClass}>
      {labels[key]}
      <Input type="number" inputMode="numeric" min={0} value={value[key]} onChange={(event) => setValue({ ...value, [key]: Number(event.target.value) })} dir="ltr" />
    </label>
  );
  const candidates = accounts.filter((account) => !hosts.some((host) => host.adminId === account.id));

  return (
    <div className="grid gap-6">
      <form onSubmit={submitRules} className="grid gap-6 rounded-2xl border border-line bg-white p-4 sm:p-6" aria-labelledby="hours-title">
        <h2 id="hours-title" className="text-lg font-semibold text-navy-900">
          {labels.hoursTitle}
        </h2>
        <HoursEditor id="calendar" value={value.weeklyHours} onChange={(weeklyHours) => setValue({ ...value, weeklyHours })} labels={labels} />
        <h3 className="font-semibold text-navy-900">{labels.rulesTitle}</h3>
        <div className="grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {number('slotMinutes')}
          {number('bufferMinutes')}
          {number('minNoticeMinutes')}
          {number('horizonDays')}
          {number('burstAlertPerHour')}
        </div>
        <Button type="submit" disabled={busy} className="justify-self-start">
          {busy ? labels.saving : labels.save}
        </Button>
      </form>

      <section className="grid gap-4 rounded-2xl border border-line bg-white p-4 sm:p-6" aria-labelledby="dates-title">
        <h2 id="dates-title" className="text-lg font-semibold text-navy-900">
          {labels.datesTitle}
        </h2>
        <p className="text-sm text-muted">{labels.datesText}</p>
        <ul className="grid gap-2" data-testid="calendar-days">
          {days.map((day) => (
            <li key={day.date} className="flex flex-wrap items-center gap-3 rounded-xl bg-canvas p-3 text-sm">
              <span className="font-medium text-navy-900">{day.label}</span>
              <span className="text-muted">
                {day.holiday ? `${labels.holiday}: ${day.holiday}` : labels.closedByStaff}
                {day.exception === 'open' ? ` · ${labels.reopened}` : ''}
                {day.note ? ` · ${day.note}` : ''}
              </span>
              <span className="ms-auto">
                {day.holiday ? (
                  <Button size="sm" variant="outline" onClick={() => save('/api/admin/demo-calendar/dates', 'POST', { date: day.date, kind: day.exception === 'open' ? null : 'open' }, refresh)}>
                    {day.exception === 'open' ? labels.close : labels.reopen}
                  </Button>
                ) : (
                  <Button size="sm" variant="outlineDanger" onClick={() => save('/api/admin/demo-calendar/dates', 'POST', { date: day.date, kind: null }, refresh)}>
                    {labels.remove}
                  </Button>
                )}
              </span>
            </li>
          ))}
        </ul>
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (!newDate) return void document.getElementById('calendar-new-date')?.focus();
            void save('/api/admin/demo-calendar/dates', 'POST', { date: newDate, kind: 'closed', note: newNote }, () => (setNewDate(''), setNewNote(''), refresh()));
          }}
        >
          <div className={fieldClass}>
            <label htmlFor="calendar-new-date">{labels.date}</label>
            {/* From today to two years ahead: a closed day in the past changes nothing. */}
            <div className="w-72 max-w-full">
              <StaffDateInput id="calendar-new-date" value={newDate} onChange={setNewDate} min={riyadhDateOf()} max={addDays(riyadhDateOf(), 730)} />
            </div>
          </div>
          <label className={fieldClass}>
            {labels.note}
            <Input value={newNote} maxLength={200} onChange={(event) => setNewNote(event.target.value)} />
          </label>
          <Button type="submit" variant="outline">
            {labels.addDate}
          </Button>
        </form>
      </section>

      <section className="grid gap-4 rounded-2xl border border-line bg-white p-4 sm:p-6" aria-labelledby="hosts-title">
        <h2 id="hosts-title" className="text-lg font-semibold text-navy-900">
          {labels.hostsTitle}
        </h2>
        <p className="text-sm text-muted">{labels.hostsText}</p>
        {hosts.length === 0 ? <p className="rounded-xl border border-dashed border-line p-4 text-sm text-navy-900">{labels.noHosts}</p> : null}
        {hosts.map((host) => (
          <HostEditor key={host.adminId} host={host} labels={labels} onSaved={refresh} />
        ))}
        {candidates.length ? (
          <form
            className="flex flex-wrap items-end gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              const account = candidates.find((candidate) => candidate.id === newHost);
              if (account) void save('/api/admin/demo-calendar/hosts', 'POST', { adminId: account.id, displayName: '', displayNameAr: '', email: '', weeklyHours: null, active: true }, () => (setNewHost(''), refresh()));
            }}
          >
            <label className={fieldClass}>
              {labels.account}
              <select required value={newHost} onChange={(event) => setNewHost(event.target.value)} className="h-11 rounded-[var(--radius-control)] border border-line bg-surface px-3 text-sm">
                <option value="">—</option>
                {candidates.map((account) => (
                  <option key={account.id} value={account.id}>
                    {account.username}
                  </option>
                ))}
              </select>
            </label>
            <Button type="submit" variant="outline">
              {labels.addHost}
            </Button>
          </form>
        ) : null}
      </section>
    </div>
  );
}

function HostEditor({ host, labels, onSaved }: { host: HostValue; labels: CalendarLabels; onSaved: () => void }) {
  const [value, setValue] = useState(host);
  const [busy, setBusy] = useState(false);
  const ownHours = value.weeklyHours !== null;
  return (
    <form
      className="grid gap-4 rounded-xl bg-canvas p-4"
      aria-label={host.username}
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        await save('/api/admin/demo-calendar/hosts', 'POST', { adminId: value.adminId, displayName: value.displayName, displayNameAr: value.displayNameAr, email: value.email ?? '', weeklyHours: value.weeklyHours, active: value.active }, onSaved);
        setBusy(false);
      }}
    >
      <p className="font-semibold text-navy-900" dir="auto">
        {host.username}
      </p>
      <p className="text-sm text-muted" id={`host-${host.adminId}-names`}>
        {labels.displayNameHint}
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        <label className={fieldClass}>
          {labels.displayName}
          <Input maxLength={100} dir="ltr" lang="en" value={value.displayName} aria-describedby={`host-${host.adminId}-names`} onChange={(event) => setValue({ ...value, displayName: event.target.value })} />
        </label>
        <label className={fieldClass}>
          {labels.displayNameAr}
          <Input maxLength={100} dir="rtl" lang="ar" value={value.displayNameAr} aria-describedby={`host-${host.adminId}-names`} onChange={(event) => setValue({ ...value, displayNameAr: event.target.value })} />
        </label>
        <label className={fieldClass}>
          {labels.hostEmail}
          <Input type="email" dir="ltr" value={value.email ?? ''} onChange={(event) => setValue({ ...value, email: event.target.value })} />
        </label>
      </div>
      <div className="flex flex-wrap gap-4 text-sm">
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" checked={value.active} onChange={(event) => setValue({ ...value, active: event.target.checked })} className="size-4 accent-teal-700" />
          {labels.active}
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" checked={ownHours} onChange={(event) => setValue({ ...value, weeklyHours: event.target.checked ? [null, null, null, null, null, null, null].map((_, day) => (day < 5 ? { start: '09:00', end: '17:00' } : null)) : null })} className="size-4 accent-teal-700" />
          {ownHours ? labels.ownHours : `${labels.ownHours} (${labels.sameHours})`}
        </label>
      </div>
      {value.weeklyHours ? <HoursEditor id={`host-${host.adminId}`} value={value.weeklyHours} onChange={(weeklyHours) => setValue({ ...value, weeklyHours })} labels={labels} /> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          {labels.saveHost}
        </Button>
        <Button type="button" size="sm" variant="outlineDanger" onClick={() => save('/api/admin/demo-calendar/hosts', 'DELETE', { adminId: host.adminId }, onSaved)}>
          {labels.removeHost}
        </Button>
      </div>
    </form>
  );
}
