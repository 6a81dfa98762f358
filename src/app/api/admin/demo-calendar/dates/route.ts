import { calendarDateSchema } from '@/schemas/demo-booking';
import { setCalendarDate } from '@/server/demo-booking/calendar';
import { jsonError, ok } from '@/server/http/json-api';
import { staffRoute } from '@/server/http/staff-route';
import { staffTranslator } from '@/server/staff/language';

/** Admins close a day, re-open a public holiday, or clear their exception (`kind: null`). */
export const POST = staffRoute(
  { role: 'admin', schema: calendarDateSchema, bodyLimit: 1024, invalid: (_, admin) => jsonError(400, staffTranslator(admin.locale, 'AdminDemos')('calendar.dateInvalid')) },
  async ({ admin, body: { date, kind, note }, audited }) => {
    await audited(async (trx) => {
      await setCalendarDate(trx, date, kind, note || null);
      return { result: null, audit: { action: 'demo-calendar.date', targetKind: 'demo-calendar', targetId: date, details: { kind } } };
    });
    return ok({ message: staffTranslator(admin.locale, 'AdminDemos')('calendar.dateSaved') });
  },
);
