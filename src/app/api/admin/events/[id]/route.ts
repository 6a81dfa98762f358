import { eventPublishSchema, eventSchema } from '@/schemas/event';
import { guarded } from '@/server/http/staff-route-guard';
import { recordAudit } from '@/server/staff/audit-log';
import { authenticate } from '@/server/auth/request';
import { getDatabase } from '@/server/db';
import { invalidEvent, refusedSave } from '@/server/events/staff-answers';
import { deleteEvent, setEventPublished, updateEvent } from '@/server/events/events';
import { jsonError, ok, readJsonBody } from '@/server/http/json-api';
import { staffTranslator } from '@/server/staff/language';

export async function PUT(request: Request, { params }: RouteContext<'/api/admin/events/[id]'>) {
  const auth = await authenticate(request, { role: 'editor' });
  if (auth.response) return auth.response;
  const adminText = staffTranslator(auth.admin.locale);
  const { id } = await params;
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const parsed = eventSchema.safeParse(body.value);
  if (!parsed.success) return invalidEvent(parsed.error, auth.admin.locale);
  return guarded(async () => {
    const { db } = getDatabase();
    const result = await updateEvent(db, id, parsed.data);
    if (!result.ok) return refusedSave(result, auth.admin.locale);
    await recordAudit(db, { actor: auth.admin, action: 'event.update', targetKind: 'event', targetId: id, details: { slug: result.event.slug, published: result.event.published } });
    return ok({ data: result.event, message: adminText('events.updated') });
  }, auth.admin.locale);
}

/** Publish or unpublish. */
export async function PATCH(request: Request, { params }: RouteContext<'/api/admin/events/[id]'>) {
  const auth = await authenticate(request, { role: 'editor' });
  if (auth.response) return auth.response;
  const adminText = staffTranslator(auth.admin.locale);
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
  }, auth.admin.locale);
}

export async function DELETE(request: Request, { params }: RouteContext<'/api/admin/events/[id]'>) {
  const auth = await authenticate(request, { role: 'editor' });
  if (auth.response) return auth.response;
  const adminText = staffTranslator(auth.admin.locale);
  const { id } = await params;
  return guarded(async () => {
    const { db } = getDatabase();
    const removed = await deleteEvent(db, id);
    if (!removed) return jsonError(404, adminText('events.errors.notFound'));
    await recordAudit(db, { actor: auth.admin, action: 'event.delete', targetKind: 'event', targetId: id, details: { registrations: removed.registrations } });
    return ok({ message: adminText('events.deleted') });
  }, auth.admin.locale);
}
