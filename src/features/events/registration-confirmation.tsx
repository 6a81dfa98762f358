import { ArrowLeft, ArrowRight, CalendarCheck, CalendarDays, Download, ExternalLink, Mail, MapPin } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button-variants';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { formatRiyadhDate, formatRiyadhTimeRange, riyadhIsoWithOffset } from '@/lib/riyadh-time';
import type { AdminEvent } from '@/server/events/events';
import { eventPath, eventPlace, eventText } from './event-text';

/**
 * A registration's confirmation: the event, its time in Riyadh in the page's language, where it takes
 * place, the "Add to calendar" file and, for an online event, the join link. Reached only through the
 * link e-mailed to the registrant (src/server/events/registration-mail.ts); no personal data is shown.
 */
export async function RegistrationConfirmation({ event, token, locale }: { event: AdminEvent; token: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'EventRegistration' });
  const title = eventText(event, 'title', locale);
  const calendarHref = `/api/events/${encodeURIComponent(event.slug)}/calendar.ics?r=${encodeURIComponent(token)}`;
  const joinUrl = event.mode === 'online' ? event.joinUrl : null;
  const Back = locale === 'ar' ? ArrowRight : ArrowLeft;
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="rounded-3xl border border-line bg-white p-6 shadow-[var(--shadow-card)] sm:p-10">
        <span aria-hidden className="flex size-14 items-center justify-center rounded-2xl bg-teal-100 text-teal-700">
          <CalendarCheck className="size-7" />
        </span>
        <p className="mt-6 text-sm font-semibold text-teal-700">{t('confirmation.eyebrow')}</p>
        <h1 className="mt-2 text-2xl font-bold text-balance text-navy-900 sm:text-3xl">{t('confirmation.title', { title })}</h1>
        <p className="mt-3 leading-relaxed text-muted">{t('confirmation.text')}</p>
        <dl className="mt-8 grid gap-4 rounded-2xl bg-canvas p-5">
          <div>
            <dt className="flex items-center gap-2 text-sm font-semibold text-navy-900">
              <CalendarDays aria-hidden className="size-5 shrink-0 text-teal-700" />
              {t('confirmation.when')}
            </dt>
            <dd className="mt-1 ps-7 text-muted">
              <time dateTime={riyadhIsoWithOffset(event.startsAt)}>
                {formatRiyadhDate(event.startsAt, locale)}
                {/* On a line of its own: a browser may break after the range's dash when other text comes first. */}
                <span className="block">{formatRiyadhTimeRange(event.startsAt, event.endsAt, locale)}</span>
              </time>
            </dd>
          </div>
          <div>
            <dt className="flex items-center gap-2 text-sm font-semibold text-navy-900">
              <MapPin aria-hidden className="size-5 shrink-0 text-teal-700" />
              {t('confirmation.where')}
            </dt>
            <dd className="mt-1 ps-7 text-muted">{eventPlace(event, locale)}</dd>
          </div>
        </dl>
        {joinUrl && (
          <p className="mt-6 text-sm text-navy-900">
            {t('confirmation.joinText')}{' '}
            <a href={joinUrl} rel="noopener noreferrer" target="_blank" dir="ltr" className="inline-flex items-center gap-1 font-semibold break-all text-teal-700 underline underline-offset-2">
              {joinUrl}
              <ExternalLink aria-hidden className="size-4 shrink-0" />
            </a>
          </p>
        )}
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <a href={calendarHref} download className={buttonVariants({ variant: 'primary', size: 'lg' })}>
            <Download aria-hidden />
            {t('confirmation.addToCalendar')}
          </a>
          <Link href={eventPath(event.slug)} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            <Back aria-hidden />
            {t('confirmation.back')}
          </Link>
        </div>
      </div>
    </div>
  );
}

/**
 * Where the form leads after a registration: "check your e-mail". The same for a new registration, an
 * address already registered and a trapped bot, and it shows nothing the e-mailed link holds (no token,
 * no join link): the registration itself opens only from that link.
 */
export async function RegistrationCheckEmail({ event, locale }: { event: AdminEvent; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'EventRegistration.checkEmail' });
  const back = await getTranslations({ locale, namespace: 'EventRegistration.confirmation' });
  const Back = locale === 'ar' ? ArrowRight : ArrowLeft;
  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="rounded-3xl border border-line bg-white p-6 shadow-[var(--shadow-card)] sm:p-10">
        <span aria-hidden className="flex size-14 items-center justify-center rounded-2xl bg-teal-100 text-teal-700">
          <Mail className="size-7" />
        </span>
        <p className="mt-6 text-sm font-semibold text-teal-700">{t('eyebrow')}</p>
        <h1 className="mt-2 text-2xl font-bold text-balance text-navy-900 sm:text-3xl">{t('title')}</h1>
        <p className="mt-3 leading-relaxed text-muted">{t('text', { title: eventText(event, 'title', locale) })}</p>
        <p className="mt-3 text-sm leading-relaxed text-muted">{t('hint')}</p>
        <div className="mt-8">
          <Link href={eventPath(event.slug)} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            <Back aria-hidden />
            {back('back')}
          </Link>
        </div>
      </div>
    </div>
  );
}
