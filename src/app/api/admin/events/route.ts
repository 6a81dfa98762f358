import { eventSchema } from '@/schemas/event';
import { invalidEvent, refusedSave } from '@/server/events/staff-answers';
import { createEvent, listEventsForStaff } from '@/server/events/events';
import { ok } from '@/server/http/json-api';
import { staffRoute } from '@/server/http/staff-route';

export const dynamic = 'force-dynamic';

export const GET = staffRoute({ role: 'editor' }, async ({ db }) => ok({ data: await listEventsForStaff(db) }));

export const POST = staffRoute({ role: 'editor', schema: eventSchema, invalid: (error, admin) => invalidEvent(error, admin.locale) }, async ({ body, t, admin, audited }) => {
  const result = await audited(async (trx) => {
    const saved = await createEvent(trx, body);
    return { result: saved, audit: saved.ok ? { action: 'event.create', targetKind: 'event', targetId: saved.event.id, details: { slug: saved.event.slug, published: saved.event.published } } : null };
  });
  if (!result.ok) return refusedSave(result, admin.locale);
  return ok({ data: result.event, message: t('events.created') }, 201);
});
