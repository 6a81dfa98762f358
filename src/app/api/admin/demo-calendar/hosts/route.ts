import { z } from '@/lib/zod';
import { hostSchema } from '@/schemas/demo-booking';
import { guarded } from '@/server/http/staff-route-guard';
import { recordAudit } from '@/server/staff/audit-log';
import { authenticate } from '@/server/auth/request';
import { getDatabase } from '@/server/db';
import { removeHost, saveHost } from '@/server/demo-booking/calendar';
import { staffTranslator } from '@/server/staff/language';
import { jsonError, ok, readJsonBody } from '@/server/http/json-api';

/** Admins add a host or change one (name shown to visitors, notice e-mail, own hours, active). */
export async function POST(request: Request) {
  const auth = await authenticate(request);
  if (auth.response) return auth.response;
  const demosText = staffTranslator(auth.admin.locale, 'AdminDemos');
  const body = await readJsonBody(request, 4096);
  if (!body.ok) return body.response;
  const parsed = hostSchema.safeParse(body.value);
  if (!parsed.success) return jsonError(400, demosText('calendar.hostInvalid'));
  return guarded(async () => {
    const db = getDatabase().db;
    if (!(await saveHost(db, { ...parsed.data, email: parsed.data.email || null }))) return jsonError(400, demosText('calendar.hostInvalid'));
    await recordAudit(db, { actor: auth.admin, action: 'demo-calendar.host', targetKind: 'staff', targetId: parsed.data.adminId, details: { active: parsed.data.active } });
    return ok({ message: demosText('calendar.hostSaved') });
  }, auth.admin.locale);
}

const removal = z.object({ adminId: z.string().uuid() });

/** Admins remove a host; the host's booked demos stay on the agenda. */
export async function DELETE(request: Request) {
  const auth = await authenticate(request);
  if (auth.response) return auth.response;
  const demosText = staffTranslator(auth.admin.locale, 'AdminDemos');
  const body = await readJsonBody(request, 1024);
  if (!body.ok) return body.response;
  const parsed = removal.safeParse(body.value);
  if (!parsed.success) return jsonError(400, demosText('api.invalid'));
  return guarded(async () => {
    const db = getDatabase().db;
    if (!(await removeHost(db, parsed.data.adminId))) return jsonError(404, demosText('api.notFound'));
    await recordAudit(db, { actor: auth.admin, action: 'demo-calendar.host-remove', targetKind: 'staff', targetId: parsed.data.adminId });
    return ok({ message: demosText('calendar.hostRemoved') });
  }, auth.admin.locale);
}
