import { isIsoDate } from '@/lib/riyadh-time';
import { minutesOf } from '@/lib/demo-slots';
import { text, z } from '@/lib/zod';
import { slotStart } from './demo';

/** GET /api/demo-slots: `from` a real date (default today in Riyadh), `days` a whole number (capped by the handler). */
export const slotsQuerySchema = z.object({
  from: z.string().refine(isIsoDate).optional(),
  days: z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number)
    .refine((days) => days >= 1)
    .optional(),
});

/** POST /api/demo-bookings: the visitor's manage link's token and what to do. */
export const manageBookingSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('cancel'), token: text().max(100), locale: z.enum(['en', 'ar']).optional() }),
  z.object({ action: z.literal('reschedule'), token: text().max(100), slotStart, locale: z.enum(['en', 'ar']).optional() }),
]);

/** Staff move or cancel a demo on the agenda. */
export const staffBookingChangeSchema = z.discriminatedUnion('action', [z.object({ action: z.literal('cancel') }), z.object({ action: z.literal('reschedule'), slotStart })]);

const hhmm = z.string().refine((value) => minutesOf(value) !== null);
const dayHours = z
  .object({ start: hhmm, end: hhmm })
  .nullable()
  .refine((day) => day === null || minutesOf(day.start)! < minutesOf(day.end)!);
export const weeklyHoursSchema = z.array(dayHours).length(7);

/** PUT /api/admin/demo-calendar. */
export const calendarRulesSchema = z.object({
  weeklyHours: weeklyHoursSchema,
  slotMinutes: z.number().int().min(10).max(240),
  bufferMinutes: z.number().int().min(0).max(120),
  minNoticeMinutes: z.number().int().min(0).max(14 * 24 * 60),
  horizonDays: z.number().int().min(1).max(365),
  /** Bookings in an hour past which admins are alerted; absent: unchanged. */
  burstAlertPerHour: z.number().int().min(1).max(1000).optional(),
});

/** POST /api/admin/demos/release: every upcoming demo of one network (as the agenda lists it) or one e-mail domain. */
export const releaseTargetSchema = z.union([
  z.strictObject({ network: z.string().max(64).regex(/^(\d{1,3}\.\d{1,3}\.\d{1,3}\.0\/24|[0-9a-f]{1,4}:[0-9a-f]{1,4}:[0-9a-f]{1,4}::\/48)$/) }),
  z.strictObject({ domain: z.string().max(253).regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i) }),
]);
export type ReleaseTarget = z.infer<typeof releaseTargetSchema>;

/** Staff's exception of a day: an extra closed day, or a public holiday re-opened. */
export const calendarDateKinds = ['closed', 'open'] as const;

/** POST /api/admin/demo-calendar/dates: close a day, re-open a holiday, or clear staff's exception (null). */
export const calendarDateSchema = z.object({
  date: z.string().refine(isIsoDate),
  kind: z.enum(calendarDateKinds).nullable(),
  note: text().trim().max(200).optional(),
});

/** POST /api/admin/demo-calendar/hosts. */
export const hostSchema = z.object({
  adminId: z.string().uuid(),
  /** The host's name for visitors, in English and in Arabic; until both are given, visitors read "the Siyana team". */
  displayName: text().trim().max(100),
  displayNameAr: text().trim().max(100).optional(),
  email: z.union([z.literal(''), z.string().trim().email().max(254)]).optional(),
  weeklyHours: weeklyHoursSchema.nullable(),
  active: z.boolean(),
});
