import 'server-only';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ShortDemoRequestPayload } from '@/schemas/demo';
import type { Locale } from '@/i18n/routing';
import { localizeHref } from '@/i18n/navigation';
import { freeHostsAt, freeSlots, slotRefusal, type Slot, type SlotQuery, type SlotRefusal } from '@/lib/demo-slots';
import { addDays, DAY_MS, riyadhDateOf } from '@/lib/riyadh-time';
import type { Database, DemoBooking, DemoBookingMailTable } from '../db/database';
import { shortDemoRequestRow } from '../forms/demo-requests';
import { demoRequestWebhookLead, enqueueLeadDelivery, webhookSettingsFromEnv, type WebhookSettings } from '../webhooks/outbox';
import { recordFormLead } from '../leads/inbox';
import { loadCalendarRules } from './calendar';
import { holderOf, moveHolds, releaseHolds, takeHolds, type HoldRefusal } from './holds';
import { loadSlotQuery } from './slot-queries';
import { inTransaction } from '../db/transaction';

/** How many free slots a refused booking offers instead. */
const NEXT_SLOTS = 6;

const REMINDER_BEFORE_MS = DAY_MS;

/** The manage token: 256 random bits, URL-safe; only its SHA-256 is stored. */
function newToken(): string {
  return randomBytes(32).toString('base64url');
}
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
/** A token as made by newToken (43 base64url characters); anything else is refused before the database is asked. */
export function isManageToken(token: unknown): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
}

/** The confirmation page of a booking, in the language it was made in; the token is its only key. */
export function confirmationPath(token: string, locale: Locale): string {
  return `${localizeHref('/request-demo/booked', locale)}?t=${encodeURIComponent(token)}`;
}

/** The next few free slots from the day of `start` (or today), for a refused booking's answer. */
async function nextFreeSlots(db: Kysely<Database>, start: string | null, now: Date, except?: string): Promise<Slot[]> {
  const today = riyadhDateOf(now);
  const asked = start && Number.isFinite(Date.parse(start)) ? riyadhDateOf(new Date(Date.parse(start))) : today;
  const from = asked > today ? asked : today;
  const query = await loadSlotQuery(db, from, addDays(from, 13), now, { except });
  const after = start ? Date.parse(start) : 0;
  const slots = freeSlots(query, from, 14);
  const later = slots.filter((slot) => Date.parse(slot.start) > after);
  return (later.length ? later : slots).slice(0, NEXT_SLOTS);
}

