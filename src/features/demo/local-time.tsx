'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { intlLocaleOf } from '@/lib/riyadh-time';

const noSubscribe = () => () => {};

/**
 * The demo's time on the visitor's own clock, shown only when it differs from Riyadh's (UTC+3): the
 * server cannot know the visitor's zone, so this renders nothing there and fills in after hydration.
 */
export function LocalTime({ start, end, locale }: { start: string; end: string; locale: 'en' | 'ar' }) {
  const t = useTranslations('DemoBooking.page');
  const text = useSyncExternalStore(
    noSubscribe,
    () => {
      if (new Date(start).getTimezoneOffset() === -180) return '';
      const tag = intlLocaleOf(locale);
      const day = new Intl.DateTimeFormat(tag, { weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(start));
      const clock = new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' });
      const zone = new Intl.DateTimeFormat(tag, { timeZoneName: 'short' }).formatToParts(new Date(start)).find((part) => part.type === 'timeZoneName')?.value ?? '';
      return t('localTime', { time: `${day}, ${clock.format(new Date(start))} – ${clock.format(new Date(end))} ${zone}` });
    },
    () => '',
  );
  return text ? (
    <p className="mt-1 text-sm text-teal-700" data-testid="local-time">
      {text}
    </p>
  ) : null;
}
