import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { EventRegistrationPayload } from '@/schemas/event-registration';
import { normalizeEmail } from '@/schemas/newsletter';
import type { Locale } from '@/i18n/routing';
import { localizeHref } from '@/i18n/navigation';
import type { Database, EventRegistration, EventRow, NewEventRegistration } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { findPublishedEventBySlug } from './events';
import { enqueueLeadDelivery, eventRegistrationWebhookLead, webhookSettingsFromEnv, type WebhookSettings } from '../webhooks/outbox';
import { leadAttribution, recordFormLead } from '../leads/inbox';
import { newsletterMailSettingsFromEnv } from '../newsletter/confirmation-mail';
import { subscribeToNewsletter } from '../newsletter/subscriptions';
import { inTransaction } from '../db/transaction';

/** An address registering again gets its confirmation e-mailed again, at most this often. */
const RESEND_AFTER_MS = 10 * 60 * 1000;

/** Per address, as for the other lead forms. */
export const EVENT_REGISTRATION_LIMIT = { name: 'event-registration', points: 10, windowSeconds: 15 * 60 };

/**
 * The registration's id is a random UUID (crypto.randomUUID: 122 random bits) and is the only key to
 * its confirmation page and its calendar file with the join link: it cannot be guessed or derived from
 * anything public. Anything else is refused before the database is asked.
 */
export function isRegistrationToken(token: unknown): token is string {
  return typeof token === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(token);
}

/** The confirmation page of a registration, in the language of the page it was made on. */
export function confirmationPath(slug: string, token: string, locale: Locale): string {
  return `${localizeHref(`/resources/events/${encodeURIComponent(slug)}/registered`, locale)}?r=${encodeURIComponent(token)}`;
}

export async function findRegistrationByToken(db: Kysely<Database>, eventId: string, token: unknown): Promise<EventRegistration | undefined> {
  if (!isRegistrationToken(token)) return undefined;
  return db.selectFrom('event_registrations').selectAll().where('id', '=', token).where('event_id', '=', eventId).executeTakeFirst();
}

export type RegistrationOutcome =
  | { kind: 'registered'; id: string; event: EventRow }
  /** A filled honeypot: answered as a registration would be, nothing stored. */
  | { kind: 'trapped'; event: EventRow }
  /** The address already holds a seat: the same registration, no second seat. */
  | { kind: 'already-registered'; id: string; event: EventRow }
  | { kind: 'missing' }
  | { kind: 'past'; event: EventRow }
  | { kind: 'closed'; event: EventRow }
  | { kind: 'full'; event: EventRow };

/** Why an event takes no registration now, or null when it does (seats permitting). */
function refusal(event: EventRow, nowIso: string): 'past' | 'closed' | 'full' | null {
  if (event.starts_at <= nowIso) return 'past';
  if (!event.registration_open) return 'closed';
  if (event.capacity !== null && event.seats_taken >= event.capacity) return 'full';
  return null;
}

/**
 * What a bot that filled the honeypot is told: what a person registering would hear (missing, started,
 * closed, full, or a registration), so nothing it sees or follows tells it apart. Nothing is stored.
 */
export async function trapRegistration(db: Kysely<Database>, slug: string, now = new Date()): Promise<RegistrationOutcome> {
  const event = await findPublishedEventBySlug(db, slug);
  if (!event) return { kind: 'missing' };
  const refused = refusal(event, now.toISOString());
  return refused ? { kind: refused, event } : { kind: 'trapped', event };
}

function isStaleSqliteSnapshot(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_BUSY' || code === 'SQLITE_BUSY_SNAPSHOT';
}

export interface RegistrationInput {
  payload: EventRegistrationPayload;
  /** The newsletter sentence in the page's language, stored when the box was ticked. */
  consentText: string;
  now?: Date;
}

/**
 * Registers a visitor, in one transaction: the seat is taken by one conditional UPDATE of the event's
 * counter (published, open, not started, a seat left), then the row is inserted, then, when the box was
 * ticked, the address is subscribed to the newsletter. Concurrent registrations queue on the event row's
 * write lock (PostgreSQL re-checks the condition on the updated row; SQLite runs one write transaction at
 * a time), so there are never more rows than seats. A closed, full or started event refuses every
 * address alike. An address already registered keeps its one seat and has its confirmation e-mailed
 * again; two identical requests racing both pass the first check, and the loser's insert hits the
 * unique (event, address) index, which rolls its seat back, and is answered the same way.
 */
