import type { Text } from './types';

/** The blog's category row: "all" plus the seven categories a post can have. */
export const blogCategoryIds = ['ai-technology', 'maintenance', 'energy', 'compliance', 'mobile', 'asset-management', 'roi-analysis'] as const;
export type BlogCategoryId = (typeof blogCategoryIds)[number];

export const blogCategoryLabels: Record<'all' | BlogCategoryId, Text> & Record<string, Text | undefined> = {
  all: { en: 'All', ar: 'الكل' },
  'ai-technology': { en: 'AI & Technology', ar: 'الذكاء الاصطناعي والتقنية' },
  maintenance: { en: 'Maintenance', ar: 'الصيانة' },
  energy: { en: 'Energy', ar: 'الطاقة' },
  compliance: { en: 'Compliance', ar: 'الامتثال' },
  mobile: { en: 'Mobile', ar: 'الجوال' },
  'asset-management': { en: 'Asset Management', ar: 'إدارة الأصول' },
  'roi-analysis': { en: 'ROI Analysis', ar: 'تحليل العائد على الاستثمار' },
};
