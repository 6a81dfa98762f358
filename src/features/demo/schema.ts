import { z } from '@/lib/zod';
import { locales } from '@/i18n/routing';
import { budgets, companySizes, EARLIEST_DATE, facilitySizes, industries, solutionChoices, systemInterests, timelines, timeSlots } from './options';

/**
 * Error messages are keys of `DemoForm.errors` in the message files, so one schema serves the
 * browser (in the page's language) and the route handler (in the request's language).
 */
export type DemoErrorKey =
  | 'invalidEmail'
  | 'invalidPhone'
  | 'companySize'
  | 'systemInterest'
  | 'preferredDate'
  | 'preferredTime'
  | 'fullName'
  | 'companyName'
  | 'industry'
  | 'facilitySize'
  | 'currentSoftware'
  | 'interestedSolutions'
  | 'budget'
  | 'timeline'
  | 'tooLong';

const error = (key: DemoErrorKey) => ({ error: key });
const PHONE_CHARACTERS = /^[+\d\s().-]+$/;

const email = z.string(error('invalidEmail')).trim().max(254, error('tooLong')).pipe(z.email(error('invalidEmail')));
const phone = (minimum: number) =>
  z.string(error('invalidPhone')).trim().min(minimum, error('invalidPhone')).max(30, error('tooLong')).regex(PHONE_CHARACTERS, error('invalidPhone'));

/** Today's date (YYYY-MM-DD) as the earliest time zone on Earth sees it, so no visitor's "today" is refused. */
export function earliestAllowedDate(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

const preferredDate = z
  .string(error('preferredDate'))
  .regex(/^\d{4}-\d{2}-\d{2}$/, error('preferredDate'))
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), error('preferredDate'))
  .refine((value) => value >= EARLIEST_DATE && value >= earliestAllowedDate(), error('preferredDate'));

/** The short form of /request-demo (spec §2.4, §5). */
export const shortDemoRequestSchema = z.object({
  email,
  phone: phone(10),
  companySize: z.enum(companySizes, error('companySize')),
  systemInterest: z.enum(systemInterests, error('systemInterest')),
  preferredDate,
  preferredTime: z.enum(timeSlots as [string, ...string[]], error('preferredTime')),
});
export type ShortDemoRequest = z.infer<typeof shortDemoRequestSchema>;

/** The long form of /detailed-demo-request: the inquiry schema of spec §5. */
export const detailedDemoRequestSchema = z.object({
  name: z.string(error('fullName')).trim().min(2, error('fullName')).max(120, error('tooLong')),
  email,
  phone: phone(8),
  company: z.string(error('companyName')).trim().min(2, error('companyName')).max(160, error('tooLong')),
  industry: z.enum(industries, error('industry')),
  facilitySize: z.enum(facilitySizes, error('facilitySize')),
  currentSoftware: z.string(error('currentSoftware')).trim().min(1, error('currentSoftware')).max(200, error('tooLong')),
  interestedSolutions: z.array(z.enum(solutionChoices, error('interestedSolutions')), error('interestedSolutions')).min(1, error('interestedSolutions')).max(solutionChoices.length),
  budget: z.enum(budgets, error('budget')),
  timeline: z.enum(timelines, error('timeline')),
});
export type DetailedDemoRequest = z.infer<typeof detailedDemoRequestSchema>;

const optionalText = (max: number) => z.string().trim().max(max).optional();

/** What every submission carries besides the form: the page's language, the visit's attribution and the honeypot. */
export const submissionContextShape = {
  locale: z.enum(locales).default('en'),
  utmSource: optionalText(200),
  utmMedium: optionalText(200),
  utmCampaign: optionalText(200),
  utmTerm: optionalText(200),
  utmContent: optionalText(200),
  referrer: optionalText(500),
  /** Hidden from people; only bots fill it. */
  website: z.string().max(500).optional(),
};

/** Payloads of POST /api/demo-request and POST /api/detailed-demo-request. */
export const shortDemoRequestPayloadSchema = shortDemoRequestSchema.extend(submissionContextShape);
export const detailedDemoRequestPayloadSchema = detailedDemoRequestSchema.extend(submissionContextShape);
export type ShortDemoRequestPayload = z.infer<typeof shortDemoRequestPayloadSchema>;
export type DetailedDemoRequestPayload = z.infer<typeof detailedDemoRequestPayloadSchema>;
