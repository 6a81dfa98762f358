import { manageBookingSchema } from '@/schemas/demo-booking';
import { getDatabase } from '@/server/db';
import { cancelBooking, rescheduleBooking } from '@/server/demo-booking/bookings';
import { refusalMessageKey, refusalStatus } from '@/server/demo-booking/refusals';
import { DEMO_REQUEST_LIMIT } from '@/server/forms/demo-requests';
import { jsonError, ok } from '@/server/http/json-api';
import { serverMessage } from '@/server/messages';
import { admitPublicPost, guardedForm } from '@/server/forms/admission';
import { wakeJob } from '@/server/jobs/site-jobs';

/**
 * The visitor's reschedule or cancel, by the token of their confirmation link (no account). Refusals
 * in the page's language: an unknown or malformed token 404, a demo that has taken place 410, a
 * cancelled demo or a taken slot 409, a slot that is not the calendar's 400.
 */
export async function POST(request: Request) {
  const handle = getDatabase();
  const admitted = await admitPublicPost(request, handle, { ...DEMO_REQUEST_LIMIT, name: 'demo-booking-manage' });
  if (!admitted.ok) return admitted.response;
  const locale = admitted.locale;
  const parsed = manageBookingSchema.safeParse(admitted.body);
  if (!parsed.success) return jsonError(400, serverMessage(locale, 'DemoBooking.errors.invalid'));
  const input = parsed.data;
  return guardedForm(locale, 'demo booking change', async () => {
    // No staff actor: the visitor who booked acts by their link.
    const outcome =
      input.action === 'cancel'
        ? await cancelBooking(handle.db, { token: input.token }, null)
        : await rescheduleBooking(handle.db, { token: input.token }, input.slotStart, null);
    if (!outcome.ok) return jsonError(refusalStatus(outcome.reason), serverMessage(locale, refusalMessageKey(outcome.reason)), { slots: outcome.next });
    wakeJob(handle.db, 'demo-mail');
    const { booking } = outcome;
    return ok({ booking: { id: booking.id, start: booking.start_at, end: booking.end_at, status: booking.status } });
  });
}
