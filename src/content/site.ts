// Relative imports: src/env.ts reads this file, and next.config.ts loads src/env.ts without the @/ alias.
import { BRAND_NAME } from '../lib/brand';
import type { Text } from './types';

/**
 * The company's number (E.164): it answers calls and WhatsApp messages alike. The seed of the published
 * company phone (site facts): pages show `contactsOf(facts).phone`, written as people read it (`readablePhone`).
 */
const companyPhone = '+966115204400';

/** Facts about the business that appear in several places. */
export const site = {
  name: BRAND_NAME,
  tagline: {
    en: 'AI-powered facility & maintenance management',
    ar: 'منصة ذكية لإدارة المرافق والصيانة',
  } satisfies Text,
  supportPhone: companyPhone,
  supportEmail: 'support@siyana.sa',
  salesEmail: 'sales@siyana.sa',
  social: [
    { id: 'linkedin', label: { en: 'LinkedIn', ar: 'لينكد إن' }, href: 'https://www.linkedin.com/company/siyana-sa' },
    { id: 'x', label: { en: 'X', ar: 'إكس' }, href: 'https://x.com/siyana_sa' },
    { id: 'youtube', label: { en: 'YouTube', ar: 'يوتيوب' }, href: 'https://www.youtube.com/@siyana-sa' },
  ],
} as const;

/**
 * The WhatsApp Business number: the company's number, the same line as the support phone (one figure,
 * written once). The WHATSAPP_NUMBER setting may replace it. Kept outside `site`, which client islands
 * bundle, so their JavaScript does not grow.
 */
export const whatsappPhone = companyPhone;
