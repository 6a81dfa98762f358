import type { Metadata } from 'next';
import { AdminShell } from '@/features/admin/admin-shell';
import { DemoCalendarEditor } from '@/features/admin/demo-calendar-editor';
import { riyadhDateOf, weekdayNamesOf } from '@/lib/riyadh-time';
import { formatRiyadhDate } from '@/lib/riyadh-time';
import { requireAdminPage } from '@/server/auth/request';
import { getDatabase } from '@/server/db';
import { burstState } from '@/server/demo-booking/bursts';
import { calendarDays, listHosts, loadCalendarRules } from '@/server/demo-booking/calendar';
import { staffLocale, staffText } from '@/server/staff/language';
import { leadOwners } from '@/server/leads/inbox';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await staffText('AdminDemos'))('calendar.title') };
}

/** Admins set the demo calendar: hours, rules, holidays and closed days, hosts. */
export default async function DemoCalendarPage() {
  const admin = await requireAdminPage('/admin/demo-calendar');
  const locale = await staffLocale();
  const demosText = await staffText('AdminDemos');
  // Sunday first, in the staff area's language.
  const weekdays = weekdayNamesOf(locale);
  const db = getDatabase().db;
  const today = riyadhDateOf();
  const [rules, days, hosts, accounts, burst] = await Promise.all([loadCalendarRules(db), calendarDays(db, today, 365), listHosts(db), leadOwners(db), burstState(db)]);
  return (
    <AdminShell username={admin.username} current="/admin/demo-calendar" title={demosText('calendar.title')}>
      <DemoCalendarEditor
        rules={{ ...rules, burstAlertPerHour: burst.threshold }}
        days={days.map((day) => ({ date: day.date, label: formatRiyadhDate(`${day.date}T09:00:00.000Z`, locale), holiday: day.holiday?.name[locale] ?? null, exception: day.exception?.kind ?? null, note: day.exception?.note ?? null }))}
        hosts={hosts}
        accounts={accounts}
        weekdays={weekdays}
      />
    </AdminShell>
  );
}
