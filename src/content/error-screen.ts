import type { Text } from './types';

/**
 * The screen shown when a page fails on our side (src/app/[locale]/error.tsx and, when even the
 * page's frame fails, src/app/global-error.tsx): no technical detail, a way to try again and the way
 * to the people who help (the support centre, which shows the contacts the company publishes).
 */
export const errorScreen = {
  title: { en: 'Something went wrong on our side', ar: 'حدث خطأ من جهتنا' },
  body: {
    en: 'This page could not be shown just now. Your details are safe, and nothing you sent before was lost. Please try again in a moment.',
    ar: 'تعذّر عرض هذه الصفحة الآن. بياناتك في أمان، ولم يضع شيء مما أرسلته من قبل. يُرجى المحاولة مجدداً بعد لحظات.',
  },
  retry: { en: 'Try again', ar: 'حاول مجدداً' },
  home: { en: 'Back to home', ar: 'العودة إلى الرئيسية' },
  help: { en: 'If it keeps happening,', ar: 'إذا تكرر ذلك،' },
  support: { en: 'contact our support team', ar: 'تواصل مع فريق الدعم' },
} satisfies Record<string, Text>;
