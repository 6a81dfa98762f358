import { leadRuleSchema } from '@/schemas/lead-response';
import { recordAudit } from '@/server/staff/audit-log';
import { authenticate } from '@/server/auth/request';
import { guarded } from '@/server/http/staff-route-guard';
import { getDatabase } from '@/server/db';
import { jsonError, ok, readJsonBody } from '@/server/http/json-api';
import { addLeadRule } from '@/server/leads/takers';
import { responseText } from '@/server/leads/response-text';

/** A rule: leads of a language and/or kind go to a named admin first. Admins only; audited. */
export async function POST(request: Request) {
  const auth = await authenticate(request);
  if (auth.response) return auth.response;
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const parsed = leadRuleSchema.safeParse(body.value);
  const t = responseText(auth.admin.locale);
  if (!parsed.success) return jsonError(400, t('api.badRule'));
  return guarded(async () => {
    const db = getDatabase().db;
    const outcome = await addLeadRule(db, parsed.data);
    if (!outcome.ok) return jsonError(outcome.reason === 'exists' ? 409 : 400, outcome.reason === 'exists' ? t('api.ruleExists') : t('api.badRule'));
    await recordAudit(db, { actor: auth.admin, action: 'lead-rule.add', targetKind: 'staff', targetId: parsed.data.adminId, details: { username: outcome.rule.username, locale: parsed.data.locale, kind: parsed.data.kind } });
    return ok({ message: t('api.ruleAdded'), data: outcome.rule }, 201);
  }, auth.admin.locale);
}
