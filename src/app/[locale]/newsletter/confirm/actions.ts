'use server';

import { CONFIRM_PATH, confirmNewsletterSubscription, findSubscriptionByConfirmationToken } from '@/server/newsletter/subscriptions';
import { runNewsletterTokenAction } from '@/server/newsletter/token-action';

/**
 * The button of the confirmation page: activates the subscription, then shows the outcome. Confirming
 * takes this POST, never the e-mail link's GET, because mail scanners open links to check them and
 * would otherwise subscribe addresses nobody confirmed.
 */
export async function confirmSubscription(formData: FormData): Promise<void> {
  await runNewsletterTokenAction(formData, {
    path: CONFIRM_PATH,
    find: findSubscriptionByConfirmationToken,
    apply: confirmNewsletterSubscription,
    textKey: 'Newsletter.confirm.confirmText',
    failure: 'newsletter confirmation failed',
  });
}
