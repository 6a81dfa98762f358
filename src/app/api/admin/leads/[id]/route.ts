import { leadUpdateSchema } from '@/schemas/lead';
import { recordAudit } from '@/server/staff/audit-log';
import { authenticate } from '@/server/auth/request';
import { guarded } from '@/server/http/staff-route-guard';
import { getDatabase } from '@/server/db';
import { jsonError, ok, readJsonBody } from '@/server/http/json-api';
import { findLeadDetail, updateLead } from '@/server/leads/inbox';
import { staffTranslator } from '@/server/staff/language';

export const dynamic = 'force-dynamic';

/** One lead with its full submission and its history. */
export async function GET(request: Request, { params }: RouteContext<'/api/admin/leads/[id]'>) {
  const auth = await authenticate(request);
  if (auth.response) return auth.response;
  const adminText = staffTranslator(auth.admin.locale);
  const { id } = await params;
  return guarded(async () => {
    const detail = await findLeadDetail(getDatabase().db, id);
    return detail ? ok({ data: detail }) : jsonError(404, adminText('api.notFound'));
  }, auth.admin.locale);
}

/** Changes a lead's status and/or owner: `{ status }`, `{ ownerId }` (null: nobody). */
export async function PATCH(request: Request, { params }: RouteContext<'/api/admin/leads/[id]'>) {
  const auth = await authenticate(request);
  if (auth.response) return auth.response;
  const adminText = staffTranslator(auth.admin.locale);
  const { id } = await params;
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const parsed = leadUpdateSchema.safeParse(body.value);
  if (!parsed.success) return jsonError(400, adminText('leads.api.invalidUpdate'));
  return guarded(async () => {
    const db = getDatabase().db;
    const result = await updateLead(db, id, parsed.data, auth.admin);
    if (!result.ok) return result.reason === 'not-found' ? jsonError(404, adminText('api.notFound')) : jsonError(400, adminText('leads.api.badOwner'));
    for (const change of result.changed) {
      await recordAudit(db, {
        actor: auth.admin,
        action: change === 'status' ? 'lead.status' : 'lead.owner',
        targetKind: 'lead',
        targetId: id,
        details: change === 'status' ? { status: result.lead.status } : { ownerId: result.lead.owner_id },
      });
    }
    return ok({ message: result.changed.includes('owner') && !result.changed.includes('status') ? adminText('leads.api.ownerUpdated') : adminText('api.statusUpdated'), data: result.lead });
  }, auth.admin.locale);
}
