import { eventIcs, icsFileName } from '@/server/events/ics';
import { findPublishedEventBySlug } from '@/server/events/events';
import { findRegistrationByToken } from '@/server/events/registrations';
import { getDatabase } from '@/server/db';
import { jsonError, queryLocale } from '@/server/http/json-api';
import { serverMessage } from '@/server/messages';
import { logger } from '@/server/logger';

export const dynamic = 'force-dynamic';

/**
 * An event's "Add to calendar" file, for a published event. With `?r=` a registration's token (its
 * confirmation page's link), the file is in the registrant's language and carries the join link of an
 * online event; without it, public information only, in `?locale=` (English by default).
 */
export async function GET(request: Request, { params }: RouteContext<'/api/events/[slug]/calendar.ics'>) {
  const { slug } = await params;
  const { db } = getDatabase();
  try {
    const event = await findPublishedEventBySlug(db, slug);
    if (!event) return new Response(serverMessage(queryLocale(request), 'EventRegistration.api.notFound'), { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
    const registration = await findRegistrationByToken(db, event.id, new URL(request.url).searchParams.get('r'));
    const locale = registration?.locale ?? queryLocale(request);
    const joinUrl = registration && event.mode === 'online' ? event.join_url : null;
    return new Response(eventIcs(event, { locale, joinUrl }), {
      headers: {
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': `attachment; filename="${icsFileName(event)}"`,
        // A registrant's file holds the join link: never kept by a shared cache.
        'cache-control': registration ? 'private, no-store' : 'public, max-age=300',
      },
    });
  } catch (error) {
    logger.error({ err: error }, 'event calendar unavailable');
    return jsonError(503, serverMessage(queryLocale(request), 'Api.unavailable'));
  }
}
