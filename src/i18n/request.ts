import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { isolateMessageFigures } from './bidi';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    // RIYADH_TIME_ZONE of src/lib/riyadh-time.ts (the time-zone module), which this layer cannot import.
    timeZone: 'Asia/Riyadh',
    // Arabic copy keeps its figures ("9:00-18:00", "30-40%") in reading order: each is a left-to-right isolate.
    messages: locale === 'ar' ? isolateMessageFigures((await import('../../messages/ar.json')).default) : (await import('../../messages/en.json')).default,
  };
});
