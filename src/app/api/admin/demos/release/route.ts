import { releaseTargetSchema } from '@/schemas/demo-booking';
import { releaseDemos, targetText } from '@/server/demo-booking/bursts';
import { jsonError, ok } from '@/server/http/json-api';
import { staffRoute } from '@/server/http/staff-route';
import { staffTranslator } from '@/server/staff/language';

/** Admins free every upcoming demo of one network or e-mail domain at once (a burst of bookings); nobody is e-mailed. */
export const POST = staffRoute(
  { role: 'admin', schema: releaseTargetSchema, bodyLimit: 1024, invalid: (_, admin) => jsonError(400, staffTranslator(admin.locale, 'AdminDemos')('burst.invalid')) },
  async ({ admin, body, db }) => {
    // The release writes its audit row in its own transaction (src/server/demo-booking/bursts.ts).
    const released = await releaseDemos(db, body, admin);
    return ok({ released, message: staffTranslator(admin.locale, 'AdminDemos')('burst.released', { count: released, target: targetText(body) }) });
  },
);
