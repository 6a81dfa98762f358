import { handleEventRegistration } from '@/server/event-registration-handler';

/** An event page's registration form. */
export async function POST(request: Request, { params }: RouteContext<'/api/events/[slug]/registrations'>) {
  return handleEventRegistration(request, (await params).slug);
}
