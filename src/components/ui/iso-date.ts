/** Dates are plain "YYYY-MM-DD" strings: no time zone can shift the chosen day. */
export type IsoDate = string;

export function toIso(year: number, month: number, day: number): IsoDate {
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function parts(iso: IsoDate) {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return { year, month: month - 1, day };
}

export function addDays(iso: IsoDate, days: number): IsoDate {
  const { year, month, day } = parts(iso);
  const date = new Date(Date.UTC(year, month, day + days));
  return date.toISOString().slice(0, 10);
}

export function localToday(): IsoDate {
  const now = new Date();
  return toIso(now.getFullYear(), now.getMonth(), now.getDate());
}

export function asUtcDate(iso: IsoDate): Date {
  const { year, month, day } = parts(iso);
  return new Date(Date.UTC(year, month, day));
}

/** The long form of a day, e.g. "Sunday, 22 November 2026", in the page's language. */
export function fullDateFormat(intlLocale: string) {
  return new Intl.DateTimeFormat(intlLocale, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
