import { newsletterPayloadSchema } from '@/schemas/newsletter';
import { getDatabase } from '@/server/db';
import { fieldErrors, jsonError, ok } from '@/server/http/json-api';
import { serverMessage } from '@/server/messages';
import { NEWSLETTER_LIMIT, subscribeToNewsletter } from '@/server/newsletter/subscriptions';
import { newsletterMailSettingsFromEnv } from '@/server/newsletter/confirmation-mail';
import { afterLeadStored } from '@/server/jobs/after-lead';
import { admitPublicPost, guardedForm } from '@/server/forms/admission';

/**
 * The newsletter boxes of the events page (type `events`) and the blog page (type `blog`):
 * `{ email, subscriptionType }` answered with `{ success, message }`. With mail configured, double
 * opt-in: the answer asks the visitor to confirm from their inbox, and the confirmation e-mail is sent
 * after the subscription is committed. The answer is the same for a new, a pending, an active and an
 * ended address, so it reveals nothing about who subscribed.
 */
export async function POST(request: Request) {
  const handle = getDatabase();
  const admitted = await admitPublicPost(request, handle, NEWSLETTER_LIMIT);
  if (!admitted.ok) return admitted.response;
  const { locale } = admitted;
  const parsed = newsletterPayloadSchema.safeParse(admitted.body);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error, locale, 'Newsletter.errors');
    return jsonError(400, Object.values(errors)[0] ?? serverMessage(locale, 'Api.invalid'), { errors });
  }
  const mail = newsletterMailSettingsFromEnv();
  const doubleOptIn = Boolean(mail);
  const success = ok({ message: serverMessage(locale, doubleOptIn ? 'Newsletter.form.successConfirm' : 'Newsletter.form.success') });
  // A filled honeypot is a bot: it is told "success" and nothing is stored.
  if (parsed.data.website) return success;
  return guardedForm(locale, 'newsletter subscription', async () => {
    // The consent record keeps the sentence the form shows beside the box, in the page's language.
    const consentText = serverMessage(parsed.data.locale, 'Newsletter.form.note');
    const outcome = await subscribeToNewsletter(handle.db, { ...parsed.data, consentText }, { doubleOptIn });
    if (outcome.status === 'pending') afterLeadStored(handle.db, { newsletter: mail });
    return success;
  }, 'Newsletter.form.failure');
}
