import 'server-only';
import { NextResponse } from 'next/server';
import { newsletterPayloadSchema } from '@/features/newsletter/schema';
import { getDatabase, type DatabaseHandle } from './db';
import { fieldErrors, jsonError } from './http';
import { serverMessage } from './i18n';
import { logger } from './logger';
import { subscribeToNewsletter } from './newsletter';
import { admitPublicPost } from './public-form';

/** Per address: a whole office subscribing is fine, a list of addresses pasted in by a script is not. */
export const NEWSLETTER_LIMIT = { name: 'newsletter', points: 20, windowSeconds: 15 * 60 };

/**
 * POST /api/newsletter (spec §7): `{ email, subscriptionType }` answered with `{ success, message }`.
 * The answer is the same for a new, an active and an inactive address, so it reveals nothing about who subscribed.
 */
export async function handleNewsletterSubscription(request: Request, handle: DatabaseHandle = getDatabase()): Promise<NextResponse> {
  const admitted = await admitPublicPost(request, handle, NEWSLETTER_LIMIT);
  if (!admitted.ok) return admitted.response;
  const { locale } = admitted;

  const parsed = newsletterPayloadSchema.safeParse(admitted.body);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error, locale, 'Newsletter.errors');
    return jsonError(400, Object.values(errors)[0] ?? serverMessage(locale, 'Api.invalid'), { errors });
  }
  const success = () => NextResponse.json({ success: true, message: serverMessage(locale, 'Newsletter.form.success') }, { headers: { 'cache-control': 'no-store' } });
  // A filled honeypot is a bot: it is told "success" and nothing is stored.
  if (parsed.data.website) return success();

  try {
    await subscribeToNewsletter(handle.db, parsed.data);
    return success();
  } catch (error) {
    logger.error({ err: error }, 'newsletter subscription not stored');
    return jsonError(503, serverMessage(locale, 'Newsletter.form.failure'));
  }
}
