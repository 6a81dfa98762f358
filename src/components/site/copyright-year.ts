import { RIYADH_TIME_ZONE } from '@/lib/riyadh-time';

/**
 * The year for the footer's copyright line, as it is in Riyadh. Public pages are regenerated daily
 * (revalidate in app/[locale]/layout.tsx); pages rendered per request get it at once.
 */
export function copyrightYear(now: Date = new Date()): number {
  return Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: RIYADH_TIME_ZONE }).format(now));
}
