import 'server-only';
import type { Kysely } from 'kysely';
import { formatRiyadhDateTimeRange } from '@/lib/riyadh-time';
import { absoluteUrl } from '@/lib/seo';
import type { Database, EventRegistration, EventRow } from '../db/database';
import { eventIcs, eventLocation, icsFileName } from './ics';
import { confirmationPath } from './registrations';
import { claimRows, releaseRows, settleRows } from '../jobs/claim';
import { serverMessage } from '../messages';
import { confirmationCutoff, fieldLines, sendMailBatches } from '../mail/batches';
import type { MailSettings } from '../mail/settings';

/** The staff notice of a new registration, in English like the other lead notices. */
export function registrationStaffEmail(registration: EventRegistration, event: EventRow): { subject: string; text: string } {
  const fields: [string, string | null][] = [
    ['Event', `${event.title_en} (${event.slug})`],
    ['Starts', formatRiyadhDateTimeRange(event.starts_at, event.ends_at, 'en')],
    ['Seats taken', event.capacity === null ? String(event.seats_taken) : `${event.seats_taken} / ${event.capacity}`],
    ['Name', registration.name],
    ['Email', registration.email],
    ['Company', registration.company],
    ['Phone', registration.phone],
    ['Language', registration.locale],
    ['Newsletter', registration.newsletter_consent ? `Yes: ${registration.consent_text}` : 'No'],
    ['Page', registration.page],
    ['UTM', [registration.utm_source, registration.utm_medium, registration.utm_campaign, registration.utm_term, registration.utm_content].filter(Boolean).join(' / ') || null],
    ['Referrer', registration.referrer],
    ['Received', registration.created_at],
  ];
  return { subject: `New event registration: ${registration.name} (${registration.company}) - ${event.title_en}`, text: fieldLines(fields) };
}

/** The visitor's confirmation in the language of the page they registered on, with the event's calendar file. */
export function registrationConfirmationEmail(registration: EventRegistration, event: EventRow, now = new Date()) {
  const locale = registration.locale;
  const m = (key: string, values: Record<string, string> = {}) => serverMessage(locale, `EventRegistration.email.${key}`, values);
  const title = locale === 'ar' ? event.title_ar : event.title_en;
  const joinUrl = event.mode === 'online' ? event.join_url : null;
  const text = [
    m('greeting', { name: registration.name }),
    '',
    m('confirmed', { title }),
    '',
    m('when', { when: formatRiyadhDateTimeRange(event.starts_at, event.ends_at, locale) }),
    m('where', { where: eventLocation(event, locale) }),
    ...(joinUrl ? [m('join', { url: joinUrl })] : []),
    '',
    m('calendar'),
    m('page', { url: absoluteUrl(confirmationPath(event.slug, registration.id, locale)) }),
    '',
    m('reply'),
    m('notYou'),
    '',
    m('signature'),
  ].join('\n');
  const ics = eventIcs(event, { locale, joinUrl, now });
  return {
    subject: m('subject', { title }),
    text,
    attachments: [{ filename: icsFileName(event), content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
  };
}

/**
 * E-mails staff about every registration not yet notified and each recent registrant their confirmation.
 * Runs after the rows are committed, never inside a request's answer. Each message's row is claimed (its
 * mark set) before it is sent; a failed message gives back its row and the rest of its kind for the next
 * run, and the other kind is still tried.
 */
export async function sendPendingEventRegistrationMail(db: Kysely<Database>, settings: MailSettings, now = new Date()): Promise<number> {
  const at = now.toISOString();
  const notices = await claimRows(db, 'event_registrations', { claimable: (eb) => eb('notified_at', 'is', null), set: { notified_at: at }, mark: 'notified_at', orderBy: 'created_at', limit: 50 }, now);
  const confirmations = await claimRows(db, 'event_registrations', {
    claimable: (eb) =>
      eb.and([
        eb('confirmation_sent_at', 'is', null),
        // New, or asked for again by registering once more (registrations.ts).
        eb.or([eb('created_at', '>=', confirmationCutoff(now)), eb('confirmation_requested_at', '>=', confirmationCutoff(now))]),
      ]),
    set: { confirmation_sent_at: at },
    mark: 'confirmation_sent_at',
    orderBy: 'created_at',
    limit: 50,
  }, now);
  if (notices.length === 0 && confirmations.length === 0) return 0;

  const giveBack = (column: 'notified_at' | 'confirmation_sent_at') => (rows: EventRegistration[]) => releaseRows(db, 'event_registrations', column, rows);
  const settle = (column: 'notified_at' | 'confirmation_sent_at') => (rows: EventRegistration[]) => settleRows(db, 'event_registrations', column, rows);
  let events: Map<string, EventRow>;
  try {
    const eventIds = [...new Set([...notices, ...confirmations].map((registration) => registration.event_id))];
    events = new Map((await db.selectFrom('events').selectAll().where('id', 'in', eventIds).execute()).map((event) => [event.id, event]));
  } catch (error) {
    await Promise.all([giveBack('notified_at')(notices), giveBack('confirmation_sent_at')(confirmations)]);
    throw error;
  }
  return sendMailBatches(settings, [
    { rows: notices, message: (registration) => ({ to: settings.to, replyTo: registration.email, ...registrationStaffEmail(registration, events.get(registration.event_id)!) }), giveBack: giveBack('notified_at'), settle: settle('notified_at') },
    // Replies to a confirmation reach the team that receives the leads.
    { rows: confirmations, message: (registration) => ({ to: registration.email, replyTo: settings.to, ...registrationConfirmationEmail(registration, events.get(registration.event_id)!, now) }), giveBack: giveBack('confirmation_sent_at'), settle: settle('confirmation_sent_at') },
  ]);
}
