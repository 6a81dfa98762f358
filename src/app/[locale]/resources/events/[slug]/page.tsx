import { notFound } from 'next/navigation';
import { eventTimeParts } from '@/features/events/event-time';
import { EventRegistrationSection } from '@/features/events/event-registration-section';
import { resolvePageLocale } from '@/lib/localized-page';
import { getDatabase } from '@/server/db';
import { findPublishedEventBySlug } from '@/server/event-registrations';

export const dynamic = 'force-dynamic';

/** Minimal stand-in for the event page (issue 21, part 1 builds the real one): title, date and the registration section. */
export default async function EventPage({ params }: PageProps<'/[locale]/resources/events/[slug]'>) {
  const { slug } = await params;
  const locale = await resolvePageLocale(params);
  const event = await findPublishedEventBySlug(getDatabase().db, decodeURIComponent(slug));
  if (!event) notFound();
  const { date, start, end } = eventTimeParts(event.starts_at, event.ends_at, locale);
  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-12 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold text-navy-900">{locale === 'ar' ? event.title_ar : event.title_en}</h1>
        <p className="mt-2 text-muted">
          <time dateTime={event.starts_at}>{`${date}, ${start} – ${end}`}</time>
        </p>
      </header>
      <EventRegistrationSection event={event} locale={locale} />
    </div>
  );
}
