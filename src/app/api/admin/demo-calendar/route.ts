import { calendarRulesSchema } from '@/schemas/demo-booking';
import { saveCalendarRules } from '@/server/demo-booking/calendar';
import { jsonError, ok } from '@/server/http/json-api';
import { staffRoute } from '@/server/http/staff-route';
import { staffTranslator } from '@/server/staff/language';

/** Admins set the weekly hours, demo length, buffer, minimum notice and horizon. */
export const PUT = staffRoute(
  { role: 'admin', schema: calendarRulesSchema, bodyLimit: 4096, invalid: (_, admin) => jsonError(400, staffTranslator(admin.locale, 'AdminDemos')('calendar.invalid')) },
  async ({ admin, body, audited }) => {
    await audited(async (trx) => {
      await saveCalendarRules(trx, body);
      return {
        result: null,
        audit: { action: 'demo-calendar.update', targetKind: 'demo-calendar', targetId: 'default', details: { slotMinutes: body.slotMinutes, bufferMinutes: body.bufferMinutes, minNoticeMinutes: body.minNoticeMinutes, horizonDays: body.horizonDays, weeklyHours: JSON.stringify(body.weeklyHours) } },
      };
    });
    return ok({ message: staffTranslator(admin.locale, 'AdminDemos')('calendar.saved') });
  },
);
