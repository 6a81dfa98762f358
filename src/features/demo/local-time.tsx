'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { formatZonedTimeRange } from '@/lib/riyadh-time';

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
      // No zone named: the visitor's own.
      return t('localTime', { time: formatZonedTimeRange(start, end, locale) });
    },
    () => '',
  );
  return text ? (
    <p className="mt-1 text-sm text-teal-700" data-testid="local-time">
      {text}
    </p>
  ) : null;
}
