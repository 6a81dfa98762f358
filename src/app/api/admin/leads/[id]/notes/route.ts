import { leadNoteSchema } from '@/schemas/lead';
import { jsonError, ok } from '@/server/http/json-api';
import { staffRoute } from '@/server/http/staff-route';
import { addLeadNote } from '@/server/leads/inbox';
import { staffTranslator } from '@/server/staff/language';

/** Adds a staff note to a lead's history. */
export const POST = staffRoute(
  {
    role: 'admin',
    schema: leadNoteSchema,
    invalid: (error, admin) => jsonError(400, staffTranslator(admin.locale)(error.issues[0]?.message === 'long' ? 'leads.api.noteLong' : 'leads.api.noteBlank')),
  },
  async ({ admin, t, body, audited }, { params }: RouteContext<'/api/admin/leads/[id]/notes'>) => {
    const { id } = await params;
    const note = await audited(async (trx) => {
      const added = await addLeadNote(trx, id, body.body, admin, new Date(), body.contactType ?? null);
      // The note itself may hold personal data: the audit says only that one was written.
      return { result: added, audit: added ? { action: 'lead.note', targetKind: 'lead', targetId: id, ...(added.contact_type ? { details: { contactType: added.contact_type } } : {}) } : null };
    });
    if (!note) return jsonError(404, t('api.notFound'));
    return ok({ message: t('leads.api.noteAdded'), data: note }, 201);
  },
);
