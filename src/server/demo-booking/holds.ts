import 'server-only';
import { isIPv4, isIPv6 } from 'node:net';
import type { Kysely } from 'kysely';
import { normalizeAddress } from '@/lib/trusted-proxies';
import type { Database } from '../db/database';
import { DAY_MS } from '@/lib/riyadh-time';

/**
 * What a booking holds besides its slot, so that nobody can empty the calendar:
 * - one e-mail address and one phone number hold at most one upcoming demo (until it starts);
 * - the bookings made from one network (IPv4 /24, IPv6 /48) within a day hold at most
 *   `networkLimit` upcoming demos. A day, because an attack is a burst (1,019 bookings in 26 s), while
 *   a buyer on a shared mobile-carrier range must not be refused because strangers on that range
 *   booked on other days; the calendar holds about a thousand slots, so three a day cannot empty it.
 * Each is a row of demo_booking_holds, taken by one statement that succeeds only when the key is free
 * or its hold has lapsed, in the booking's transaction: two racing bookings never both get it.
 */

/** How long a network's burst place stays taken after a booking (at most until the demo starts). */
export const NETWORK_WINDOW_MS = DAY_MS;

/** The network an address belongs to: `203.0.113.0/24`, `2001:db8:1::/48`; null for no address. */
export function networkOf(address: string): string | null {
  const bare = normalizeAddress(address);
  if (isIPv4(bare)) return `${bare.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(bare)) return null;
  // The first three groups of the full form.
  const [head = '', tail = ''] = bare.split('::');
  const groups = head ? head.split(':') : [];
  if (bare.includes('::')) {
    const rest = tail ? tail.split(':') : [];
    while (groups.length + rest.length < 8) groups.push('0');
    groups.push(...rest);
  }
  return `${groups.slice(0, 3).map((group) => (parseInt(group, 16) || 0).toString(16)).join(':')}::/48`;
}

export type HoldRefusal = 'email' | 'phone' | 'network';

export interface HoldRequest {
  bookingId: string;
  email: string;
  phone: string | null;
  network: string | null;
  start: string;
  now: Date;
  networkLimit: number;
}

const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;
const phoneKey = (phone: string) => `phone:${phone}`;

/**
 * Takes `key` for the booking until `until`, unless another booking holds it still. The condition
 * reads only the conflicting row itself: PostgreSQL re-checks it on the row as committed by a racing
 * booking, where a look at other tables would still see the statement's older snapshot.
 * (Cancelling, moving and releasing a booking delete or move its holds in the same transaction.)
 */
async function take(trx: Kysely<Database>, key: string, bookingId: string, until: string, now: string): Promise<boolean> {
  const row = await trx
    .insertInto('demo_booking_holds')
    .values({ key, booking_id: bookingId, until })
    .onConflict((conflict) =>
      conflict
        .column('key')
        .doUpdateSet({ booking_id: (eb) => eb.ref('excluded.booking_id'), until: (eb) => eb.ref('excluded.until') })
        .where('demo_booking_holds.until', '<=', now),
    )
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes every hold a new booking needs, or says which one another booking has. Runs in the
 * booking's transaction: a refusal must roll the transaction back (the caller returns before any
 * other write, so nothing is left taken).
 */
export async function takeHolds(trx: Kysely<Database>, request: HoldRequest): Promise<HoldRefusal | null> {
  const now = request.now.toISOString();
  if (!(await take(trx, emailKey(request.email), request.bookingId, request.start, now))) return 'email';
  if (request.phone && !(await take(trx, phoneKey(request.phone), request.bookingId, request.start, now))) return 'phone';
  if (request.network) {
    const until = new Date(Math.min(Date.parse(request.start), request.now.getTime() + NETWORK_WINDOW_MS)).toISOString();
    for (let place = 1; place <= request.networkLimit; place++) {
      if (await take(trx, `network:${request.network}#${place}`, request.bookingId, until, now)) return null;
    }
    return 'network';
  }
  return null;
}

/** The booking that holds the e-mail address (or phone number) a refused booking asked with. */
export async function holderOf(db: Kysely<Database>, refusal: 'email' | 'phone', request: Pick<HoldRequest, 'email' | 'phone'>): Promise<string | undefined> {
  const key = refusal === 'email' ? emailKey(request.email) : phoneKey(request.phone ?? '');
  const row = await db.selectFrom('demo_booking_holds').select('booking_id').where('key', '=', key).executeTakeFirst();
  return row?.booking_id;
}

/** A rescheduled booking's holds go with it to its new row and its new start. */
export async function moveHolds(trx: Kysely<Database>, from: string, to: string, start: string): Promise<void> {
  const holds = await trx.selectFrom('demo_booking_holds').select(['key', 'until']).where('booking_id', '=', from).execute();
  for (const hold of holds) {
    // A network's place keeps its lapse (a day after the first booking), unless the new start is sooner.
    const until = hold.key.startsWith('network:') && hold.until < start ? hold.until : start;
    await trx.updateTable('demo_booking_holds').set({ booking_id: to, until }).where('key', '=', hold.key).where('booking_id', '=', from).execute();
  }
}

/** A cancelled or released booking holds nothing any more. */
export async function releaseHolds(trx: Kysely<Database>, bookingId: string): Promise<void> {
  await trx.deleteFrom('demo_booking_holds').where('booking_id', '=', bookingId).execute();
}
