import { adminText } from '@/server/i18n';
import { eventPublishSchema, eventSchema } from '@/schemas/event';
import { guarded, ok } from '@/server/admin-api';
import { recordAudit } from '@/server/audit';
import { authenticate } from '@/server/auth/request';
import { getDatabase } from '@/server/db';
import { invalidEvent, refusedSave } from '@/server/event-admin';
import { deleteEvent, setEventPublished, updateEvent } from '@/server/events';
import { jsonError, readJsonBody } from '@/server/http';

export async function PUT(request: Request, { params }: RouteContext<'/api/admin/events/[id]'>) {
  const auth = await authenticate(request, { role: 'editor' });
  if (auth.response) return auth.response;
  const { id } = await params;
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const parsed = eventSchema.safeParse(body.value);
  if (!parsed.success) return invalidEvent(parsed.error);
  return guarded(async () => {
    const { db } = getDatabase();
    const result = await updateEvent(db, id, parsed.data);
    if (!result.ok) return refusedSave(result);
    await recordAudit(db, { actor: auth.admin, action: 'event.update', targetKind: 'event', targetId: id, details: { slug: result.event.slug, published: result.event.published } });
    return ok({ data: result.event, message: adminText('events.updated') });
  });
}

/** Publish or unpublish. */
export async function PATCH(request: Request, { params }: RouteContext<'/api/admin/events/[id]'>) {
  const auth = await authenticate(request, { role: 'editor' });
  if (auth.response) return auth.response;
  const { id } = await params;
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const parsed = eventPublishSchema.safeParse(body.value);
  if (!parsed.success) return jsonError(400, adminText('events.errors.invalid'));
  return guarded(async () => {
    const { db } = getDatabase();
    const event = await setEventPublished(db, id, parsed.data.published);
    if (!event) return jsonError(404, adminText('events.errors.notFound'));
    await recordAudit(db, { actor: auth.admin, action: parsed.data.published ? 'event.publish' : 'event.unpublish', targetKind: 'event', targetId: id, details: { slug: event.slug } });
    return ok({ data: event, message: event.published ? adminText('events.publishedNow') : adminText('events.unpublishedNow') });
  });
}

export async function DELETE(request: Request, { params }: RouteContext<'/api/admin/events/[id]'>) {
  const auth = await authenticate(request, { role: 'editor' });
  if (auth.response) return auth.response;
  const { id } = await params;
  return guarded(async () => {
    const { db } = getDatabase();
    const removed = await deleteEvent(db, id);
    if (!removed) return jsonError(404, adminText('events.errors.notFound'));
    await recordAudit(db, { actor: auth.admin, action: 'event.delete', targetKind: 'event', targetId: id, details: { registrations: removed.registrations } });
    return ok({ message: adminText('events.deleted') });
  });
}
