import { text, z } from '@/lib/zod';
import { toE164 } from '@/lib/phone';
import { fullName, pagePath, submissionContextShape, workEmail } from './submission-fields';

/**
 * Error messages are keys of `EventRegistration.errors`, so one schema serves the browser (in the page's
 * language) and the route handler (in the request's language). Name, e-mail and phone follow the demo forms.
 */
export type EventRegistrationErrorKey = 'fullName' | 'invalidEmail' | 'companyName' | 'phoneFormat' | 'newsletter' | 'tooLong' | 'invalidText';

const error = (key: EventRegistrationErrorKey) => ({ error: key });

/** Optional: empty means none; otherwise a Saudi mobile (05XXXXXXXX) or a number with its country code, stored as E.164. */
const optionalPhone = text(error('phoneFormat'))
  .trim()
  .max(40, error('tooLong'))
  .optional()
  .transform((value, context) => {
    if (!value) return undefined;
    const e164 = toE164(value);
    if (e164) return e164;
    context.addIssue({ code: 'custom', message: 'phoneFormat' satisfies EventRegistrationErrorKey });
    return z.NEVER;
  });

/** The registration form: name, work e-mail, company, optional phone, and the newsletter box (unticked unless the visitor ticks it). */
export const eventRegistrationSchema = z.object({
  name: fullName,
  email: workEmail,
  company: text(error('companyName')).trim().min(2, error('companyName')).max(160, error('tooLong')),
  phone: optionalPhone,
  newsletter: z.boolean(error('newsletter')).default(false),
});
export type EventRegistrationFields = z.infer<typeof eventRegistrationSchema>;

/** Payload of POST /api/events/{slug}/registrations: the form plus the page's language, attribution, path and honeypot. */
export const eventRegistrationPayloadSchema = eventRegistrationSchema.extend({
  ...submissionContextShape,
  page: pagePath,
});
export type EventRegistrationPayload = z.infer<typeof eventRegistrationPayloadSchema>;
