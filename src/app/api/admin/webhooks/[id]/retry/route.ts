import { jsonError, ok } from '@/server/http/json-api';
import { staffRoute } from '@/server/http/staff-route';
import { retryWebhookDelivery } from '@/server/webhooks/delivery-log';
import { wakeJob } from '@/server/jobs/site-jobs';

/** "Retry now" for a pending or failed webhook delivery: due at once, sent by the background sender. */
export const POST = staffRoute({ role: 'admin' }, async ({ t, db, audited }, { params }: RouteContext<'/api/admin/webhooks/[id]/retry'>) => {
  const { id } = await params;
  const outcome = await audited(async (trx) => {
    const retried = await retryWebhookDelivery(trx, id);
    return { result: retried, audit: retried.ok ? { action: 'webhook.retry', targetKind: 'webhook_delivery', targetId: id, details: { previous: retried.previous, attempts: retried.attempts } } : null };
  });
  if (!outcome.ok) {
    if (outcome.reason === 'not-found') return jsonError(404, t('api.notFound'));
    return jsonError(409, outcome.reason === 'delivered' ? t('webhooks.api.delivered') : t('webhooks.api.inFlight'));
  }
  wakeJob(db, 'webhooks');
  return ok({ message: t('webhooks.api.retried') });
});
