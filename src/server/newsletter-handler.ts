import 'server-only';
import { NextResponse } from 'next/server';
import { newsletterPayloadSchema } from '@/schemas/newsletter';
import { getDatabase, type DatabaseHandle } from './db';
import { fieldErrors, jsonError } from './http';
import { serverMessage } from './i18n';
import { logger } from './logger';
import { subscribeToNewsletter } from './newsletter';
import { newsletterMailSettingsFromEnv, scheduleNewsletterMail, type NewsletterMailSettings } from './newsletter-mail';
import { admitPublicPost } from './public-form';

/** Per address: a whole office subscribing is fine, a list of addresses pasted in by a script is not. */
export const NEWSLETTER_LIMIT = { name: 'newsletter', points: 20, windowSeconds: 15 * 60 };

/**
 * POST /api/newsletter (spec §7): `{ email, subscriptionType }` answered with `{ success, message }`.
 * With mail configured (`mail`), double opt-in: the answer asks the visitor to confirm from their inbox,
 * and the confirmation e-mail is sent after the subscription is committed. The answer is the same for a
 * new, a pending, an active and an ended address, so it reveals nothing about who subscribed.
 */
export async function handleNewsletterSubscription(
  request: Request,
  handle: DatabaseHandle = getDatabase(),
  { mail = newsletterMailSettingsFromEnv() }: { mail?: NewsletterMailSettings | null } = {},
): Promise<NextResponse> {
  const admitted = await admitPublicPost(request, handle, NEWSLETTER_LIMIT);
  if (!admitted.ok) return admitted.response;
  const { locale } = admitted;

  const parsed = newsletterPayloadSchema.safeParse(admitted.body);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error, locale, 'Newsletter.errors');
    return jsonError(400, Object.values(errors)[0] ?? serverMessage(locale, 'Api.invalid'), { errors });
  }
  const doubleOptIn = Boolean(mail);
  const message = serverMessage(locale, doubleOptIn ? 'Newsletter.form.successConfirm' : 'Newsletter.form.success');
  const success = () => NextResponse.json({ success: true, message }, { headers: { 'cache-control': 'no-store' } });
  // A filled honeypot is a bot: it is told "success" and nothing is stored.
  if (parsed.data.website) return success();

  try {
    // The consent record keeps the sentence the form shows beside the box, in the page's language.
    const consentText = serverMessage(parsed.data.locale, 'Newsletter.form.note');
    const outcome = await subscribeToNewsletter(handle.db, { ...parsed.data, consentText }, { doubleOptIn });
    if (outcome.status === 'pending') scheduleNewsletterMail(handle.db, mail);
    return success();
  } catch (error) {
    logger.error({ err: error }, 'newsletter subscription not stored');
    return jsonError(503, serverMessage(locale, 'Newsletter.form.failure'));
  }
}
