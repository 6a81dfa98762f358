import { releaseTargetSchema } from '@/schemas/demo-booking';
import { authenticate } from '@/server/auth/request';
import { getDatabase } from '@/server/db';
import { releaseDemos, targetText } from '@/server/demo-booking/bursts';
import { guarded } from '@/server/http/staff-route-guard';
import { jsonError, ok, readJsonBody } from '@/server/http/json-api';
import { staffTranslator } from '@/server/staff/language';

/** Admins free every upcoming demo of one network or e-mail domain at once (a burst of bookings); nobody is e-mailed. */
export async function POST(request: Request) {
  const auth = await authenticate(request);
  if (auth.response) return auth.response;
  const demosText = staffTranslator(auth.admin.locale, 'AdminDemos');
  const body = await readJsonBody(request, 1024);
  if (!body.ok) return body.response;
  const parsed = releaseTargetSchema.safeParse(body.value);
  if (!parsed.success) return jsonError(400, demosText('burst.invalid'));
  return guarded(async () => {
    const released = await releaseDemos(getDatabase().db, parsed.data, auth.admin);
    return ok({ released, message: demosText('burst.released', { count: released, target: targetText(parsed.data) }) });
  }, auth.admin.locale);
}
