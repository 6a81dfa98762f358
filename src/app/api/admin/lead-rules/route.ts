import { leadRuleSchema } from '@/schemas/lead-response';
import { jsonError, ok } from '@/server/http/json-api';
import { staffRoute } from '@/server/http/staff-route';
import { responseText } from '@/server/leads/response-text';
import { addLeadRule } from '@/server/leads/takers';

/** A rule: leads of a language and/or kind go to a named admin first. Admins only; audited. */
export const POST = staffRoute({ role: 'admin', schema: leadRuleSchema, invalid: (_, admin) => jsonError(400, responseText(admin.locale)('api.badRule')) }, async ({ admin, body, audited }) => {
  const t = responseText(admin.locale);
  const outcome = await audited(async (trx) => {
    const added = await addLeadRule(trx, body);
    return { result: added, audit: added.ok ? { action: 'lead-rule.add', targetKind: 'staff', targetId: body.adminId, details: { username: added.rule.username, locale: body.locale, kind: body.kind } } : null };
  });
  if (!outcome.ok) return jsonError(outcome.reason === 'exists' ? 409 : 400, outcome.reason === 'exists' ? t('api.ruleExists') : t('api.badRule'));
  return ok({ message: t('api.ruleAdded'), data: outcome.rule }, 201);
});
