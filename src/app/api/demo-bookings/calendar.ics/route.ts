import { getDatabase } from '@/server/db';
import { confirmationPath, findBookingByToken } from '@/server/demo-booking/bookings';
import { demoIcs } from '@/server/demo-booking/demo-ics';
import { jsonError, queryLocale } from '@/server/http/json-api';
import { serverMessage } from '@/server/messages';
import { logger } from '@/server/logger';

export const dynamic = 'force-dynamic';

/** A booked demo's "Add to calendar" file, by the token of its confirmation link (`?t=`); in the booking's language. */
export async function GET(request: Request) {
  const token = new URL(request.url).searchParams.get('t');
  try {
    const found = await findBookingByToken(getDatabase().db, token);
    if (!found || found.booking.status !== 'booked') {
      return new Response(serverMessage(queryLocale(request), 'DemoBooking.errors.notFound'), { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
    }
    const { booking, hostName } = found;
    const ics = demoIcs({ uid: booking.demo_request_id, start: booking.start_at, end: booking.end_at, hostName, locale: booking.locale, manageUrl: confirmationPath(token!, booking.locale), sequence: Math.floor(Date.parse(booking.updated_at) / 1000) });
    return new Response(ics, {
      headers: { 'content-type': 'text/calendar; charset=utf-8', 'content-disposition': 'attachment; filename="siyana-demo.ics"', 'cache-control': 'private, no-store' },
    });
  } catch (error) {
    logger.error({ err: error }, 'demo calendar file unavailable');
    return jsonError(503, serverMessage(queryLocale(request), 'Api.unavailable'));
  }
}
