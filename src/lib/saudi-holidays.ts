/**
 * Saudi public holidays for the private sector, as the Labour Law's implementing regulations set them:
 * Founding Day (22 February), National Day (23 September), Eid al-Fitr (four days from the day after
 * 29 Ramadan) and Eid al-Adha (four days from the Day of Arafat, 9 Dhu al-Hijjah). The two Eids follow
 * the Umm al-Qura calendar (Intl's `islamic-umalqura`), computed for any Gregorian year. Pure: the demo
 * calendar seeds its closed dates from it and the working-hour clock falls back on it.
 */
import { DAY_MS, type IsoDate } from './riyadh-time';

export type HolidayId = 'founding-day' | 'national-day' | 'eid-al-fitr' | 'eid-al-adha';

export interface PublicHoliday {
  date: IsoDate;
  id: HolidayId;
  name: { en: string; ar: string };
}

const names: Record<HolidayId, PublicHoliday['name']> = {
  'founding-day': { en: 'Founding Day', ar: 'يوم التأسيس' },
  'national-day': { en: 'Saudi National Day', ar: 'اليوم الوطني السعودي' },
  'eid-al-fitr': { en: 'Eid al-Fitr', ar: 'عيد الفطر' },
  'eid-al-adha': { en: 'Eid al-Adha', ar: 'عيد الأضحى' },
};

const hijri = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', { timeZone: 'UTC', year: 'numeric', month: 'numeric', day: 'numeric' });

/** The Umm al-Qura month and day of a Gregorian date. */
function hijriMonthDay(utcMs: number): { month: number; day: number } {
  const parts = Object.fromEntries(hijri.formatToParts(new Date(utcMs)).map((part) => [part.type, part.value]));
  return { month: Number(parts.month), day: Number(parts.day) };
}

const isoOf = (utcMs: number): IsoDate => new Date(utcMs).toISOString().slice(0, 10);

/** A year's holidays are computed once per process (the Umm al-Qura walk formats every day of the year). */
const byYear = new Map<number, readonly PublicHoliday[]>();

/** Every public holiday day falling in the Gregorian `year`, in date order. */
export function saudiPublicHolidays(year: number): PublicHoliday[] {
  if (!byYear.has(year)) byYear.set(year, holidaysOf(year));
  return [...byYear.get(year)!];
}

function holidaysOf(year: number): PublicHoliday[] {
  const days: PublicHoliday[] = [
    { date: `${year}-02-22`, id: 'founding-day', name: names['founding-day'] },
    { date: `${year}-09-23`, id: 'national-day', name: names['national-day'] },
  ];
  // Walk from a few days before the year so an Eid that starts in late December of the year before and
  // runs into January is counted for the days that fall in this year.
  const first = Date.UTC(year, 0, 1) - 4 * DAY_MS;
  const last = Date.UTC(year, 11, 31);
  for (let ms = first; ms <= last; ms += DAY_MS) {
    const { month, day } = hijriMonthDay(ms);
    const id: HolidayId | null = month === 9 && day === 29 ? 'eid-al-fitr' : month === 12 && day === 8 ? 'eid-al-adha' : null;
    if (!id) continue;
    for (let offset = 1; offset <= 4; offset += 1) {
      const date = isoOf(ms + offset * DAY_MS);
      if (date.startsWith(`${year}-`)) days.push({ date, id, name: names[id] });
    }
  }
  return days.sort((a, b) => a.date.localeCompare(b.date));
}

/** The holiday days from `from` to `to` inclusive (dates "YYYY-MM-DD"), in date order. */
export function saudiPublicHolidaysBetween(from: IsoDate, to: IsoDate): PublicHoliday[] {
  const years: number[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) years.push(year);
  return years.flatMap(saudiPublicHolidays).filter((holiday) => holiday.date >= from && holiday.date <= to);
}
