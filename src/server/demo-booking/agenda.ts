import 'server-only';
import type { Kysely } from 'kysely';
import type { Locale } from '@/i18n/routing';
import type { Database } from '../db/database';

export interface AgendaEntry {
  id: string;
  start: string;
  end: string;
  hostId: string;
  hostName: string;
  name: string;
  email: string;
  leadId: string | null;
  locale: Locale;
}

/** A page of the staff agenda. */
export const AGENDA_PAGE_SIZE = 200;

/** How many demos the agenda holds from `from` on (its pages). */
export async function countUpcomingDemos(db: Kysely<Database>, from: Date): Promise<number> {
  const row = await db
    .selectFrom('demo_bookings')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('active_start', '>=', new Date(from.getTime() - 60 * 60_000).toISOString())
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The booked demos from `from` on (`limit` of them after the first `offset`), in time order: the staff agenda. */
export async function upcomingDemos(db: Kysely<Database>, from: Date, { limit = AGENDA_PAGE_SIZE, offset = 0 } = {}): Promise<AgendaEntry[]> {
  const rows = await db
    .selectFrom('demo_bookings')
    .leftJoin('demo_hosts', 'demo_hosts.admin_id', 'demo_bookings.host_id')
    .leftJoin('admins', 'admins.id', 'demo_bookings.host_id')
    .select(['demo_bookings.id', 'start_at', 'end_at', 'host_id', 'demo_bookings.name', 'demo_bookings.email', 'lead_id', 'demo_bookings.locale', 'demo_hosts.display_name', 'admins.username'])
    .where('active_start', '>=', new Date(from.getTime() - 60 * 60_000).toISOString())
    .orderBy('active_start')
    .orderBy('host_id')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => ({
    id: row.id, start: row.start_at, end: row.end_at, hostId: row.host_id, hostName: row.display_name || row.username || '—', name: row.name, email: row.email, leadId: row.lead_id, locale: row.locale,
  }));
}
