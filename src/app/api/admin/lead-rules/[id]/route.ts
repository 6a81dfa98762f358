import { jsonError, ok } from '@/server/http/json-api';
import { staffRoute } from '@/server/http/staff-route';
import { responseText } from '@/server/leads/response-text';
import { removeLeadRule } from '@/server/leads/takers';

/** Removes a lead rule. Admins only; audited. */
export const DELETE = staffRoute({ role: 'admin' }, async ({ admin, t, audited }, { params }: RouteContext<'/api/admin/lead-rules/[id]'>) => {
  const { id } = await params;
  const removed = await audited(async (trx) => {
    const done = await removeLeadRule(trx, id);
    return { result: done, audit: done ? { action: 'lead-rule.remove', targetKind: 'lead-rule', targetId: id } : null };
  });
  if (!removed) return jsonError(404, t('api.notFound'));
  return ok({ message: responseText(admin.locale)('api.ruleRemoved') });
});
