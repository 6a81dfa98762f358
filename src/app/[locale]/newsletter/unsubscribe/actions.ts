'use server';

import { findSubscriptionByToken, UNSUBSCRIBE_PATH, unsubscribeFromNewsletter } from '@/server/newsletter/subscriptions';
import { runNewsletterTokenAction } from '@/server/newsletter/token-action';

/** The confirm button of the unsubscribe page: ends the subscription, then shows the outcome. */
export async function confirmUnsubscribe(formData: FormData): Promise<void> {
  await runNewsletterTokenAction(formData, {
    path: UNSUBSCRIBE_PATH,
    find: findSubscriptionByToken,
    apply: unsubscribeFromNewsletter,
    textKey: 'Newsletter.unsubscribe.confirmText',
    failure: 'unsubscribe failed',
  });
}
