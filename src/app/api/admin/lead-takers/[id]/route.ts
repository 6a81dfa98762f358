import { leadTakerSchema } from '@/schemas/lead-response';
import { recordAudit } from '@/server/staff/audit-log';
import { authenticate } from '@/server/auth/request';
import { guarded } from '@/server/http/staff-route-guard';
import { getDatabase } from '@/server/db';
import { jsonError, ok, readJsonBody } from '@/server/http/json-api';
import { changeLeadTaker } from '@/server/leads/takers';
import { responseText } from '@/server/leads/response-text';
import { staffTranslator } from '@/server/staff/language';

/** Whether an admin takes new leads, and where their lead notices go. Admins only; audited. */
export async function PATCH(request: Request, { params }: RouteContext<'/api/admin/lead-takers/[id]'>) {
  const auth = await authenticate(request);
  if (auth.response) return auth.response;
  const { id } = await params;
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const parsed = leadTakerSchema.safeParse(body.value);
  if (!parsed.success) return jsonError(400, responseText(auth.admin.locale)('api.badEmail'));
  return guarded(async () => {
    const db = getDatabase().db;
    const outcome = await changeLeadTaker(db, id, parsed.data);
    if (!outcome.ok) return jsonError(404, staffTranslator(auth.admin.locale)('api.notFound'));
    await recordAudit(db, {
      actor: auth.admin,
      action: 'staff.leads',
      targetKind: 'staff',
      targetId: id,
      details: { username: outcome.username, ...(parsed.data.takesLeads !== undefined && { takesLeads: parsed.data.takesLeads }), ...(parsed.data.notifyEmail !== undefined && { notifyEmail: Boolean(parsed.data.notifyEmail) }) },
    });
    return ok({ message: responseText(auth.admin.locale)('api.saved') });
  }, auth.admin.locale);
}
