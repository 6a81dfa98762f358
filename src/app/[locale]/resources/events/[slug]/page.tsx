import { ArrowLeft, ArrowRight, CalendarDays, Clock, Languages, Mail, MapPin, Users } from '@/components/icons';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { eventsPage } from '@/content/events';
import { EventCover } from '@/features/events/event-cover';
import { RecordingAction } from '@/features/events/event-card';
import { EventJsonLd } from '@/features/events/event-json-ld';
import { EventRegistrationSection } from '@/features/events/event-registration-section';
import { buttonVariants } from '@/components/ui/button-variants';
import { eventPath, eventPlace, eventText, seatsLeftText } from '@/features/events/event-text';
import { Link } from '@/i18n/navigation';
import { resolvePageLocale } from '@/lib/localized-page';
import { formatRiyadhDate, formatRiyadhTimeRange, riyadhIsoWithOffset } from '@/lib/riyadh-time';
import { pageMetadata } from '@/lib/seo';
import { registrationState, seatsLeft } from '@/server/events/events';
import { renderMarkdown } from '@/server/markdown';
import { publishedEvent } from '@/server/events/published';
import { PhoneActionBar } from '@/components/site/phone-action-bar';

/** Read on every request, so staff edits, unpublishing and seats taken show at once (as blog posts do). */
export const dynamic = 'force-dynamic';

const copy = eventsPage.event;

export async function generateMetadata({ params }: PageProps<'/[locale]/resources/events/[slug]'>): Promise<Metadata> {
  const { slug } = await params;
  const locale = await resolvePageLocale(params);
  const event = await publishedEvent(slug);
  if (!event) return {};
  return pageMetadata({ locale, path: eventPath(event.slug), title: eventText(event, 'title', locale), description: eventText(event, 'summary', locale) });
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-h-9 ps-12">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">
        <span aria-hidden className="absolute start-0 top-0 flex size-9 items-center justify-center rounded-xl bg-teal-50 text-teal-700">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 font-medium text-navy-900">{children}</dd>
    </div>
  );
}

export default async function EventPage({ params }: PageProps<'/[locale]/resources/events/[slug]'>) {
  const { slug } = await params;
  const locale = await resolvePageLocale(params);
  const event = await publishedEvent(slug);
  // A missing event's 404: normally answered earlier by its proxy rule, src/proxy/event.ts, with the
  // server-rendered 404 document.
  if (!event) notFound();
  const now = new Date();
  const state = registrationState(event, now);
  const seats = state === 'open' ? seatsLeftText(seatsLeft(event), locale) : null;
  const Back = locale === 'ar' ? ArrowRight : ArrowLeft;
  return (
    <>
      <EventJsonLd event={event} locale={locale} state={state} />
      <article className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <Link href="/resources/events" className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-teal-700">
          <Back aria-hidden className="size-4" />
          {copy.back[locale]}
        </Link>
        <header className="mt-6 max-w-3xl">
          <p className="w-fit rounded-full bg-teal-50 px-2.5 py-1 text-xs font-semibold text-teal-700">{copy.kinds[event.kind][locale]}</p>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance text-navy-900 sm:text-4xl">{eventText(event, 'title', locale)}</h1>
          <p className="mt-4 text-lg leading-relaxed text-navy-800">{eventText(event, 'summary', locale)}</p>
        </header>
        <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-14">
          <div className="min-w-0">
            <EventCover kind={event.kind} locale={locale} className="rounded-[var(--radius-card)] sm:aspect-[21/9]" />
            <h2 className="mt-10 text-2xl font-bold text-navy-900">{copy.about[locale]}</h2>
            <div className="prose-site mt-4" dangerouslySetInnerHTML={{ __html: renderMarkdown(eventText(event, 'description', locale), { rtl: locale === 'ar' }) }} />
            {state !== 'past' && (
              <div className="mt-10">
                <EventRegistrationSection slug={event.slug} state={state} locale={locale} />
              </div>
            )}
          </div>
          {/* On a phone the details (when, where, seats) come right after the title, before the long text. */}
          <aside aria-label={copy.details[locale]} className="order-first lg:sticky lg:top-24 lg:order-none lg:self-start">
            <div className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)]">
              <h2 className="text-lg font-bold text-navy-900">{copy.details[locale]}</h2>
              <dl className="mt-5 grid gap-4">
                <Detail icon={<CalendarDays className="size-4" />} label={copy.date[locale]}>
                  <time dateTime={riyadhIsoWithOffset(event.startsAt)}>{formatRiyadhDate(event.startsAt, locale)}</time>
                </Detail>
                <Detail icon={<Clock className="size-4" />} label={copy.time[locale]}>
                  {formatRiyadhTimeRange(event.startsAt, event.endsAt, locale)}
                </Detail>
                <Detail icon={<MapPin className="size-4" />} label={copy.place[locale]}>
                  {eventPlace(event, locale)}
                </Detail>
                <Detail icon={<Languages className="size-4" />} label={copy.language[locale]}>
                  {copy.languages[event.language][locale]}
                </Detail>
              </dl>
              <section aria-labelledby="register-title" data-registration-state={state} className="mt-6 border-t border-line pt-6">
                <h2 id="register-title" className="text-lg font-bold text-navy-900">
                  {copy.register[locale]}
                </h2>
                <p className="mt-2 text-sm font-medium text-navy-800">{copy.states[state][locale]}</p>
                {state === 'open' && <p className="mt-1 text-sm text-muted">{copy.free[locale]}</p>}
                {state === 'open' && (
                  <a href="#register" className={buttonVariants({ className: 'mt-4 w-full' })}>
                    {copy.registerNow[locale]}
                  </a>
                )}
                {seats && (
                  <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-teal-50 px-3 py-1 text-sm font-semibold text-teal-700">
                    <Users aria-hidden className="size-4" />
                    {seats}
                  </p>
                )}
                {state === 'past' && (
                  <div className="mt-4">
                    <RecordingAction event={event} locale={locale} describedBy="register-title" />
                  </div>
                )}
              </section>
            </div>
            {state !== 'open' && (
              <Link href="/resources/events#newsletter" className="mt-4 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-teal-700 hover:underline">
                <Mail aria-hidden className="size-4" />
                {copy.invitations[locale]}
              </Link>
            )}
          </aside>
        </div>
      </article>
      <PhoneActionBar locale={locale} page={`/resources/events/${slug}`} />
    </>
  );
}
