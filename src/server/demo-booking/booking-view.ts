import 'server-only';
import type { Kysely } from 'kysely';
import type { Locale } from '@/i18n/routing';
import type { Database, DemoBooking } from '../db/database';
import { hashToken, isManageToken } from './bookings';

export interface BookingView {
  booking: DemoBooking;
  /** The start the demo had before its last move, or null when it never moved. */
  previousStart: string | null;
  /** The host's first name in the booking's language; null: "the Siyana team" (no name in both languages yet). */
  hostName: string | null;
}

/**
 * What a visitor is told of their host: the first word of the host's name in the visitor's language,
 * when staff gave the host a name in both languages; null otherwise (the page and e-mails then say
 * "the Siyana team"). Never the account's username.
 */
export function visitorHostName(names: { en: string | null | undefined; ar: string | null | undefined }, locale: Locale): string | null {
  const en = names.en?.trim();
  const ar = names.ar?.trim();
  if (!en || !ar) return null;
  return firstName(locale === 'ar' ? ar : en);
}

/** The booking a manage token opens (the current one, after any reschedule), with its host's name. */
export async function findBookingByToken(db: Kysely<Database>, token: unknown): Promise<BookingView | undefined> {
  if (!isManageToken(token)) return undefined;
  const row = await db
    .selectFrom('demo_bookings')
    .leftJoin('demo_hosts', 'demo_hosts.admin_id', 'demo_bookings.host_id')
    .selectAll('demo_bookings')
    .select(['demo_hosts.display_name', 'demo_hosts.display_name_ar'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return undefined;
  const { display_name, display_name_ar, ...booking } = row;
  const before = await db.selectFrom('demo_bookings').select('start_at').where('replaced_by', '=', booking.id).executeTakeFirst();
  return { booking, previousStart: before?.start_at ?? null, hostName: visitorHostName({ en: display_name, ar: display_name_ar }, booking.locale) };
}

/** The first word of a host's name: what the visitor is told. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
