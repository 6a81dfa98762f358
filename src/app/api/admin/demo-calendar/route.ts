import { calendarRulesSchema } from '@/schemas/demo-booking';
import { guarded } from '@/server/http/staff-route-guard';
import { recordAudit } from '@/server/staff/audit-log';
import { authenticate } from '@/server/auth/request';
import { getDatabase } from '@/server/db';
import { saveCalendarRules } from '@/server/demo-booking/calendar';
import { staffTranslator } from '@/server/staff/language';
import { jsonError, ok, readJsonBody } from '@/server/http/json-api';

/** Admins set the weekly hours, demo length, buffer, minimum notice and horizon. */
export async function PUT(request: Request) {
  const auth = await authenticate(request);
  if (auth.response) return auth.response;
  const demosText = staffTranslator(auth.admin.locale, 'AdminDemos');
  const body = await readJsonBody(request, 4096);
  if (!body.ok) return body.response;
  const parsed = calendarRulesSchema.safeParse(body.value);
  if (!parsed.success) return jsonError(400, demosText('calendar.invalid'));
  return guarded(async () => {
    const db = getDatabase().db;
    await saveCalendarRules(db, parsed.data);
    await recordAudit(db, { actor: auth.admin, action: 'demo-calendar.update', targetKind: 'demo-calendar', targetId: 'default', details: { slotMinutes: parsed.data.slotMinutes, bufferMinutes: parsed.data.bufferMinutes, minNoticeMinutes: parsed.data.minNoticeMinutes, horizonDays: parsed.data.horizonDays, weeklyHours: JSON.stringify(parsed.data.weeklyHours) } });
    return ok({ message: demosText('calendar.saved') });
  }, auth.admin.locale);
}
