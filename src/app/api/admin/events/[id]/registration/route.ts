import { z } from '@/lib/zod';
import { setRegistrationOpen } from '@/server/events/registrations';
import { jsonError, ok } from '@/server/http/json-api';
import { staffRoute } from '@/server/http/staff-route';
import { staffTranslator } from '@/server/staff/language';

const bodySchema = z.object({ open: z.boolean() });

/** Closes or reopens an event's registration: a change to the event itself, so editors may do it too. */
export const PATCH = staffRoute(
  { role: 'editor', schema: bodySchema, bodyLimit: 1024, invalid: (_, admin) => jsonError(400, staffTranslator(admin.locale)('eventRegistrations.invalid')) },
  async ({ t, body: { open }, audited }, { params }: RouteContext<'/api/admin/events/[id]/registration'>) => {
    const { id } = await params;
    const found = await audited(async (trx) => {
      const done = await setRegistrationOpen(trx, id, open);
      return { result: done, audit: done ? { action: open ? 'event.registration-open' : 'event.registration-close', targetKind: 'event', targetId: id, details: { open } } : null };
    });
    if (!found) return jsonError(404, t('api.notFound'));
    return ok({ open, message: open ? t('eventRegistrations.openedDone') : t('eventRegistrations.closedDone') });
  },
);
