import { leadTakerSchema } from '@/schemas/lead-response';
import { jsonError, ok } from '@/server/http/json-api';
import { staffRoute } from '@/server/http/staff-route';
import { responseText } from '@/server/leads/response-text';
import { changeLeadTaker } from '@/server/leads/takers';

/** Whether an admin takes new leads, and where their lead notices go. Admins only; audited. */
export const PATCH = staffRoute(
  { role: 'admin', schema: leadTakerSchema, invalid: (_, admin) => jsonError(400, responseText(admin.locale)('api.badEmail')) },
  async ({ admin, t, body, audited }, { params }: RouteContext<'/api/admin/lead-takers/[id]'>) => {
    const { id } = await params;
    const outcome = await audited(async (trx) => {
      const changed = await changeLeadTaker(trx, id, body);
      return {
        result: changed,
        audit: changed.ok
          ? { action: 'staff.leads', targetKind: 'staff', targetId: id, details: { username: changed.username, ...(body.takesLeads !== undefined && { takesLeads: body.takesLeads }), ...(body.notifyEmail !== undefined && { notifyEmail: Boolean(body.notifyEmail) }) } }
          : null,
      };
    });
    if (!outcome.ok) return jsonError(404, t('api.notFound'));
    return ok({ message: responseText(admin.locale)('api.saved') });
  },
);
