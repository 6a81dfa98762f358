import { ArrowDown, CalendarClock, CalendarDays, NamedIcon } from '@/components/icons';
import type { Metadata } from 'next';
import { PageHero } from '@/components/site/page-hero';
import { Section, SectionHeading } from '@/components/site/section';
import { IconBadge } from '@/components/ui/card';
import { buttonVariants } from '@/components/ui/button-variants';
import { eventsPage, eventTypes } from '@/content/events';
import { EventCard } from '@/features/events/event-card';
import { NewsletterSignup } from '@/features/newsletter/newsletter-signup';
import { NotifyMeLink } from '@/features/resources/notify-me-link';
import { EventsIllustration } from '@/features/tools/illustrations';
import { localizedMetadata, resolvePageLocale } from '@/lib/localized-page';
import { registrationState, seatsLeft } from '@/server/events/events';
import { publishedEvents } from '@/server/events/published';
import { PhoneActionBar } from '@/components/site/phone-action-bar';

/** Reads the published events on every request, so staff changes show at once (as the blog does). */
export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: PageProps<'/[locale]/resources/events'>): Promise<Metadata> {
  return localizedMetadata(params, eventsPage.meta, '/resources/events');
}

export default async function EventsPage({ params }: PageProps<'/[locale]/resources/events'>) {
  const locale = await resolvePageLocale(params);
  const { hero, upcoming, types, past, newsletter } = eventsPage;
  const now = new Date();
  const events = await publishedEvents(now);
  return (
    <>
      <PageHero locale={locale} eyebrow={hero.eyebrow[locale]} title={hero.title[locale]} lead={hero.lead[locale]} aside={<EventsIllustration />}>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <NotifyMeLink target="newsletter" className={buttonVariants({ variant: 'primary', size: 'lg' })}>
            {hero.primary[locale]}
            <ArrowDown aria-hidden />
          </NotifyMeLink>
          <a href="#past" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            {hero.secondary[locale]}
          </a>
        </div>
      </PageHero>

      <Section id="upcoming" labelledBy="events-upcoming-title" className="pt-8 sm:pt-10 lg:pt-12">
        <SectionHeading id="events-upcoming-title" align="start" eyebrow={upcoming.eyebrow[locale]} title={upcoming.title[locale]} />
        {events.upcoming.length > 0 ? (
          <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {events.upcoming.map((event) => (
              <li key={event.id} data-upcoming-event={event.slug}>
                <EventCard event={event} locale={locale} state={registrationState(event, now)} seatsLeft={seatsLeft(event)} />
              </li>
            ))}
          </ul>
        ) : (
          <div data-testid="no-upcoming-events" className="mt-8 flex flex-col items-center gap-4 rounded-3xl border-2 border-dashed border-line bg-canvas px-6 py-12 text-center">
            <span aria-hidden className="flex size-14 items-center justify-center rounded-2xl bg-white text-teal-700 shadow-sm">
              <CalendarClock className="size-7" />
            </span>
            <h3 className="text-xl font-bold text-navy-900">{upcoming.emptyTitle[locale]}</h3>
            <p className="max-w-xl text-muted">{upcoming.emptyBody[locale]}</p>
            <NotifyMeLink target="newsletter" className={buttonVariants({ variant: 'navy' })}>
              {upcoming.emptyAction[locale]}
            </NotifyMeLink>
          </div>
        )}
      </Section>

      <Section id="formats" tone="canvas" labelledBy="events-types-title">
        <SectionHeading id="events-types-title" eyebrow={types.eyebrow[locale]} title={types.title[locale]} />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {eventTypes.map(({ id, icon, title, body, rhythm }) => (
            <li key={id} data-event-type={id} className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)]">
              <IconBadge>
                <NamedIcon name={icon} />
              </IconBadge>
              <h3 className="mt-5 text-lg font-bold text-navy-900">{title[locale]}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{body[locale]}</p>
              <p className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-teal-700">
                <CalendarDays aria-hidden className="size-4" />
                {rhythm[locale]}
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="past" labelledBy="events-past-title">
        <SectionHeading id="events-past-title" eyebrow={past.eyebrow[locale]} title={past.title[locale]} lead={past.lead[locale]} />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {events.past.map((event) => (
            <li key={event.id} data-past-event={event.slug}>
              <EventCard event={event} locale={locale} state="past" seatsLeft={null} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="newsletter" tone="navy" labelledBy="events-newsletter-title">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <SectionHeading id="events-newsletter-title" align="start" inverted eyebrow={newsletter.eyebrow[locale]} title={newsletter.title[locale]} lead={newsletter.lead[locale]} />
          <NewsletterSignup locale={locale} subscriptionType="events" tone="dark" />
        </div>
      </Section>
      <PhoneActionBar locale={locale} page={'/resources/events'} />
    </>
  );
}
