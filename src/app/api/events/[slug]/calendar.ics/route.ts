import { handleEventCalendar } from '@/server/event-registration-handler';

export const dynamic = 'force-dynamic';

/** An event's "Add to calendar" file. */
export async function GET(request: Request, { params }: RouteContext<'/api/events/[slug]/calendar.ics'>) {
  return handleEventCalendar(request, (await params).slug);
}
