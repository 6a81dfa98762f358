import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CalendarDays, CircleCheck, ClipboardCheck, Download, ExternalLink, UserRound } from '@/components/icons';
import { buttonVariants } from '@/components/ui/button-variants';
import { IslandMessages } from '@/components/site/island-messages';
import { WhatsAppLink } from '@/components/site/whatsapp-link';
import { Card } from '@/components/ui/card';
import { BookingManager } from '@/features/demo/booking-manager';
import { LocalTime } from '@/features/demo/local-time';
import { Link } from '@/i18n/navigation';
import { durationMinutes, formatRiyadhDate, formatRiyadhTimeRange } from '@/lib/riyadh-time';
import { resolvePageLocale } from '@/lib/localized-page';
import { bookingReference } from '@/lib/whatsapp';
import { getDatabase } from '@/server/db';
import { findBookingByToken } from '@/server/demo-booking/booking-view';
import { hostValues, webCalendarLinks } from '@/server/demo-booking/demo-ics';

export const dynamic = 'force-dynamic';

/** The page is rendered per request: a demo that has begun can no longer be changed. */
function hasBegun(start: string): boolean {
  return Date.parse(start) <= new Date().getTime();
}

export async function generateMetadata({ params }: PageProps<'/[locale]/request-demo/booked'>): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'DemoBooking.page' });
  // A personal page: never indexed, and its address (with the token) is never sent to other sites.
  return { title: t('metaTitle'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

/**
 * Where the short demo form leads after a 201 (`?t=` the booking's manage token, its only key): the
 * slot in Riyadh time with the visitor's own time beside it, the host, the calendar file and links,
 * what happens next, and rescheduling or cancelling. A token that opens nothing is a 404.
 */
export default async function DemoBookedPage({ params, searchParams }: PageProps<'/[locale]/request-demo/booked'>) {
  const locale = await resolvePageLocale(params);
  const { t: token } = await searchParams;
  const found = typeof token === 'string' ? await findBookingByToken(getDatabase().db, token) : undefined;
  if (!found || typeof token !== 'string') notFound();
  const t = await getTranslations({ locale, namespace: 'DemoBooking.page' });
  const { booking, hostName, previousStart } = found;
  const over = hasBegun(booking.start_at);
  const cancelled = booking.status !== 'booked';
  const calendars = webCalendarLinks({ start: booking.start_at, end: booking.end_at, locale, hostName });
  const host = hostValues(hostName, locale);
  const steps = [t('steps.one'), t('steps.two', host), t('steps.three')];
  const reference = bookingReference(booking.demo_request_id);

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      {cancelled || over ? (
        <Card className="p-6 text-center sm:p-10">
          <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">{cancelled ? t('cancelledTitle') : t('pastTitle')}</h1>
          <p className="mt-3 text-navy-800">{cancelled ? t('cancelledText') : t('pastText')}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-2">
            {cancelled ? (
              // The cancellation's calendar file: the calendar the demo was added to drops it.
              <a href={`/api/demo-bookings/calendar.ics?t=${encodeURIComponent(token)}`} download="siyana-demo-cancelled.ics" className={buttonVariants({ variant: 'outline' })}>
                <Download aria-hidden />
                {t('removeFromCalendar')}
              </a>
            ) : null}
            <Link href="/request-demo" className={buttonVariants()}>
              {t('bookAgain')}
            </Link>
          </div>
        </Card>
      ) : (
        // One provider for the page's islands (the visitor's local time, rescheduling): their words as messages.
        <IslandMessages locale={locale} namespaces={['DemoBooking.form', 'DemoBooking.page', 'DemoForm.calendar']}>
          <div className="flex items-start gap-3">
            <CircleCheck aria-hidden className="mt-1 size-8 shrink-0 text-teal-700" />
            <div>
              <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">{previousStart ? t('movedHeading') : t('heading')}</h1>
              <p className="mt-2 break-words text-navy-800">
                {t.rich('lead', { email: booking.email, addr: (chunks) => <bdi dir="ltr">{chunks}</bdi> })}
              </p>
            </div>
          </div>
          <Card className="mt-8 grid gap-5 p-5 sm:p-8" data-testid="booked-slot">
            <div className="flex gap-3">
              <CalendarDays aria-hidden className="mt-0.5 size-5 shrink-0 text-teal-700" />
              <div>
                <h2 className="text-sm font-semibold text-muted">{t('when')}</h2>
                <p className="mt-1 text-lg font-semibold text-navy-900">
                  <time dateTime={booking.start_at}>{formatRiyadhDate(booking.start_at, locale)}</time>
                </p>
                <p className="text-navy-900">{formatRiyadhTimeRange(booking.start_at, booking.end_at, locale)}</p>
                {previousStart ? (
                  <p className="mt-1 text-sm text-muted">
                    {t('movedFrom')}{' '}
                    <s>
                      <time dateTime={previousStart}>{formatRiyadhDate(previousStart, locale)}, {formatRiyadhTimeRange(previousStart, new Date(Date.parse(previousStart) + Date.parse(booking.end_at) - Date.parse(booking.start_at)).toISOString(), locale)}</time>
                    </s>
                  </p>
                ) : null}
                <LocalTime start={booking.start_at} end={booking.end_at} locale={locale} />
                <p className="mt-1 text-sm text-muted">{t('length', { minutes: durationMinutes(booking.start_at, booking.end_at) })}</p>
              </div>
            </div>
            <div className="flex gap-3">
              <UserRound aria-hidden className="mt-0.5 size-5 shrink-0 text-teal-700" />
              <div>
                <h2 className="text-sm font-semibold text-muted">{t('host')}</h2>
                <p className="mt-1 text-navy-900">{t('hostText', host)}</p>
              </div>
            </div>
            <div className="flex gap-3">
              <ClipboardCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-teal-700" />
              <div>
                <h2 className="text-sm font-semibold text-muted">{t('reference')}</h2>
                <p className="mt-1 font-mono text-navy-900" dir="ltr" data-testid="booking-reference">
                  {reference}
                </p>
              </div>
            </div>
            <div className="flex flex-wrap gap-2 border-t border-line pt-5">
              <a href={`/api/demo-bookings/calendar.ics?t=${encodeURIComponent(token)}`} download="siyana-demo.ics" className={buttonVariants()}>
                <Download aria-hidden />
                {t('addToCalendar')}
              </a>
              <a href={calendars.google} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: 'outline' })}>
                <ExternalLink aria-hidden />
                {t('google')}
              </a>
              <a href={calendars.outlook} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: 'outline' })}>
                <ExternalLink aria-hidden />
                {t('outlook')}
              </a>
            </div>
          </Card>
          <h2 className="mt-10 text-lg font-semibold text-navy-900">{t('nextTitle')}</h2>
          <ol className="mt-4 grid gap-3">
            {steps.map((step, index) => (
              <li key={step} className="flex gap-3 text-navy-800">
                <span aria-hidden className="flex size-7 shrink-0 items-center justify-center rounded-full bg-teal-700 text-sm font-semibold text-white">
                  {index + 1}
                </span>
                <span className="pt-0.5">{step}</span>
              </li>
            ))}
          </ol>
          <Card className="mt-10 p-5 sm:p-8">
            <h2 className="text-lg font-semibold text-navy-900">{t('manageTitle')}</h2>
            <p className="mt-2 text-sm text-muted">{t('manageText')}</p>
            <BookingManager token={token} current={booking.start_at} />
          </Card>
          <div className="mt-8 flex flex-col items-start gap-3 rounded-2xl border border-line bg-white p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
            <p className="text-navy-800">{t('whatsappText')}</p>
            <WhatsAppLink locale={locale} page="/request-demo/booked" reference={reference} className="shrink-0" />
          </div>
        </IslandMessages>
      )}
    </section>
  );
}
