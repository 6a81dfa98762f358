import { useTranslations } from 'next-intl';

/** The site-facts editor's words: keys built from the schema's field names, so looked up by name. */
export type SiteWords = { (key: string, values?: Record<string, string | number>): string; has(key: string): boolean };

export function useSiteWords(): SiteWords {
  return useTranslations('Admin.site') as unknown as SiteWords;
}
