import { text, z } from '@/lib/zod';
import { locales } from '@/i18n/routing';

/**
 * The rules every lead form shares. Their messages are error keys that each form's `errors`
 * namespace defines (`invalidEmail`, `fullName`, `tooLong`).
 */
export type SharedFieldErrorKey = 'invalidEmail' | 'fullName' | 'tooLong';

const error = (key: SharedFieldErrorKey) => ({ error: key });

/** The demo forms' e-mail rule: any valid address, trimmed. */
export const workEmail = text(error('invalidEmail')).trim().max(254, error('tooLong')).pipe(z.email(error('invalidEmail')));
export const fullName = text(error('fullName')).trim().min(2, error('fullName')).max(120, error('tooLong'));

const optionalText = (max: number) => text().trim().max(max).optional();

/** The path of the page a form was sent from: a text that is not a plain path is dropped (the lead is kept); any other type is refused. */
export const pagePath = text()
  .optional()
  .transform((value) => (value !== undefined && value.length <= 200 && /^\/[\w\-/]*$/.test(value) ? value : undefined));

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
  website: text().max(500).optional(),
};
