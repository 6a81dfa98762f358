import { text, z } from '@/lib/zod';
import { locales } from '@/i18n/routing';
import { pagePath } from './submission-fields';

/** Error messages are keys of `Newsletter.errors`, translated in the browser and by the route handler. */
export type NewsletterErrorKey = 'emailRequired' | 'invalidEmail' | 'subscriptionType' | 'tooLong' | 'invalidText';

const error = (key: NewsletterErrorKey) => ({ error: key });

/** The newsletter boxes: the events page (type `events`) and the blog page (type `blog`). */
export const subscriptionTypes = ['events', 'blog'] as const;
export type SubscriptionType = (typeof subscriptionTypes)[number];

/** What the visitor fills in. */
export const newsletterFormSchema = z.object({
  email: text(error('emailRequired'))
    .trim()
    .min(1, error('emailRequired'))
    .max(254, error('tooLong'))
    .pipe(z.email(error('invalidEmail'))),
});

/** Payload of POST /api/newsletter: the form, its type, the page's language and path, the honeypot. */
export const newsletterPayloadSchema = newsletterFormSchema.extend({
  subscriptionType: z.enum(subscriptionTypes, error('subscriptionType')),
  locale: z.enum(locales).default('en'),
  /** The page the visitor subscribed on, kept as the consent's source. */
  source: pagePath,
  /** Hidden from people; only bots fill it. */
  website: text().max(500).optional(),
});
export type NewsletterPayload = z.infer<typeof newsletterPayloadSchema>;

/** The address as stored for uniqueness: trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
