import 'server-only';
import { randomUUID } from 'node:crypto';
import { NextResponse } from 'next/server';
import { hasLocale } from 'next-intl';
import { eventRegistrationPayloadSchema } from '@/schemas/event-registration';
import { routing, type Locale } from '@/i18n/routing';
import { getDatabase, type DatabaseHandle } from './db';
import type { EventRow } from './db/database';
import { eventIcs, icsFileName } from './event-ics';
import { confirmationPath, findPublishedEventBySlug, findRegistrationByToken, registerForEvent } from './event-registrations';
import { scheduleNewsletterMail } from './newsletter-mail';
import { scheduleWebhookDeliveries } from './webhook-sender';
import { fieldErrors, jsonError } from './http';
import { serverMessage } from './i18n';
import { mailSettingsFromEnv, scheduleLeadNotifications, type MailSettings } from './lead-notifier';
import { logger } from './logger';
import { admitPublicPost } from './public-form';

/** Per address, as for the other lead forms. */
export const EVENT_REGISTRATION_LIMIT = { name: 'event-registration', points: 10, windowSeconds: 15 * 60 };

export interface EventRegistrationOptions {
  mail?: MailSettings | null;
  now?: Date;
}

/**
 * The form posts to `?locale=` of its page, so the answers made before the body is read (too large,
 * not JSON, unreadable, another site) are in the page's language too.
 */
const earlyErrorKeys: Record<number, string> = { 400: 'Api.malformedJson', 403: 'Api.foreignOrigin', 413: 'Api.tooLarge', 415: 'Api.notJson' };

function queryLocale(request: Request): Locale {
  const value = new URL(request.url).searchParams.get('locale');
  return value && hasLocale(routing.locales, value) ? value : 'en';
}

/**
 * POST /api/events/{slug}/registrations: the public-form checks, validation, honeypot, then the seat and
 * the row in one transaction (event-registrations.ts). 201 `{ success, id, message, confirmationUrl }`
 * for a new registration; 200 with `alreadyRegistered` and the same confirmation for an address that
 * holds a seat; 404 unknown or unpublished, 410 already started, 409 closed or full (`full: true`).
 * E-mails go afterwards through the outbox.
 */
export async function handleEventRegistration(
  request: Request,
  slug: string,
  handle: DatabaseHandle = getDatabase(),
  { mail = mailSettingsFromEnv(), now }: EventRegistrationOptions = {},
): Promise<NextResponse> {
  const admitted = await admitPublicPost(request, handle, EVENT_REGISTRATION_LIMIT);
  if (!admitted.ok) {
    const key = earlyErrorKeys[admitted.response.status];
    return key ? jsonError(admitted.response.status, serverMessage(queryLocale(request), key)) : admitted.response;
  }
  const { locale } = admitted;

  const parsed = eventRegistrationPayloadSchema.safeParse(admitted.body);
  if (!parsed.success) {
    return jsonError(400, serverMessage(locale, 'Api.invalid'), { errors: fieldErrors(parsed.error, locale, 'EventRegistration.errors') });
  }
  const payload = parsed.data;
  const m = (key: string, values: Record<string, string> = {}) => serverMessage(locale, `EventRegistration.api.${key}`, values);
  const answer = (status: number, id: string, title: string, alreadyRegistered: boolean) =>
    NextResponse.json(
      {
        success: true,
        id,
        alreadyRegistered,
        message: m(alreadyRegistered ? 'alreadyRegistered' : 'registered', { title }),
        confirmationUrl: confirmationPath(slug, id, payload.locale),
      },
      { status, headers: { 'cache-control': 'no-store' } },
    );
  const titleOf = (event: EventRow) => (payload.locale === 'ar' ? event.title_ar : event.title_en);

  try {
    // A filled honeypot is a bot: it gets the very answer of a success for a published event, and nothing is stored.
    if (payload.website) {
      const event = await findPublishedEventBySlug(handle.db, slug);
      return event ? answer(201, randomUUID(), titleOf(event), false) : jsonError(404, m('notFound'));
    }
    const consentText = serverMessage(payload.locale, 'EventRegistration.form.newsletter');
    const outcome = await registerForEvent(handle.db, slug, { payload, consentText, now });
    switch (outcome.kind) {
      case 'missing':
        return jsonError(404, m('notFound'));
      case 'past':
        return jsonError(410, m('past'));
      case 'closed':
        return jsonError(409, m('closed'), { closed: true });
      case 'full':
        return jsonError(409, m('full'), { full: true });
      case 'already-registered':
      case 'registered': {
        if (outcome.kind === 'registered') {
          scheduleLeadNotifications(handle.db, mail);
          scheduleWebhookDeliveries(handle.db);
        }
        // A ticked newsletter box may have left a subscription waiting for its confirmation e-mail.
        if (payload.newsletter) scheduleNewsletterMail(handle.db);
        return answer(outcome.kind === 'registered' ? 201 : 200, outcome.id, titleOf(outcome.event), outcome.kind === 'already-registered');
      }
    }
  } catch (error) {
    logger.error({ err: error }, 'event registration not stored');
    return jsonError(503, serverMessage(locale, 'Api.unavailable'));
  }
}

/**
 * GET /api/events/{slug}/calendar.ics: a published event's calendar file. With `?r=` a registration's
 * token (its confirmation page's link), the file is in the registrant's language and carries the join
 * link of an online event; without it, public information only, in `?locale=` (English by default).
 */
export async function handleEventCalendar(request: Request, slug: string, handle: DatabaseHandle = getDatabase(), now = new Date()): Promise<Response> {
  const url = new URL(request.url);
  try {
    const event = await findPublishedEventBySlug(handle.db, slug);
    if (!event) return new Response(serverMessage(queryLocale(request), 'EventRegistration.api.notFound'), { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
    const registration = await findRegistrationByToken(handle.db, event.id, url.searchParams.get('r'));
    const locale = registration?.locale ?? queryLocale(request);
    const joinUrl = registration && event.mode === 'online' ? event.join_url : null;
    return new Response(eventIcs(event, { locale, joinUrl, now }), {
      headers: {
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': `attachment; filename="${icsFileName(event)}"`,
        // A registrant's file holds the join link: never kept by a shared cache.
        'cache-control': registration ? 'private, no-store' : 'public, max-age=300',
      },
    });
  } catch (error) {
    logger.error({ err: error }, 'event calendar unavailable');
    return jsonError(503, serverMessage(queryLocale(request), 'Api.unavailable'));
  }
}
