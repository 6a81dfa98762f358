import { z } from '@/lib/zod';
import { locales } from '@/i18n/routing';
import { isBookableDate } from './booking-dates';
import { budgets, companySizes, facilitySizes, industries, moduleInterests, solutionChoices, timelines, timeSlots } from './options';
import { toE164 } from './phone';

/**
 * Error messages are keys of `DemoForm.errors` in the message files, so one schema serves the
 * browser (in the page's language) and the route handler (in the request's language).
 */
export type DemoErrorKey =
  | 'invalidEmail'
  | 'phoneFormat'
  | 'companySize'
  | 'moduleInterest'
  | 'preferredDate'
  | 'preferredDateRange'
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

const email = z.string(error('invalidEmail')).trim().max(254, error('tooLong')).pipe(z.email(error('invalidEmail')));
const fullName = z.string(error('fullName')).trim().min(2, error('fullName')).max(120, error('tooLong'));

/** A Saudi mobile (05XXXXXXXX) or any number with its country code; the output is E.164 (+966551234567). */
const callablePhone = z
  .string(error('phoneFormat'))
  .max(40, error('tooLong'))
  .transform((value, context) => {
    const e164 = toE164(value);
    if (e164) return e164;
    context.addIssue({ code: 'custom', message: 'phoneFormat' satisfies DemoErrorKey });
    return z.NEVER;
  });

/** Sunday to Thursday, from tomorrow to 90 days ahead in Riyadh (booking-dates.ts); the server's clock decides. */
const preferredDate = z
  .string(error('preferredDate'))
  .min(1, error('preferredDate'))
  .refine((value) => value === '' || isBookableDate(value), error('preferredDateRange'));

/** The short form of /request-demo (decisions.md, "Short demo form (revised)"). */
export const shortDemoRequestSchema = z.object({
  name: fullName,
  email,
  phone: callablePhone,
  company: z.string(error('tooLong')).trim().max(160, error('tooLong')).optional(),
  companySize: z.enum(companySizes, error('companySize')),
  moduleInterest: z.enum(moduleInterests, error('moduleInterest')),
  preferredDate,
  preferredTime: z.enum(timeSlots as [string, ...string[]], error('preferredTime')),
});
export type ShortDemoRequest = z.infer<typeof shortDemoRequestSchema>;

/** The long form of /detailed-demo-request: the inquiry schema of spec §5. */
export const detailedDemoRequestSchema = z.object({
  name: fullName,
  email,
  phone: callablePhone,
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
