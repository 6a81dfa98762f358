/**
 * The year for the footer's copyright line, as it is in Riyadh. Public pages are generated at build
 * time, so on them this is the year of the build (every deploy rebuilds them); pages rendered per
 * request (blog posts) get the current year.
 */
export function copyrightYear(now: Date = new Date()): number {
  return Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Riyadh' }).format(now));
}
