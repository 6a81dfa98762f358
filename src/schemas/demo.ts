import { text, z } from '@/lib/zod';
import { budgets, companySizes, facilitySizes, industries, moduleInterests, solutionChoices, timelines } from './demo-options';
import { toE164 } from '@/lib/phone';
import { fullName, submissionContextShape, workEmail } from './submission-fields';

/**
 * Error messages are keys of `DemoForm.errors` in the message files, so one schema serves the
 * browser (in the page's language) and the route handler (in the request's language).
 */
export type DemoErrorKey =
  | 'invalidEmail'
  | 'phoneFormat'
  | 'companySize'
  | 'moduleInterest'
  | 'slotStart'
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
  | 'tooLong'
  | 'invalidText';

const error = (key: DemoErrorKey) => ({ error: key });

/** A Saudi mobile (05XXXXXXXX) or any number with its country code; the output is E.164 (+966551234567). */
const callablePhone = text(error('phoneFormat'))
  .max(40, error('tooLong'))
  .transform((value, context) => {
    const e164 = toE164(value);
    if (e164) return e164;
    context.addIssue({ code: 'custom', message: 'phoneFormat' satisfies DemoErrorKey });
    return z.NEVER;
  });

/**
 * A start of the demo calendar as the slots API gives it (ISO 8601 UTC, whole minutes). Whether it is
 * free, on the grid and within the notice and horizon, the server decides at booking time.
 */
export const slotStart = text(error('preferredTime'))
  // Nothing chosen yet is its own message; a value of the wrong shape is another.
  .min(1, { error: 'preferredTime' satisfies DemoErrorKey, abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/, error('slotStart'))
  // A real instant: hour 25, month 13 or 31 February have the shape but name no time.
  .refine((value) => {
    const time = Date.parse(value);
    return Number.isFinite(time) && new Date(time).toISOString() === value;
  }, error('slotStart'));

/** The short form of /request-demo. */
export const shortDemoRequestSchema = z.object({
  name: fullName,
  email: workEmail,
  phone: callablePhone,
  company: text(error('tooLong')).trim().max(160, error('tooLong')).optional(),
  companySize: z.enum(companySizes, error('companySize')),
  moduleInterest: z.enum(moduleInterests, error('moduleInterest')),
  slotStart,
});
export type ShortDemoRequest = z.infer<typeof shortDemoRequestSchema>;

/** The long form of /detailed-demo-request: the full inquiry. */
export const detailedDemoRequestSchema = z.object({
  name: fullName,
  email: workEmail,
  phone: callablePhone,
  company: text(error('companyName')).trim().min(2, error('companyName')).max(160, error('tooLong')),
  industry: z.enum(industries, error('industry')),
  facilitySize: z.enum(facilitySizes, error('facilitySize')),
  currentSoftware: text(error('currentSoftware')).trim().min(1, error('currentSoftware')).max(200, error('tooLong')),
  interestedSolutions: z.array(z.enum(solutionChoices, error('interestedSolutions')), error('interestedSolutions')).min(1, error('interestedSolutions')).max(solutionChoices.length),
  budget: z.enum(budgets, error('budget')),
  timeline: z.enum(timelines, error('timeline')),
});
export type DetailedDemoRequest = z.infer<typeof detailedDemoRequestSchema>;

/** Payloads of POST /api/demo-request and POST /api/detailed-demo-request. */
export const shortDemoRequestPayloadSchema = shortDemoRequestSchema.extend(submissionContextShape);
export const detailedDemoRequestPayloadSchema = detailedDemoRequestSchema.extend(submissionContextShape);
export type ShortDemoRequestPayload = z.infer<typeof shortDemoRequestPayloadSchema>;
export type DetailedDemoRequestPayload = z.infer<typeof detailedDemoRequestPayloadSchema>;
