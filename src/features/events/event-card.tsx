import { CalendarDays, CirclePlay, Clock, MapPin, Users } from '@/components/icons';
import { buttonVariants } from '@/components/ui/button-variants';
import { eventsPage } from '@/content/events';
import type { AdminEvent } from '@/schemas/event';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { cn } from '@/lib/cn';
import { formatRiyadhShortDate, formatRiyadhTimeRange, riyadhIsoWithOffset } from '@/lib/riyadh-time';
import type { RegistrationState } from '@/server/events/events';
import { EventCover } from './event-cover';
import { eventPath, eventPlace, eventText, seatsLeftText } from './event-text';

const copy = eventsPage.event;
const past = eventsPage.past;

const badgeTone: Record<RegistrationState, string> = {
  open: 'bg-teal-50 text-teal-700',
  closed: 'bg-navy-50 text-navy-800',
  full: 'bg-amber-100 text-navy-900',
  started: 'bg-navy-50 text-navy-800',
  past: 'bg-navy-50 text-navy-800',
};

/** What a past event offers: its recording, a request for it (online sessions were recorded), or nothing. */
export function RecordingAction({ event, locale, describedBy }: { event: AdminEvent; locale: Locale; describedBy: string }) {
  if (event.recordingUrl) {
    return (
      <a href={event.recordingUrl} rel="noopener" aria-describedby={describedBy} className={cn(buttonVariants({ variant: 'primary' }), 'w-full')}>
        <CirclePlay aria-hidden />
        {past.watch[locale]}
      </a>
    );
  }
  if (event.mode === 'online') {
    return (
      <Link
        href={`${eventPath(event.slug)}/recording`}
        aria-describedby={describedBy}
        className={cn(buttonVariants({ variant: 'outline' }), 'w-full')}
      >
        <CirclePlay aria-hidden />
        {past.request[locale]}
      </Link>
    );
  }
  return <p className="inline-flex rounded-full bg-navy-50 px-2.5 py-1 text-xs font-semibold text-muted">{past.notRecorded[locale]}</p>;
}

/** An event on the events page: upcoming with its cover, date, place and seats; past with its recording. */
export function EventCard({ event, locale, state, seatsLeft, headingLevel = 3 }: { event: AdminEvent; locale: Locale; state: RegistrationState; seatsLeft: number | null; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `event-${event.slug}`;
  const isPast = state === 'past';
  const seats = isPast ? null : seatsLeftText(seatsLeft, locale);
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-[var(--shadow-card)]">
      {!isPast && <EventCover kind={event.kind} locale={locale} />}
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-2">
          {/* An upcoming card's cover shows the kind already (drawn, so hidden from screen readers, who read it here). */}
          <p className={cn('rounded-full bg-teal-50 px-2.5 py-1 text-xs font-semibold text-teal-700', !isPast && 'sr-only')}>{copy.kinds[event.kind][locale]}</p>
          {!isPast && <p className={cn('rounded-full px-2.5 py-1 text-xs font-semibold', badgeTone[state])}>{copy.badges[state][locale]}</p>}
        </div>
        <Heading id={headingId} className="mt-3 text-lg font-bold text-balance text-navy-900">
          <Link href={eventPath(event.slug)} className="hover:underline">
            {eventText(event, 'title', locale)}
          </Link>
        </Heading>
        <p className="mt-2 text-sm leading-relaxed text-muted">{eventText(event, 'summary', locale)}</p>
        <ul className="mt-4 grid gap-1.5 text-sm text-navy-800">
          <li className="flex items-center gap-2">
            <CalendarDays aria-hidden className="size-4 shrink-0 text-muted" />
            <time dateTime={riyadhIsoWithOffset(event.startsAt)}>{formatRiyadhShortDate(event.startsAt, locale)}</time>
          </li>
          <li className="flex items-center gap-2">
            <Clock aria-hidden className="size-4 shrink-0 text-muted" />
            {formatRiyadhTimeRange(event.startsAt, event.endsAt, locale)}
          </li>
          <li className="flex items-center gap-2">
            <MapPin aria-hidden className="size-4 shrink-0 text-muted" />
            {eventPlace(event, locale)}
          </li>
          {seats && (
            <li className="flex items-center gap-2 font-semibold text-teal-700">
              <Users aria-hidden className="size-4 shrink-0" />
              {seats}
            </li>
          )}
        </ul>
        <div className="mt-auto pt-6">
          {isPast ? (
            <RecordingAction event={event} locale={locale} describedBy={headingId} />
          ) : (
            <Link href={eventPath(event.slug)} aria-describedby={headingId} className={cn(buttonVariants({ variant: 'outline' }), 'w-full')}>
              {copy.view[locale]}
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
