import type { Text } from './types';

/** Facts about the business that appear in several places. */
export const site = {
  name: 'Siyana',
  tagline: {
    en: 'AI-powered facility & maintenance management',
    ar: 'منصة ذكية لإدارة المرافق والصيانة',
  } satisfies Text,
  supportPhone: '+966 11 520 4400',
  supportEmail: 'support@siyana.sa',
  salesEmail: 'sales@siyana.sa',
  social: [
    { id: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/siyana-sa' },
    { id: 'x', label: 'X', href: 'https://x.com/siyana_sa' },
    { id: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@siyana-sa' },
  ],
} as const;
