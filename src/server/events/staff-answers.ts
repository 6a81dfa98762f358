import 'server-only';
import type { z } from 'zod';
import { adminMessage } from '@/server/messages';
import { staffTranslator, type StaffLocale } from '../staff/language';
import { jsonError } from '../http/json-api';
import type { SaveEventResult } from './events';

/** The first problem of an event payload, in the staff member's language, naming its field: "البداية: أدخل تاريخاً ووقتاً صحيحين." */
export function eventErrorMessage(error: z.ZodError, locale: StaffLocale): string {
  const adminText = staffTranslator(locale);
  const issue = error.issues[0];
  if (!issue) return adminText('events.errors.invalid');
  const text = adminMessage(adminText, `events.errors.${issue.message}`) ?? adminText('events.errors.invalid');
  const field = adminMessage(adminText, `events.fields.${String(issue.path[0] ?? '')}`);
  return field ? `${field}: ${text}` : text;
}

/** 400 with the message and the field (the form marks and focuses it). */
export function invalidEvent(error: z.ZodError, locale: StaffLocale): Response {
  const field = error.issues[0]?.path[0];
  return jsonError(400, eventErrorMessage(error, locale), typeof field === 'string' ? { field } : {});
}

/** The 4xx answer of a refused save. */
export function refusedSave(result: Exclude<SaveEventResult, { ok: true }>, locale: StaffLocale): Response {
  const adminText = staffTranslator(locale);
  if (result.reason === 'not-found') return jsonError(404, adminText('events.errors.notFound'));
  if (result.reason === 'slug-taken') return jsonError(409, `${adminText('events.fields.slug')}: ${adminText('events.errors.slugTaken')}`, { field: 'slug' });
  if (result.reason !== 'below-seats') throw new Error('unknown refusal');
  return jsonError(409, `${adminText('events.fields.capacity')}: ${adminText('events.errors.belowSeats', { count: result.seatsTaken })}`, { field: 'capacity' });
}
