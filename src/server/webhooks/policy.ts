import 'server-only';
import { createHmac } from 'node:crypto';

/** Attempts before a delivery is given up (status `failed`): about 23 h at the default 30 s base. */
export const MAX_WEBHOOK_ATTEMPTS = 30;
/** No retry waits longer than this. */
export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

/** `sha256=` + hex HMAC-SHA256 of `${timestamp}.${body}` with the shared secret (docs/crm-webhook.md). */
export function signWebhookBody(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * The wait before the next try after `attempts` failed ones: base, 2 × base, 4 × base ... at most 1 h,
 * each scaled by a random 0.8–1.2 (never above 1 h) so that many deliveries failing together do not
 * all come back at the same moment.
 */
export function retryDelayMs(attempts: number, baseMs: number, random: () => number = Math.random): number {
  const exponential = Math.min(MAX_RETRY_DELAY_MS, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.min(MAX_RETRY_DELAY_MS, Math.round(exponential * (0.8 + 0.4 * random())));
}

export type WebhookOutcome = 'delivered' | 'retry' | 'give-up';

/**
 * What an answer means: 2xx delivered (never sent again); 408, 425, 429 and 5xx are passing troubles
 * of the receiver (retried); any other status (3xx, the other 4xx) says the receiver refuses this
 * request as it is, and sending it again unchanged would not help: given up at once, for staff to
 * retry once the receiver or the settings are fixed.
 */
export function outcomeOfStatus(status: number): WebhookOutcome {
  if (status >= 200 && status < 300) return 'delivered';
  if (status >= 500 || status === 408 || status === 425 || status === 429) return 'retry';
  return 'give-up';
}
