import type { Text } from './types';

/** The interface texts of a guide's page (src/app/[locale]/resources/guides/[guide]). */
export const guidePageCopy = {
  eyebrow: { en: 'Guide', ar: 'دليل' },
  back: { en: 'Resource Hub', ar: 'مركز الموارد' },
  by: { en: 'By', ar: 'إعداد' },
  updated: { en: 'Updated', ar: 'آخر تحديث' },
  download: { en: 'Download PDF', ar: 'تنزيل PDF' },
  read: { en: 'Read the guide', ar: 'اقرأ الدليل' },
  contents: { en: 'In this guide', ar: 'محتويات الدليل' },
  sectionLink: { en: 'Link to this section', ar: 'رابط هذا القسم' },
  toolTitle: { en: 'Put it into practice', ar: 'طبّقه عملياً' },
  moreTitle: { en: 'More guides', ar: 'أدلة أخرى' },
  ctaTitle: { en: 'See it running on a site like yours', ar: 'شاهده يعمل على موقع يشبه موقعك' },
  ctaLead: {
    en: 'Siyana builds the practices in these guides into daily work: PPM calendars, QR asset tags, inspection records and energy dashboards. A 30-minute demo shows how.',
    ar: 'تحوّل Siyana ممارسات هذه الأدلة إلى عمل يومي: جداول الصيانة الوقائية، وملصقات QR للأصول، وسجلات الفحص، ولوحات متابعة الطاقة. عرض توضيحي مدته 30 دقيقة يريك كيف.',
  },
  ctaButton: { en: 'Request a Demo', ar: 'اطلب عرضاً توضيحياً' },
} satisfies Record<string, Text>;
