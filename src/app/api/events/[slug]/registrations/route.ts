import { randomUUID } from 'node:crypto';
import { eventRegistrationPayloadSchema } from '@/schemas/event-registration';
import { getDatabase } from '@/server/db';
import type { EventRow } from '@/server/db/database';
import { confirmationPath, EVENT_REGISTRATION_LIMIT, registerForEvent } from '@/server/event-registrations';
import { findPublishedEventBySlug } from '@/server/events';
import { jsonError, ok, queryLocale } from '@/server/http';
import { serverMessage } from '@/server/i18n';
import { mailSettingsFromEnv, scheduleLeadNotifications } from '@/server/lead-notifier';
import { scheduleNewsletterMail } from '@/server/newsletter-mail';
import { admitPublicPost, guardedForm, invalidForm } from '@/server/public-form';
import { scheduleWebhookDeliveries } from '@/server/webhook-sender';

/**
 * The form posts to `?locale=` of its page, so the answers made before the body is read (too large,
 * not JSON, unreadable, another site) are in the page's language too.
 */
const earlyErrorKeys: Record<number, string> = { 400: 'Api.malformedJson', 403: 'Api.foreignOrigin', 413: 'Api.tooLarge', 415: 'Api.notJson' };

/**
 * An event page's registration form: the public-form checks, validation, honeypot, then the seat and
 * the row in one transaction (event-registrations.ts). 201 `{ success, id, message, confirmationUrl }`
 * for a new registration; 200 with `alreadyRegistered` and the same confirmation for an address that
 * holds a seat; 404 unknown or unpublished, 410 already started, 409 closed or full (`full: true`).
 * E-mails go afterwards through the outbox.
 */
export async function POST(request: Request, { params }: RouteContext<'/api/events/[slug]/registrations'>) {
  const { slug } = await params;
  const handle = getDatabase();
  const admitted = await admitPublicPost(request, handle, EVENT_REGISTRATION_LIMIT);
  if (!admitted.ok) {
    const key = earlyErrorKeys[admitted.response.status];
    return key ? jsonError(admitted.response.status, serverMessage(queryLocale(request), key)) : admitted.response;
  }
  const { locale } = admitted;
  const parsed = eventRegistrationPayloadSchema.safeParse(admitted.body);
  if (!parsed.success) return invalidForm(parsed.error, locale, 'EventRegistration.errors');
  const payload = parsed.data;
  const m = (key: string, values: Record<string, string> = {}) => serverMessage(locale, `EventRegistration.api.${key}`, values);
  const answer = (status: number, id: string, event: EventRow, alreadyRegistered: boolean) => {
    const title = payload.locale === 'ar' ? event.title_ar : event.title_en;
    const message = m(alreadyRegistered ? 'alreadyRegistered' : 'registered', { title });
    return ok({ id, alreadyRegistered, message, confirmationUrl: confirmationPath(slug, id, payload.locale) }, status);
  };

  return guardedForm(locale, 'event registration', async () => {
    // A filled honeypot is a bot: it gets the very answer of a success for a published event, and nothing is stored.
    if (payload.website) {
      const event = await findPublishedEventBySlug(handle.db, slug);
      return event ? answer(201, randomUUID(), event, false) : jsonError(404, m('notFound'));
    }
    const consentText = serverMessage(payload.locale, 'EventRegistration.form.newsletter');
    const outcome = await registerForEvent(handle.db, slug, { payload, consentText });
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
          scheduleLeadNotifications(handle.db, mailSettingsFromEnv());
          scheduleWebhookDeliveries(handle.db);
        }
        // A ticked newsletter box may have left a subscription waiting for its confirmation e-mail.
        if (payload.newsletter) scheduleNewsletterMail(handle.db);
        return answer(outcome.kind === 'registered' ? 201 : 200, outcome.id, outcome.event, outcome.kind === 'already-registered');
      }
    }
  });
}
