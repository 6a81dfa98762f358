import { eventRegistrationPayloadSchema } from '@/schemas/event-registration';
import { getDatabase } from '@/server/db';
import type { EventRow } from '@/server/db/database';
import { EVENT_REGISTRATION_LIMIT, registerForEvent, trapRegistration } from '@/server/events/registrations';
import { jsonError, ok, queryLocale } from '@/server/http/json-api';
import { serverMessage } from '@/server/messages';
import { admitPublicPost, guardedForm, invalidForm } from '@/server/forms/admission';
import { afterLeadStored } from '@/server/jobs/after-lead';

/**
 * The form posts to `?locale=` of its page, so the answers made before the body is read (too large,
 * not JSON, unreadable, another site) are in the page's language too.
 */
const earlyErrorKeys: Record<number, string> = { 400: 'Api.malformedJson', 403: 'Api.foreignOrigin', 413: 'Api.tooLarge', 415: 'Api.notJson' };

/**
 * An event page's registration form: the public-form checks, validation, honeypot, then the seat and
 * the row in one transaction (src/server/events/registrations.ts). A new registration and an address that already
 * holds a seat get the very same answer, 202 `{ success, message }` ("check your e-mail"), and the
 * registration's link (its confirmation page, calendar file and join link) is e-mailed to the address
 * through the outbox, never answered: only the address's owner can open it, and the answer does not
 * tell whether someone registered. 404 unknown or unpublished, 410 already started, 409 closed or full
 * (`full: true`), for every address alike.
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
  // The one success answer: for a new registration, an address already registered and a trapped bot alike.
  const received = (event: EventRow) => ok({ message: m('received', { title: payload.locale === 'ar' ? event.title_ar : event.title_en }) }, 202);

  return guardedForm(locale, 'event registration', async () => {
    const consentText = serverMessage(payload.locale, 'EventRegistration.form.newsletter');
    // A filled honeypot is a bot: it hears what a person would (a success, or why not), and nothing is stored.
    const outcome = payload.website ? await trapRegistration(handle.db, slug) : await registerForEvent(handle.db, slug, { payload, consentText });
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
        // The confirmation (new, or sent again) goes out with the staff notice of a new registration; the
        // webhook only for a new one; a ticked newsletter box may have left a subscription waiting for its confirmation.
        afterLeadStored(handle.db, { mail: true, webhook: outcome.kind === 'registered', newsletter: payload.newsletter });
        return received(outcome.event);
      }
      case 'trapped':
        return received(outcome.event);
    }
  });
}
