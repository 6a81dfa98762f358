import { getDatabase } from '@/server/db';
import { findBookingByToken } from '@/server/demo-booking/booking-view';
import { confirmationPath } from '@/server/demo-booking/bookings';
import { demoIcs, icsSequence } from '@/server/demo-booking/demo-ics';
import { jsonError, queryLocale } from '@/server/http/json-api';
import { serverMessage } from '@/server/messages';
import { logger } from '@/server/logger';

export const dynamic = 'force-dynamic';

/**
 * A booked demo's "Add to calendar" file, by the token of its confirmation link (`?t=`), in the booking's
 * language; for a cancelled demo, the file that takes it out of the calendar (same UID, METHOD:CANCEL,
 * a higher SEQUENCE: the cancellation's time).
 */
export async function GET(request: Request) {
  const token = new URL(request.url).searchParams.get('t');
  try {
    const found = await findBookingByToken(getDatabase().db, token);
    if (!found || found.booking.status === 'rescheduled') {
      return new Response(serverMessage(queryLocale(request), 'DemoBooking.errors.notFound'), { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
    }
    const { booking, hostName } = found;
    const cancelled = booking.status === 'cancelled';
    const ics = demoIcs({ uid: booking.demo_request_id, start: booking.start_at, end: booking.end_at, hostName, locale: booking.locale, manageUrl: cancelled ? null : confirmationPath(token!, booking.locale), cancelled, sequence: icsSequence(booking.updated_at, cancelled) });
    return new Response(ics, {
      headers: { 'content-type': 'text/calendar; charset=utf-8', 'content-disposition': 'attachment; filename="siyana-demo.ics"', 'cache-control': 'private, no-store' },
    });
  } catch (error) {
    logger.error({ err: error }, 'demo calendar file unavailable');
    return jsonError(503, serverMessage(queryLocale(request), 'Api.unavailable'));
  }
}
