import type { Locale } from '@/i18n/routing';

/** "Venue, City" (with the Arabic comma in Arabic), leaving out a blank part. */
export function venueAndCity(venue: string | null | undefined, city: string | null | undefined, locale: Locale): string {
  return [venue, city].filter(Boolean).join(locale === 'ar' ? '، ' : ', ');
}
