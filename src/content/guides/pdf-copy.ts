import type { Text } from '../types';

/** The fixed words of a guide's PDF (cover, contents, running header and footer). */
export const guidePdfCopy = {
  kicker: { en: 'Practical guide', ar: 'دليل عملي' },
  contents: { en: 'Contents', ar: 'المحتويات' },
  writtenBy: { en: 'Written by', ar: 'إعداد' },
  updated: { en: 'Updated', ar: 'آخر تحديث' },
  readOnline: { en: 'Read online', ar: 'اقرأ الدليل على الموقع' },
  /** `{page}` and `{pages}` are replaced by numbers. */
  pageOf: { en: 'Page {page} of {pages}', ar: 'صفحة {page} من {pages}' },
  notice: {
    en: 'General guidance for facility teams. Requirements set by authorities change: confirm the current rules with the authority concerned before acting on them.',
    ar: 'إرشادات عامة لفرق إدارة المرافق. المتطلبات التي تضعها الجهات الرسمية قد تتغير، فتحقق من الاشتراطات الحالية لدى الجهة المختصة قبل تطبيقها.',
  },
} satisfies Record<string, Text>;