/** Active hosts free at `start`, those with the fewest upcoming demos first (then the longest-serving). */
async function hostsByLoad(db: Kysely<Database>, query: SlotQuery, start: string): Promise<string[]> {
  const free = freeHostsAt(query, start);
  if (free.length < 2) return free;
  const counts = await db
    .selectFrom('demo_bookings')
    .select(['host_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('active_start', '>=', query.now.toISOString())
    .where('host_id', 'in', free)
    .groupBy('host_id')
    .execute();
  const load = new Map(counts.map((row) => [row.host_id, Number(row.count)]));
  return free.map((id, order) => ({ id, order, load: load.get(id) ?? 0 })).sort((a, b) => a.load - b.load || a.order - b.order).map((host) => host.id);
}

interface Taken {
  id: string;
  hostId: string;
  start: string;
  end: string;
}

/**
 * Takes `start` for the first of `hosts` still free, as booking `id`: an INSERT ... ON CONFLICT DO
 * NOTHING on the unique (host, active start) index, so of two transactions racing for one host's slot
 * exactly one row lands (PostgreSQL makes the second wait for the first's commit, then skip; SQLite runs
 * one write transaction at a time) and the loser tries the next host. Null when every host was taken meanwhile.
 */
async function takeSlot(
  trx: Kysely<Database>,
  id: string,
  hosts: string[],
  start: string,
  slotMinutes: number,
  row: { demo_request_id: string; lead_id: string | null; token_hash: string; name: string; email: string; locale: Locale; network: string | null },
  at: string,
): Promise<Taken | null> {
  const end = new Date(Date.parse(start) + slotMinutes * 60_000).toISOString();
  for (const hostId of hosts) {
    const inserted = await trx
      .insertInto('demo_bookings')
      .values({ id, ...row, host_id: hostId, start_at: start, end_at: end, status: 'booked', active_start: start, replaced_by: null, created_at: at, updated_at: at })
      .onConflict((conflict) => conflict.columns(['host_id', 'active_start']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return { id, hostId, start, end };
  }
  return null;
}

/** Booking e-mails (not counting the one reminder a booking has) that one address gets in a day at most. */
export const VISITOR_MAIL_PER_DAY = 3;
const VISITOR_MAIL_KINDS = ['confirmation', 'rescheduled', 'cancelled', 'existing'] as const;

/**
 * Whether `email` may be sent one more booking e-mail now: whoever holds a booking's link (or types
 * an address into the form) must not be able to flood that address.
 */
async function visitorMailAllowed(trx: Kysely<Database>, email: string, now: Date): Promise<boolean> {
  const row = await trx
    .selectFrom('demo_booking_mail')
    .innerJoin('demo_bookings', 'demo_bookings.id', 'demo_booking_mail.booking_id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where((eb) => eb(eb.fn('lower', ['demo_bookings.email']), '=', email.trim().toLowerCase()))
    .where('demo_booking_mail.kind', 'in', VISITOR_MAIL_KINDS)
    .where('demo_booking_mail.created_at', '>', new Date(now.getTime() - DAY_MS).toISOString())
    .executeTakeFirst();
  return Number(row?.count ?? 0) < VISITOR_MAIL_PER_DAY;
}

/** The visitor's message about a booking, unless their address has had its day's share. */
async function queueVisitorMail(trx: Kysely<Database>, booking: { id: string; email: string }, kind: (typeof VISITOR_MAIL_KINDS)[number], manageUrl: string | null, now: Date): Promise<void> {
  if (!(await visitorMailAllowed(trx, booking.email, now))) return;
  const at = now.toISOString();
  await trx.insertInto('demo_booking_mail').values({ id: randomUUID(), booking_id: booking.id, kind, manage_url: manageUrl, due_at: at, sent_at: null, created_at: at }).execute();
}

/** The outbox rows of a booked slot: the visitor's message now, the reminder the day before, and the host's notice. */
async function queueMail(trx: Kysely<Database>, booking: { id: string; email: string }, start: string, visitorKind: 'confirmation' | 'rescheduled', manageUrl: string | null, now: Date): Promise<void> {
  const bookingId = booking.id;
  const at = now.toISOString();
  await queueVisitorMail(trx, booking, visitorKind, manageUrl, now);
  const rows: { kind: DemoBookingMailTable['kind']; due_at: string; manage_url: string | null }[] = [
    { kind: visitorKind === 'confirmation' ? 'host-booked' : 'host-rescheduled', due_at: at, manage_url: null },
  ];
  const reminder = Date.parse(start) - REMINDER_BEFORE_MS;
  // A demo booked less than a day ahead gets no reminder: the confirmation has just arrived.
  if (reminder > now.getTime()) rows.push({ kind: 'reminder', due_at: new Date(reminder).toISOString(), manage_url: manageUrl });
  await trx
    .insertInto('demo_booking_mail')
    .values(rows.map((row) => ({ id: randomUUID(), booking_id: bookingId, ...row, sent_at: null, created_at: at })))
    .execute();
}

/**
 * A lead's history line about its demo (kind `demo`), put in words by each reader in their staff
 * language: `from` the start it leaves (a move, a cancellation), `to` the start it takes (a booking, a
 * move), `host` the host's account name when booked.
 */
async function recordBookingActivity(
  trx: Kysely<Database>,
  leadId: string | null,
  change: { from?: string; to?: string; host?: string },
  actor: { id: string | null; name: string | null },
  at: string,
  { touch = true } = {},
): Promise<void> {
  if (!leadId) return;
  await trx
    .insertInto('lead_activity')
    .values({ id: randomUUID(), lead_id: leadId, actor_id: actor.id, actor_name: actor.name, kind: 'demo', from_value: change.from ?? null, to_value: change.to ?? null, body: change.host ?? null, created_at: at })
    .execute();
  if (touch) await trx.updateTable('leads').set({ updated_at: at }).where('id', '=', leadId).execute();
}

export type BookingOutcome =
  | { kind: 'booked'; booking: { id: string; start: string; end: string; confirmationUrl: string }; requestId: string; leadId: string; hostId: string }
  | { kind: 'refused'; reason: SlotRefusal; next: Slot[] }
  /** The e-mail address or phone number already holds an upcoming demo, or the network its burst's share: nothing stored. */
  | { kind: 'held'; reason: HoldRefusal };

/** Thrown inside a booking's transaction to roll back the holds it took when one is refused. */
class HoldRefused extends Error {
  constructor(readonly reason: HoldRefusal) {
    super(reason);
  }
}

export interface BookingOptions {
  now?: Date;
  webhook?: WebhookSettings | null;
  /** The network the booking comes from (holds.ts networkOf); null: no network share is taken. */
  network?: string | null;
  /** Upcoming demos one network's bookings of a day may hold (BOOKING_NETWORK_LIMIT). */
  networkLimit?: number;
}

/**
 * Books the short form's slot in one transaction: the slot is checked against the calendar at `now`,
 * the visitor's e-mail address, phone number and network take their holds (holds.ts), a free host
 * takes the slot (the fewest upcoming demos first), and the demo request, its inbox lead (owned by the
 * host), the CRM hand-off and the booking's e-mails are stored with it, or nothing is. When the
 * address or phone already holds a demo, that booking's link is e-mailed to its address (never
 * answered) and nothing else happens.
 */
export async function bookDemo(
  db: Kysely<Database>,
  payload: ShortDemoRequestPayload,
  { now = new Date(), webhook = webhookSettingsFromEnv(), network = null, networkLimit = 3 }: BookingOptions = {},
): Promise<BookingOutcome> {
  const start = payload.slotStart;
  const day = riyadhDateOf(new Date(start));
  const at = now.toISOString();
  const token = newToken();
  const confirmationUrl = confirmationPath(token, payload.locale);
  // The calendar is read before the transaction, so the transaction holds its connection only for the
  // writes; the unique (host, active start) index is what makes a double booking impossible.
  const query = await loadSlotQuery(db, day, day, now);
  const refused = slotRefusal(query, start);
  if (refused) return { kind: 'refused', reason: refused, next: await nextFreeSlots(db, start, now) };
  const [hosts, names] = await Promise.all([hostsByLoad(db, query, start), db.selectFrom('admins').select(['id', 'username']).where('id', 'in', query.hosts.map((host) => host.id)).execute()]);
  const bookingId = randomUUID();
  const outcome = await inTransaction(db, async (trx): Promise<BookingOutcome> => {
    const held = await takeHolds(trx, { bookingId, email: payload.email, phone: payload.phone, network, start, now, networkLimit });
    if (held) throw new HoldRefused(held);
    const row = shortDemoRequestRow(payload, now);
    const taken = await takeSlot(trx, bookingId, hosts, start, query.rules.slotMinutes, {
      demo_request_id: row.id, lead_id: null, token_hash: hashToken(token), name: payload.name, email: payload.email, locale: payload.locale, network,
    }, at);
    if (!taken) return { kind: 'refused', reason: 'taken', next: [] };
    await trx.insertInto('demo_requests').values(row).execute();
    const leadId = await recordBookedLead(trx, row, taken.hostId);
    await trx.updateTable('demo_bookings').set({ lead_id: leadId }).where('id', '=', taken.id).execute();
    await enqueueLeadDelivery(trx, demoRequestWebhookLead(row), webhook);
    const host = names.find((name) => name.id === taken.hostId)?.username ?? '';
    await recordBookingActivity(trx, leadId, { to: start, host }, { id: null, name: payload.name }, at, { touch: false });
    await queueMail(trx, { id: taken.id, email: payload.email }, start, 'confirmation', confirmationUrl, now);
    return { kind: 'booked', booking: { id: taken.id, start: taken.start, end: taken.end, confirmationUrl }, requestId: row.id, leadId, hostId: taken.hostId };
  }).catch((error: unknown): BookingOutcome => {
    if (error instanceof HoldRefused) return { kind: 'held', reason: error.reason };
    throw error;
  });
  if (outcome.kind === 'refused') return { ...outcome, next: await nextFreeSlots(db, start, now) };
  if (outcome.kind === 'held' && outcome.reason !== 'network') await resendManageLink(db, outcome.reason, payload, now);
  return outcome;
}

/**
 * The booking that already holds the visitor's e-mail address or phone number gets a fresh manage link,
 * e-mailed to its own address (the old link stops working; a message not yet sent carries the new one).
 */
async function resendManageLink(db: Kysely<Database>, refusal: 'email' | 'phone', payload: ShortDemoRequestPayload, now: Date): Promise<void> {
  const holder = await holderOf(db, refusal, payload);
  if (!holder) return;
  const at = now.toISOString();
  await inTransaction(db, async (trx) => {
    const booking = await trx.selectFrom('demo_bookings').select(['id', 'email', 'locale']).where('id', '=', holder).where('status', '=', 'booked').executeTakeFirst();
    if (!booking || !(await visitorMailAllowed(trx, booking.email, now))) return;
    const token = newToken();
    const manageUrl = confirmationPath(token, booking.locale);
    await trx.updateTable('demo_bookings').set({ token_hash: hashToken(token), updated_at: at }).where('id', '=', booking.id).execute();
    await trx.updateTable('demo_booking_mail').set({ manage_url: manageUrl }).where('booking_id', '=', booking.id).where('sent_at', 'is', null).where('manage_url', 'is not', null).execute();
    await queueVisitorMail(trx, booking, 'existing', manageUrl, now);
  });
}

/** The booked demo's lead, with the host as its owner from the start. */
function recordBookedLead(trx: Kysely<Database>, row: ReturnType<typeof shortDemoRequestRow>, ownerId: string): Promise<string> {
  return recordFormLead(trx, 'demo-short', row, localizeHref('/request-demo', row.locale), ownerId);
}

/**
 * What a bot that filled the honeypot is told: a booking's answer for its slot (the calendar's length,
 * a fresh link that opens nothing), so nothing it sees tells it apart. Nothing is stored.
 */
export async function trappedBooking(db: Kysely<Database>, start: string, locale: Locale) {
  const { slotMinutes } = await loadCalendarRules(db);
  return { id: randomUUID(), booking: { id: randomUUID(), start, end: new Date(Date.parse(start) + slotMinutes * 60_000).toISOString(), confirmationUrl: confirmationPath(newToken(), locale) } };
}

/** `over`: the demo has begun or taken place, so its link no longer changes it; `changed`: another change with the same link came first. */
export type ManageRefusal = 'not-found' | 'cancelled' | 'over' | 'same-slot' | 'changed' | SlotRefusal;
export type ManageOutcome = { ok: true; booking: DemoBooking } | { ok: false; reason: ManageRefusal; next: Slot[] };

interface Actor {
  id: string | null;
  name: string | null;
}

function manageRefusal(booking: DemoBooking | undefined, now: Date): ManageRefusal | null {
  if (!booking) return 'not-found';
  if (booking.status !== 'booked') return 'cancelled';
  if (Date.parse(booking.start_at) <= now.getTime()) return 'over';
  return null;
}

/** Frees the booking's slot; the lead's history records it and the host is told. By the visitor's token, or by staff. */
export async function cancelBooking(db: Kysely<Database>, where: { token: string } | { id: string }, actor: Actor | null, now = new Date()): Promise<ManageOutcome> {
  const at = now.toISOString();
  return inTransaction(db, async (trx): Promise<ManageOutcome> => {
    const booking = await bookingOf(trx, where);
    const refused = manageRefusal(booking, now);
    if (refused || !booking) return { ok: false, reason: refused ?? 'not-found', next: [] };
    // Conditional on still being booked: of two cancellations racing, one does the work.
    const result = await trx.updateTable('demo_bookings').set({ status: 'cancelled', active_start: null, updated_at: at }).where('id', '=', booking.id).where('status', '=', 'booked').executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return { ok: false, reason: 'cancelled', next: [] };
    await releaseHolds(trx, booking.id);
    await trx.deleteFrom('demo_booking_mail').where('booking_id', '=', booking.id).where('kind', '=', 'reminder').where('sent_at', 'is', null).execute();
    await queueVisitorMail(trx, booking, 'cancelled', null, now);
    await trx.insertInto('demo_booking_mail').values({ id: randomUUID(), booking_id: booking.id, kind: 'host-cancelled', manage_url: null, due_at: at, sent_at: null, created_at: at }).execute();
    await recordBookingActivity(trx, booking.lead_id, { from: booking.start_at }, actorOf(booking, actor), at);
    return { ok: true, booking: { ...booking, status: 'cancelled', active_start: null, updated_at: at } };
  });
}

/** Who changed a booking, for its lead's history: the staff member, else (by the confirmation link) the visitor who booked. */
function actorOf(booking: DemoBooking, actor: Actor | null): Actor {
  return actor ?? { id: null, name: booking.name };
}

async function bookingOf(trx: Kysely<Database>, where: { token: string } | { id: string }): Promise<DemoBooking | undefined> {
  if ('token' in where) {
    if (!isManageToken(where.token)) return undefined;
    return trx.selectFrom('demo_bookings').selectAll().where('token_hash', '=', hashToken(where.token)).executeTakeFirst();
  }
  return trx.selectFrom('demo_bookings').selectAll().where('id', '=', where.id).executeTakeFirst();
}

/**
 * Moves a booking to `start`: a new row takes the new slot (as a booking does, any free host, the
 * current one first) and the old row lets its slot go and hands over the manage token, in one
 * transaction. The confirmation link stays the same. `manageUrl`: the visitor's link for the e-mail.
 */
export async function rescheduleBooking(
  db: Kysely<Database>,
  where: { token: string } | { id: string },
  start: string,
  actor: Actor | null,
  now = new Date(),
): Promise<ManageOutcome> {
  const at = now.toISOString();
  const outcome = await inTransaction(db, async (trx): Promise<ManageOutcome> => {
    const booking = await bookingOf(trx, where);
    const refused = manageRefusal(booking, now);
    if (refused || !booking) return { ok: false, reason: refused ?? 'not-found', next: [] };
    if (booking.start_at === start) return { ok: false, reason: 'same-slot', next: [] };
    const day = riyadhDateOf(new Date(start));
    const query = await loadSlotQuery(trx, day, day, now, { except: booking.id });
    const slotRefused = slotRefusal(query, start);
    if (slotRefused) return { ok: false, reason: slotRefused, next: [] };
    const ordered = await hostsByLoad(trx, query, start);
    const hosts = ordered.includes(booking.host_id) ? [booking.host_id, ...ordered.filter((id) => id !== booking.host_id)] : ordered;
    // The old row gives up its slot and its token first, so the new row may take both (same host, nearby
    // time). Conditional on still being booked: of two changes racing with one link, one moves the demo
    // and the other, having waited for it, finds it changed.
    const released = await trx.updateTable('demo_bookings').set({ status: 'rescheduled', active_start: null, token_hash: null, updated_at: at }).where('id', '=', booking.id).where('status', '=', 'booked').executeTakeFirst();
    if (Number(released.numUpdatedRows) === 0) return { ok: false, reason: 'changed', next: [] };
    const newId = randomUUID();
    const taken = await takeSlot(trx, newId, hosts, start, query.rules.slotMinutes, {
      demo_request_id: booking.demo_request_id, lead_id: booking.lead_id, token_hash: booking.token_hash ?? '', name: booking.name, email: booking.email, locale: booking.locale, network: booking.network,
    }, at);
    if (!taken) throw new SlotLost();
    await moveHolds(trx, booking.id, taken.id, start);
    await trx.updateTable('demo_bookings').set({ replaced_by: taken.id }).where('id', '=', booking.id).execute();
    await trx.deleteFrom('demo_booking_mail').where('booking_id', '=', booking.id).where('kind', '=', 'reminder').where('sent_at', 'is', null).execute();
    // Staff move a demo without the visitor's token: that e-mail points to the link of the first one.
    await queueMail(trx, { id: taken.id, email: booking.email }, start, 'rescheduled', 'token' in where ? confirmationPath(where.token, booking.locale) : null, now);
    if (taken.hostId !== booking.host_id && booking.lead_id) await trx.updateTable('leads').set({ owner_id: taken.hostId }).where('id', '=', booking.lead_id).execute();
    await recordBookingActivity(trx, booking.lead_id, { from: booking.start_at, to: start }, actorOf(booking, actor), at);
    const moved = await trx.selectFrom('demo_bookings').selectAll().where('id', '=', taken.id).executeTakeFirstOrThrow();
    return { ok: true, booking: moved };
  }).catch((error: unknown) => {
    if (error instanceof SlotLost) return { ok: false, reason: 'taken', next: [] } as ManageOutcome;
    throw error;
  });
  if (outcome.ok) return outcome;
  return { ...outcome, next: outcome.reason === 'not-found' || outcome.reason === 'cancelled' || outcome.reason === 'over' || outcome.reason === 'changed' ? [] : await nextFreeSlots(db, start, now, undefined) };
}

/** Thrown inside the reschedule's transaction to roll it back when every free host was taken meanwhile. */
class SlotLost extends Error {}
