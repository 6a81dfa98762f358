import { staffBookingChangeSchema } from '@/schemas/demo-booking';
import { cancelBooking, rescheduleBooking } from '@/server/demo-booking/bookings';
import { refusalMessageKey, refusalStatus } from '@/server/demo-booking/refusals';
import { jsonError, ok } from '@/server/http/json-api';
import { wakeJob } from '@/server/jobs/site-jobs';
import { staffRoute } from '@/server/http/staff-route';
import { serverMessage } from '@/server/messages';
import { staffTranslator } from '@/server/staff/language';

/** Staff move a booked demo to another free slot or cancel it; the visitor and the host are e-mailed. */
export const PATCH = staffRoute(
  { role: 'admin', schema: staffBookingChangeSchema, bodyLimit: 1024, invalid: (_, admin) => jsonError(400, staffTranslator(admin.locale, 'AdminDemos')('api.invalid')) },
  async ({ admin, body, db, audited }, { params }: RouteContext<'/api/admin/demos/[id]'>) => {
    const { id } = await params;
    const actor = { id: admin.id, name: admin.username };
    const outcome = await audited(async (trx) => {
      const changed = body.action === 'cancel' ? await cancelBooking(trx, { id }, actor) : await rescheduleBooking(trx, { id }, body.slotStart, actor);
      return { result: changed, audit: changed.ok ? { action: `demo.${body.action}`, targetKind: 'demo', targetId: id } : null };
    });
    if (!outcome.ok) return jsonError(refusalStatus(outcome.reason), serverMessage(admin.locale, refusalMessageKey(outcome.reason)));
    wakeJob(db, 'demo-mail');
    return ok({ message: staffTranslator(admin.locale, 'AdminDemos')(body.action === 'cancel' ? 'agenda.cancelled' : 'agenda.moved'), booking: { id: outcome.booking.id, start: outcome.booking.start_at } });
  },
);
