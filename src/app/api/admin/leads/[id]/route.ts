import { leadUpdateSchema } from '@/schemas/lead';
import { jsonError, ok } from '@/server/http/json-api';
import { staffRoute } from '@/server/http/staff-route';
import { findLeadDetail, updateLead, type LeadUpdateResult } from '@/server/leads/inbox';
import type { AuditInput } from '@/server/staff/audit-log';
import { staffTranslator } from '@/server/staff/language';

export const dynamic = 'force-dynamic';

type Route = RouteContext<'/api/admin/leads/[id]'>;

/** One lead with its full submission and its history. */
export const GET = staffRoute({ role: 'admin' }, async ({ db, t }, { params }: Route) => {
  const detail = await findLeadDetail(db, (await params).id);
  return detail ? ok({ data: detail }) : jsonError(404, t('api.notFound'));
});

/** Changes a lead's status and/or owner: `{ status }`, `{ ownerId }` (null: nobody). */
export const PATCH = staffRoute(
  { role: 'admin', schema: leadUpdateSchema, invalid: (_, admin) => jsonError(400, staffTranslator(admin.locale)('leads.api.invalidUpdate')) },
  async ({ admin, t, body, audited }, { params }: Route) => {
    const { id } = await params;
    const result = await audited<LeadUpdateResult>(async (trx) => {
      const updated = await updateLead(trx, id, body, admin);
      if (!updated.ok) return { result: updated, audit: null };
      const rows = updated.changed.map((change): Omit<AuditInput, 'actor'> => {
        const details: Record<string, string | null> = change === 'status' ? { status: updated.lead.status } : { ownerId: updated.lead.owner_id };
        return { action: change === 'status' ? 'lead.status' : 'lead.owner', targetKind: 'lead', targetId: id, details };
      });
      return { result: updated, audit: rows };
    });
    if (!result.ok) return result.reason === 'not-found' ? jsonError(404, t('api.notFound')) : jsonError(400, t('leads.api.badOwner'));
    return ok({ message: result.changed.includes('owner') && !result.changed.includes('status') ? t('leads.api.ownerUpdated') : t('api.statusUpdated'), data: result.lead });
  },
);
