import { riyadhYearOf } from '@/lib/riyadh-time';

/**
 * The year for the footer's copyright line, as it is in Riyadh. Public pages are regenerated daily
 * (revalidate in app/[locale]/layout.tsx); pages rendered per request get it at once.
 */
export function copyrightYear(now: Date = new Date()): number {
  return riyadhYearOf(now);
}
