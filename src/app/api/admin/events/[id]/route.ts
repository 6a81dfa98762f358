import { eventPublishSchema, eventSchema } from '@/schemas/event';
import { invalidEvent, refusedSave } from '@/server/events/staff-answers';
import { deleteEvent, setEventPublished, updateEvent } from '@/server/events/events';
import { jsonError, ok } from '@/server/http/json-api';
import { staffRoute } from '@/server/http/staff-route';
import { staffTranslator } from '@/server/staff/language';

type Route = RouteContext<'/api/admin/events/[id]'>;

export const PUT = staffRoute({ role: 'editor', schema: eventSchema, invalid: (error, admin) => invalidEvent(error, admin.locale) }, async ({ body, t, admin, audited }, { params }: Route) => {
  const { id } = await params;
  const result = await audited(async (trx) => {
    const saved = await updateEvent(trx, id, body);
    return { result: saved, audit: saved.ok ? { action: 'event.update', targetKind: 'event', targetId: id, details: { slug: saved.event.slug, published: saved.event.published } } : null };
  });
  if (!result.ok) return refusedSave(result, admin.locale);
  return ok({ data: result.event, message: t('events.updated') });
});

/** Publish or unpublish. */
export const PATCH = staffRoute(
  { role: 'editor', schema: eventPublishSchema, invalid: (_, admin) => jsonError(400, staffTranslator(admin.locale)('events.errors.invalid')) },
  async ({ body, t, audited }, { params }: Route) => {
    const { id } = await params;
    const event = await audited(async (trx) => {
      const changed = await setEventPublished(trx, id, body.published);
      return { result: changed, audit: changed ? { action: body.published ? 'event.publish' : 'event.unpublish', targetKind: 'event', targetId: id, details: { slug: changed.slug } } : null };
    });
    if (!event) return jsonError(404, t('events.errors.notFound'));
    return ok({ data: event, message: event.published ? t('events.publishedNow') : t('events.unpublishedNow') });
  },
);

export const DELETE = staffRoute({ role: 'editor' }, async ({ t, audited }, { params }: Route) => {
  const { id } = await params;
  const removed = await audited(async (trx) => {
    const gone = await deleteEvent(trx, id);
    return { result: gone, audit: gone ? { action: 'event.delete', targetKind: 'event', targetId: id, details: { registrations: gone.registrations } } : null };
  });
  if (!removed) return jsonError(404, t('events.errors.notFound'));
  return ok({ message: t('events.deleted') });
});
