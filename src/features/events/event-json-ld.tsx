import { site } from '@/content/site';
import type { AdminEvent } from '@/schemas/event';
import type { Locale } from '@/i18n/routing';
import { riyadhIsoWithOffset } from '@/lib/riyadh-time';
import { localizeHref } from '@/i18n/navigation';
import { absoluteUrl } from '@/lib/seo';
import type { RegistrationState } from '@/server/events/events';
import { eventPath, eventText } from './event-text';

/** schema.org Event data of an event page, in the page's language (times with Riyadh's +03:00 offset). */
export function eventJsonLd(event: AdminEvent, locale: Locale, state: RegistrationState) {
  const url = absoluteUrl(localizeHref(eventPath(event.slug), locale));
  const online = event.mode === 'online';
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: eventText(event, 'title', locale),
    description: eventText(event, 'summary', locale),
    url,
    startDate: riyadhIsoWithOffset(event.startsAt),
    endDate: riyadhIsoWithOffset(event.endsAt),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: online ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
    location: online
      ? { '@type': 'VirtualLocation', url }
      : {
          '@type': 'Place',
          name: eventText(event, 'venue', locale),
          address: { '@type': 'PostalAddress', addressLocality: eventText(event, 'city', locale) },
        },
    inLanguage: event.language === 'both' ? ['ar', 'en'] : event.language,
    organizer: { '@type': 'Organization', name: site.name, url: absoluteUrl('/') },
    offers: {
      '@type': 'Offer',
      price: '0',
      priceCurrency: 'SAR',
      url: `${url}#register`,
      availability: state === 'open' ? 'https://schema.org/InStock' : state === 'full' ? 'https://schema.org/SoldOut' : 'https://schema.org/Discontinued',
    },
  };
}

export function EventJsonLd({ event, locale, state }: { event: AdminEvent; locale: Locale; state: RegistrationState }) {
  // Escaped so that no "</script>" inside a text can end the element early.
  const json = JSON.stringify(eventJsonLd(event, locale, state)).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
