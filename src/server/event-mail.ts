import 'server-only';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import { eventTimeParts } from '@/features/events/event-time';
import { absoluteUrl } from '@/lib/seo';
import type { Database, EventRegistration, EventRow } from './db/database';
import { eventIcs, eventLocation, icsFileName } from './event-ics';
import { confirmationPath } from './event-registrations';
import { serverMessage } from './i18n';
import type { MailSettings } from './lead-notifier';

/** A confirmation that could not be sent for this long (mail down) is no longer sent: it would arrive out of the blue. */
const CONFIRMATION_WINDOW_MS = 48 * 60 * 60 * 1000;

/** "Tuesday, December 1, 2026, 10:00 AM – 12:00 PM AST (Riyadh time)", in the registrant's language. */
export function eventWhen(event: EventRow, locale: EventRegistration['locale']): string {
  const parts = eventTimeParts(event.starts_at, event.ends_at, locale);
  return serverMessage(locale, 'EventRegistration.time.range', { ...parts, zone: serverMessage(locale, 'EventRegistration.time.zone') });
}

/** The staff notice of a new registration, in English like the other lead notices. */
export function registrationStaffEmail(registration: EventRegistration, event: EventRow): { subject: string; text: string } {
  const fields: [string, string | null][] = [
    ['Event', `${event.title_en} (${event.slug})`],
    ['Starts', eventWhen(event, 'en')],
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
  const text = fields
    .filter(([, value]) => value)
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
  return { subject: `New event registration: ${registration.name} (${registration.company}) - ${event.title_en}`, text };
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
    m('when', { when: eventWhen(event, locale) }),
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
 * Runs after the rows are committed, never inside a request's answer. A failed message leaves its row
 * pending for the next run; the other kind of message is still tried.
 */
export async function sendPendingEventRegistrationMail(db: Kysely<Database>, settings: MailSettings, now = new Date()): Promise<number> {
  const notices = await db.selectFrom('event_registrations').selectAll().where('notified_at', 'is', null).orderBy('created_at').limit(50).execute();
  const confirmations = await db
    .selectFrom('event_registrations')
    .selectAll()
    .where('confirmation_sent_at', 'is', null)
    .where('created_at', '>=', new Date(now.getTime() - CONFIRMATION_WINDOW_MS).toISOString())
    .orderBy('created_at')
    .limit(50)
    .execute();
  if (notices.length === 0 && confirmations.length === 0) return 0;

  const eventIds = [...new Set([...notices, ...confirmations].map((registration) => registration.event_id))];
  const events = new Map((await db.selectFrom('events').selectAll().where('id', 'in', eventIds).execute()).map((event) => [event.id, event]));
  const transport = nodemailer.createTransport(settings.smtpUrl);
  let sent = 0;
  let failure: unknown;
  try {
    try {
      for (const registration of notices) {
        const event = events.get(registration.event_id)!;
        const { subject, text } = registrationStaffEmail(registration, event);
        await transport.sendMail({ from: settings.from, to: settings.to, replyTo: registration.email, subject, text });
        await db.updateTable('event_registrations').set({ notified_at: new Date().toISOString() }).where('id', '=', registration.id).execute();
        sent += 1;
      }
    } catch (error) {
      failure = error;
    }
    try {
      for (const registration of confirmations) {
        const event = events.get(registration.event_id)!;
        const { subject, text, attachments } = registrationConfirmationEmail(registration, event, now);
        // Replies reach the team that receives the leads.
        await transport.sendMail({ from: settings.from, to: registration.email, replyTo: settings.to, subject, text, attachments });
        await db.updateTable('event_registrations').set({ confirmation_sent_at: new Date().toISOString() }).where('id', '=', registration.id).execute();
        sent += 1;
      }
    } catch (error) {
      failure ??= error;
    }
  } finally {
    transport.close();
  }
  if (failure) throw failure;
  return sent;
}
