import { guarded } from '@/server/http/staff-route-guard';
import { recordAudit } from '@/server/staff/audit-log';
import { authenticate } from '@/server/auth/request';
import { getDatabase } from '@/server/db';
import { jsonError, ok } from '@/server/http/json-api';
import { retryWebhookDelivery } from '@/server/webhooks/delivery-log';
import { scheduleWebhookDeliveries } from '@/server/webhooks/sender';
import { staffTranslator } from '@/server/staff/language';

/** "Retry now" for a pending or failed webhook delivery: due at once, sent by the background sender. */
export async function POST(request: Request, { params }: RouteContext<'/api/admin/webhooks/[id]/retry'>) {
  const auth = await authenticate(request);
  if (auth.response) return auth.response;
  const adminText = staffTranslator(auth.admin.locale);
  const { id } = await params;
  return guarded(async () => {
    const db = getDatabase().db;
    const outcome = await retryWebhookDelivery(db, id);
    if (!outcome.ok) {
      if (outcome.reason === 'not-found') return jsonError(404, adminText('api.notFound'));
      return jsonError(409, outcome.reason === 'delivered' ? adminText('webhooks.api.delivered') : adminText('webhooks.api.inFlight'));
    }
    await recordAudit(db, { actor: auth.admin, action: 'webhook.retry', targetKind: 'webhook_delivery', targetId: id, details: { previous: outcome.previous, attempts: outcome.attempts } });
    scheduleWebhookDeliveries(db);
    return ok({ message: adminText('webhooks.api.retried') });
  }, auth.admin.locale);
}
