import { z } from '@/lib/zod';
import { recordAudit } from '@/server/staff/audit-log';
import { authenticate } from '@/server/auth/request';
import { guarded } from '@/server/http/staff-route-guard';
import { getDatabase } from '@/server/db';
import { setRegistrationOpen } from '@/server/events/registrations';
import { jsonError, ok, readJsonBody } from '@/server/http/json-api';
import { staffTranslator } from '@/server/staff/language';

const bodySchema = z.object({ open: z.boolean() });

/** Closes or reopens an event's registration: a change to the event itself, so editors may do it too. */
export async function PATCH(request: Request, { params }: RouteContext<'/api/admin/events/[id]/registration'>) {
  const auth = await authenticate(request, { role: 'editor' });
  if (auth.response) return auth.response;
  const adminText = staffTranslator(auth.admin.locale);
  const { id } = await params;
  const body = await readJsonBody(request, 1024);
  if (!body.ok) return body.response;
  const parsed = bodySchema.safeParse(body.value);
  if (!parsed.success) return jsonError(400, adminText('eventRegistrations.invalid'));
  const { open } = parsed.data;
  return guarded(async () => {
    const db = getDatabase().db;
    if (!(await setRegistrationOpen(db, id, open))) return jsonError(404, adminText('api.notFound'));
    await recordAudit(db, { actor: auth.admin, action: open ? 'event.registration-open' : 'event.registration-close', targetKind: 'event', targetId: id, details: { open } });
    return ok({ open, message: open ? adminText('eventRegistrations.openedDone') : adminText('eventRegistrations.closedDone') });
  }, auth.admin.locale);
}