export async function registerForEvent(
  db: Kysely<Database>,
  slug: string,
  { payload, consentText, now = new Date() }: RegistrationInput,
  { webhook = webhookSettingsFromEnv(), doubleOptIn = Boolean(newsletterMailSettingsFromEnv()) }: { webhook?: WebhookSettings | null; doubleOptIn?: boolean } = {},
): Promise<RegistrationOutcome> {
  const nowIso = now.toISOString();
  const emailNormalized = normalizeEmail(payload.email);
  // The newsletter box: the same consent as the newsletter form's (double opt-in when mail is configured).
  const subscribe = (trx: Kysely<Database>) =>
    payload.newsletter ? subscribeToNewsletter(trx, { email: payload.email, subscriptionType: 'events', locale: payload.locale, source: payload.page, consentText }, { doubleOptIn, now }) : null;

  const attempt = () =>
    inTransaction(db, async (trx): Promise<RegistrationOutcome> => {
      const event = await findPublishedEventBySlug(trx, slug);
      if (!event) return { kind: 'missing' };
      // Refused before anyone's registration is looked at: a closed or full event answers a known address as a new one.
      const refused = refusal(event, nowIso);
      if (refused) return { kind: refused, event };
      const existing = await trx.selectFrom('event_registrations').select('id').where('event_id', '=', event.id).where('email_normalized', '=', emailNormalized).executeTakeFirst();
      if (existing) {
        // Its confirmation is e-mailed again (to that address only), at most once per RESEND_AFTER_MS.
        await trx
          .updateTable('event_registrations')
          .set({ confirmation_sent_at: null, confirmation_requested_at: nowIso })
          .where('id', '=', existing.id)
          .where('confirmation_sent_at', '<=', new Date(now.getTime() - RESEND_AFTER_MS).toISOString())
          .execute();
        await subscribe(trx);
        return { kind: 'already-registered', id: existing.id, event };
      }
      const seat = await trx
        .updateTable('events')
        .set((eb) => ({ seats_taken: eb('seats_taken', '+', 1) }))
        .where('id', '=', event.id)
        .where('published', '=', 1)
        .where('registration_open', '=', 1)
        .where('starts_at', '>', nowIso)
        .where((eb) => eb.or([eb('capacity', 'is', null), eb('seats_taken', '<', eb.ref('capacity'))]))
        .executeTakeFirst();
      if (Number(seat.numUpdatedRows) === 0) {
        // Read again: the row as the UPDATE saw it says why (staff may have closed it a moment ago).
        const current = await findPublishedEventBySlug(trx, slug);
        if (!current) return { kind: 'missing' };
        return { kind: refusal(current, nowIso) ?? 'full', event: current };
      }
      const id = randomUUID();
      const row: NewEventRegistration = {
        id,
        event_id: event.id,
        name: payload.name,
        email: payload.email,
        email_normalized: emailNormalized,
        company: payload.company,
        phone: payload.phone ?? null,
        newsletter_consent: payload.newsletter ? 1 : 0,
        consent_text: payload.newsletter ? consentText : null,
        ...leadAttribution(payload),
        page: payload.page || null,
        created_at: nowIso,
        notified_at: null,
        confirmation_sent_at: null,
        confirmation_requested_at: null,
      };
      await trx.insertInto('event_registrations').values(row).execute();
      // The inbox's row, in the same transaction (src/server/leads/inbox.ts).
      await recordFormLead(trx, 'event', row, row.page);
      // The CRM hand-off is stored with the registration, in the same transaction (src/server/webhooks/outbox.ts).
      await enqueueLeadDelivery(trx, eventRegistrationWebhookLead(row, { slug: event.slug, title: event.title_en, starts_at: event.starts_at }), webhook);
      await subscribe(trx);
      return { kind: 'registered', id, event };
    });

  for (let retry = 0; ; retry += 1) {
    try {
      return await attempt();
    } catch (error) {
      // A twin request registered the same address first; this one's transaction (and seat) is rolled back.
      if (isUniqueViolation(error)) return attempt();
      // SQLite: another process (a staff script, a back-up) wrote between this transaction's read and its
      // write, so its snapshot is stale and it was rolled back whole; it is simply run again.
      if (isStaleSqliteSnapshot(error) && retry < 3) continue;
      throw error;
    }
  }
}

/** Every registration of an event, oldest first (the order seats were taken). */
export async function listEventRegistrations(db: Kysely<Database>, eventId: string): Promise<EventRegistration[]> {
  return db.selectFrom('event_registrations').selectAll().where('event_id', '=', eventId).orderBy('created_at').orderBy('id').execute();
}

/** Staff open or close an event's registration; false when there is no such event. */
export async function setRegistrationOpen(db: Kysely<Database>, eventId: string, open: boolean, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('events')
    .set({ registration_open: open ? 1 : 0, updated_at: now.toISOString() })
    .where('id', '=', eventId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export const eventRegistrationCsvHeader = [
  'Registered', 'Event', 'Name', 'Company', 'Email', 'Phone', 'Language', 'Newsletter Consent', 'Consent Text',
  'Page', 'UTM Source', 'UTM Medium', 'UTM Campaign', 'UTM Term', 'UTM Content', 'Referrer',
];

export function eventRegistrationCsvRow(registration: EventRegistration, event: Pick<EventRow, 'slug'>, formatDate: (iso: string) => string) {
  return [
    formatDate(registration.created_at), event.slug, registration.name, registration.company, registration.email, registration.phone,
    registration.locale, registration.newsletter_consent ? 'Yes' : 'No', registration.consent_text, registration.page,
    registration.utm_source, registration.utm_medium, registration.utm_campaign, registration.utm_term, registration.utm_content, registration.referrer,
  ];
}
