import { recordAudit } from '@/server/staff/audit-log';
import { authenticate } from '@/server/auth/request';
import { guarded } from '@/server/http/staff-route-guard';
import { getDatabase } from '@/server/db';
import { jsonError, ok } from '@/server/http/json-api';
import { removeLeadRule } from '@/server/leads/takers';
import { responseText } from '@/server/leads/response-text';
import { staffTranslator } from '@/server/staff/language';

/** Removes a lead rule. Admins only; audited. */
export async function DELETE(request: Request, { params }: RouteContext<'/api/admin/lead-rules/[id]'>) {
  const auth = await authenticate(request);
  if (auth.response) return auth.response;
  const { id } = await params;
  return guarded(async () => {
    const db = getDatabase().db;
    if (!(await removeLeadRule(db, id))) return jsonError(404, staffTranslator(auth.admin.locale)('api.notFound'));
    await recordAudit(db, { actor: auth.admin, action: 'lead-rule.remove', targetKind: 'lead-rule', targetId: id });
    return ok({ message: responseText(auth.admin.locale)('api.ruleRemoved') });
  }, auth.admin.locale);
}
