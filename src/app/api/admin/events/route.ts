import { eventSchema } from '@/schemas/event';
import { guarded } from '@/server/http/staff-route-guard';
import { recordAudit } from '@/server/staff/audit-log';
import { authenticate } from '@/server/auth/request';
import { getDatabase } from '@/server/db';
import { invalidEvent, refusedSave } from '@/server/events/staff-answers';
import { createEvent, listEventsForStaff } from '@/server/events/events';
import { ok, readJsonBody } from '@/server/http/json-api';
import { staffTranslator } from '@/server/staff/language';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  const auth = await authenticate(request, { role: 'editor' });
  if (auth.response) return auth.response;
  return guarded(async () => ok({ data: await listEventsForStaff(getDatabase().db) }), auth.admin.locale);
}

export async function POST(request: Request) {
  const auth = await authenticate(request, { role: 'editor' });
  if (auth.response) return auth.response;
  const adminText = staffTranslator(auth.admin.locale);
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const parsed = eventSchema.safeParse(body.value);
  if (!parsed.success) return invalidEvent(parsed.error, auth.admin.locale);
  return guarded(async () => {
    const { db } = getDatabase();
    const result = await createEvent(db, parsed.data);
    if (!result.ok) return refusedSave(result, auth.admin.locale);
    await recordAudit(db, { actor: auth.admin, action: 'event.create', targetKind: 'event', targetId: result.event.id, details: { slug: result.event.slug, published: result.event.published } });
    return ok({ data: result.event, message: adminText('events.created') }, 201);
  }, auth.admin.locale);
}
