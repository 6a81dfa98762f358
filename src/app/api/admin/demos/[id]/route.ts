import { staffBookingChangeSchema } from '@/schemas/demo-booking';
import { guarded } from '@/server/http/staff-route-guard';
import { recordAudit } from '@/server/staff/audit-log';
import { authenticate } from '@/server/auth/request';
import { getDatabase } from '@/server/db';
import { cancelBooking, rescheduleBooking } from '@/server/demo-booking/bookings';
import { staffTranslator } from '@/server/staff/language';
import { scheduleDemoMail } from '@/server/demo-booking/mail';
import { refusalMessageKey, refusalStatus } from '@/server/demo-booking/refusals';
import { jsonError, ok, readJsonBody } from '@/server/http/json-api';
import { serverMessage } from '@/server/messages';

/** Staff move a booked demo to another free slot or cancel it; the visitor and the host are e-mailed. */
export async function PATCH(request: Request, { params }: RouteContext<'/api/admin/demos/[id]'>) {
  const auth = await authenticate(request);
  if (auth.response) return auth.response;
  const demosText = staffTranslator(auth.admin.locale, 'AdminDemos');
  const { id } = await params;
  const body = await readJsonBody(request, 1024);
  if (!body.ok) return body.response;
  const parsed = staffBookingChangeSchema.safeParse(body.value);
  if (!parsed.success) return jsonError(400, demosText('api.invalid'));
  return guarded(async () => {
    const db = getDatabase().db;
    const actor = { id: auth.admin.id, name: auth.admin.username };
    const outcome = parsed.data.action === 'cancel' ? await cancelBooking(db, { id }, actor) : await rescheduleBooking(db, { id }, parsed.data.slotStart, actor);
    if (!outcome.ok) return jsonError(refusalStatus(outcome.reason), serverMessage(auth.admin.locale, refusalMessageKey(outcome.reason)));
    await recordAudit(db, { actor: auth.admin, action: `demo.${parsed.data.action}`, targetKind: 'demo', targetId: id });
    scheduleDemoMail(db);
    return ok({ message: demosText(parsed.data.action === 'cancel' ? 'agenda.cancelled' : 'agenda.moved'), booking: { id: outcome.booking.id, start: outcome.booking.start_at } });
  }, auth.admin.locale);
}
