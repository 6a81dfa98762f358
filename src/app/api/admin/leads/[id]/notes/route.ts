import { leadNoteSchema } from '@/schemas/lead';
import { recordAudit } from '@/server/staff/audit-log';
import { authenticate } from '@/server/auth/request';
import { guarded } from '@/server/http/staff-route-guard';
import { getDatabase } from '@/server/db';
import { jsonError, ok, readJsonBody } from '@/server/http/json-api';
import { addLeadNote } from '@/server/leads/inbox';
import { staffTranslator } from '@/server/staff/language';

/** Adds a staff note to a lead's history. */
export async function POST(request: Request, { params }: RouteContext<'/api/admin/leads/[id]/notes'>) {
  const auth = await authenticate(request);
  if (auth.response) return auth.response;
  const adminText = staffTranslator(auth.admin.locale);
  const { id } = await params;
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const parsed = leadNoteSchema.safeParse(body.value);
  if (!parsed.success) return jsonError(400, parsed.error.issues[0]?.message === 'long' ? adminText('leads.api.noteLong') : adminText('leads.api.noteBlank'));
  return guarded(async () => {
    const db = getDatabase().db;
    const note = await addLeadNote(db, id, parsed.data.body, auth.admin, new Date(), parsed.data.contactType ?? null);
    if (!note) return jsonError(404, adminText('api.notFound'));
    // The note itself may hold personal data: the audit says only that one was written.
    await recordAudit(db, { actor: auth.admin, action: 'lead.note', targetKind: 'lead', targetId: id, ...(note.contact_type ? { details: { contactType: note.contact_type } } : {}) });
    return ok({ message: adminText('leads.api.noteAdded'), data: note }, 201);
  }, auth.admin.locale);
}
