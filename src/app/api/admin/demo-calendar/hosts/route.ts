import { z } from '@/lib/zod';
import { hostSchema } from '@/schemas/demo-booking';
import { removeHost, saveHost } from '@/server/demo-booking/calendar';
import { jsonError, ok } from '@/server/http/json-api';
import { staffRoute } from '@/server/http/staff-route';
import { staffTranslator } from '@/server/staff/language';

const demosText = (locale: 'ar' | 'en') => staffTranslator(locale, 'AdminDemos');

/** Admins add a host or change one (name shown to visitors, notice e-mail, own hours, active). */
export const POST = staffRoute({ role: 'admin', schema: hostSchema, bodyLimit: 4096, invalid: (_, admin) => jsonError(400, demosText(admin.locale)('calendar.hostInvalid')) }, async ({ admin, body, audited }) => {
  const saved = await audited(async (trx) => {
    const done = await saveHost(trx, { ...body, email: body.email || null });
    return { result: done, audit: done ? { action: 'demo-calendar.host', targetKind: 'staff', targetId: body.adminId, details: { active: body.active } } : null };
  });
  if (!saved) return jsonError(400, demosText(admin.locale)('calendar.hostInvalid'));
  return ok({ message: demosText(admin.locale)('calendar.hostSaved') });
});

const removal = z.object({ adminId: z.string().uuid() });

/** Admins remove a host; the host's booked demos stay on the agenda. */
export const DELETE = staffRoute({ role: 'admin', schema: removal, bodyLimit: 1024, invalid: (_, admin) => jsonError(400, demosText(admin.locale)('api.invalid')) }, async ({ admin, body, audited }) => {
  const removed = await audited(async (trx) => {
    const done = await removeHost(trx, body.adminId);
    return { result: done, audit: done ? { action: 'demo-calendar.host-remove', targetKind: 'staff', targetId: body.adminId } : null };
  });
  if (!removed) return jsonError(404, demosText(admin.locale)('api.notFound'));
  return ok({ message: demosText(admin.locale)('calendar.hostRemoved') });
});
