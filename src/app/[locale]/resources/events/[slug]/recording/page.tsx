import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ArrowLeft, ArrowRight } from '@/components/icons';
import { IslandMessages } from '@/components/site/island-messages';
import { PhoneActionBar } from '@/components/site/phone-action-bar';
import { Card } from '@/components/ui/card';
import { eventPath, eventText } from '@/features/events/event-text';
import { RecordingForm } from '@/features/recordings/recording-form';
import { getPathname, Link } from '@/i18n/navigation';
import { resolvePageLocale } from '@/lib/localized-page';
import { formatRiyadhDate } from '@/lib/riyadh-time';
import { getDatabase } from '@/server/db';
import { toAdminEvent } from '@/server/events/events';
import { recordableEvent } from '@/server/events/recording-requests';

/** Whether a recording can be asked for changes as events end and staff add links: read per request. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/resources/events/[slug]/recording'>): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Conversation.recording' });
  return { title: t('title'), robots: { index: false, follow: true } };
}

/** The small form of "Request the recording" for one past online event without a public recording. */
export default async function RecordingRequestPage({ params }: PageProps<'/[locale]/resources/events/[slug]/recording'>) {
  const { slug } = await params;
  const locale = await resolvePageLocale(params);
  let wanted: string;
  try {
    wanted = decodeURIComponent(slug);
  } catch {
    notFound();
  }
  const row = await recordableEvent(getDatabase().db, wanted);
  if (!row) notFound();
  const event = toAdminEvent(row);
  const t = await getTranslations({ locale, namespace: 'Conversation.recording' });
  const title = eventText(event, 'title', locale);
  const path = `${eventPath(event.slug)}/recording`;
  const Back = locale === 'ar' ? ArrowRight : ArrowLeft;
  return (
    <>
      <section className="bg-gradient-to-b from-navy-50 to-white">
        <div className="mx-auto grid max-w-5xl gap-8 px-4 pt-10 pb-16 sm:px-6 sm:pt-14 lg:grid-cols-2 lg:px-8">
          <div>
            <Link href={eventPath(event.slug)} className="mb-6 inline-flex min-h-11 items-center gap-2 text-sm font-medium text-teal-700 hover:text-teal-600">
              <Back aria-hidden className="size-4" />
              {title}
            </Link>
            <p className="w-fit rounded-full bg-teal-100 px-3 py-1 text-xs font-semibold tracking-wide text-teal-700 uppercase">{t('eyebrow')}</p>
            <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance text-navy-900 sm:text-4xl">{t('title')}</h1>
            <p className="mt-3 font-semibold text-navy-800">
              {title} · {formatRiyadhDate(event.startsAt, locale)}
            </p>
            <p className="mt-4 leading-relaxed text-muted">{t('lead', { title })}</p>
          </div>
          <Card className="p-5 sm:p-8">
            <IslandMessages locale={locale} namespaces={['Conversation.recording']}>
              <RecordingForm
                event={event.slug}
                title={title}
                page={getPathname({ href: path, locale })}
                backLink={
                  <Link href="/resources/events" className="inline-flex min-h-11 items-center gap-2 font-semibold text-teal-700 hover:text-teal-600">
                    {t('backToEvents')}
                  </Link>
                }
              />
            </IslandMessages>
          </Card>
        </div>
      </section>
      <PhoneActionBar locale={locale} page={path} />
    </>
  );
}
