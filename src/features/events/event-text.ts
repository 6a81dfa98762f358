import { eventsPage } from '@/content/events';
import type { Locale } from '@/i18n/routing';
import { venueAndCity } from '@/lib/event-place';
import type { AdminEvent } from '@/schemas/event';

const copy = eventsPage.event;
type Localized = 'title' | 'summary' | 'description' | 'city' | 'venue';

/** An event's text in the page's language ("title" reads title_en or title_ar). */
export function eventText(event: AdminEvent, field: Localized, locale: Locale): string {
  const key = `${field}${locale === 'ar' ? 'Ar' : 'En'}` as `${Localized}${'En' | 'Ar'}`;
  return event[key] ?? '';
}

/** "Online", or "Venue, City". */
export function eventPlace(event: AdminEvent, locale: Locale): string {
  if (event.mode === 'online') return copy.online[locale];
  return venueAndCity(eventText(event, 'venue', locale), eventText(event, 'city', locale), locale);
}

/** Where an event's page is, without the language prefix. */
export function eventPath(slug: string): string {
  return `/resources/events/${slug}`;
}

/** "12 seats left" / "المقاعد المتبقية: 12", or null without a limit. */
export function seatsLeftText(left: number | null, locale: Locale): string | null {
  if (left === null) return null;
  return left === 1 ? copy.oneSeatLeft[locale] : copy.seatsLeft[locale].replace('{n}', String(left));
}
