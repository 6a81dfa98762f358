import { calendarDateSchema } from '@/schemas/demo-booking';
import { guarded } from '@/server/http/staff-route-guard';
import { recordAudit } from '@/server/staff/audit-log';
import { authenticate } from '@/server/auth/request';
import { getDatabase } from '@/server/db';
import { setCalendarDate } from '@/server/demo-booking/calendar';
import { staffTranslator } from '@/server/staff/language';
import { jsonError, ok, readJsonBody } from '@/server/http/json-api';

/** Admins close a day, re-open a public holiday, or clear their exception (`kind: null`). */
export async function POST(request: Request) {
  const auth = await authenticate(request);
  if (auth.response) return auth.response;
  const demosText = staffTranslator(auth.admin.locale, 'AdminDemos');
  const body = await readJsonBody(request, 1024);
  if (!body.ok) return body.response;
  const parsed = calendarDateSchema.safeParse(body.value);
  if (!parsed.success) return jsonError(400, demosText('calendar.dateInvalid'));
  const { date, kind, note } = parsed.data;
  return guarded(async () => {
    const db = getDatabase().db;
    await setCalendarDate(db, date, kind, note || null);
    await recordAudit(db, { actor: auth.admin, action: 'demo-calendar.date', targetKind: 'demo-calendar', targetId: date, details: { kind } });
    return ok({ message: demosText('calendar.dateSaved') });
  }, auth.admin.locale);
}
