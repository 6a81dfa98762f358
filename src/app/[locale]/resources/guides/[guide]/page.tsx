import { ArrowRight, Clock, FileDown } from '@/components/icons';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CtaBand } from '@/components/site/cta-band';
import { PageHero } from '@/components/site/page-hero';
import { Section } from '@/components/site/section';
import { buttonVariants } from '@/components/ui/button-variants';
import { guidePageCopy as copy } from '@/content/guide-page';
import { findGuide, guideIds, guideReadMinutes, guides } from '@/content/guides';
import { guideTools } from '@/content/hub';
import { GuideDownload } from '@/features/resource-leads/guide-download';
import { GuideContents, GuideSections } from '@/features/resources/guide-article';
import { Link } from '@/i18n/navigation';
import { resolvePageLocale } from '@/lib/localized-page';
import { formatCalendarDate } from '@/lib/riyadh-time';
import { pageMetadata } from '@/lib/seo';
import { PhoneActionBar } from '@/components/site/phone-action-bar';
import { formatDecimal } from '@/lib/numbers';

// Only these slugs: any other answers 404 with the server-rendered "Guide not found" (features/not-found/missing-kind.ts).
export const dynamicParams = false;

export function generateStaticParams() {
  return guideIds.map((guide) => ({ guide }));
}

export async function generateMetadata({ params }: PageProps<'/[locale]/resources/guides/[guide]'>): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const guide = findGuide((await params).guide);
  if (!guide) return {};
  const metadata = pageMetadata({ locale, path: `/resources/guides/${guide.id}`, title: guide.title[locale], description: guide.summary[locale] });
  return { ...metadata, openGraph: { ...metadata.openGraph, type: 'article', modifiedTime: guide.updated } };
}

export default async function GuidePage({ params }: PageProps<'/[locale]/resources/guides/[guide]'>) {
  const locale = await resolvePageLocale(params);
  const guide = findGuide((await params).guide);
  if (!guide) notFound();
  const t = await getTranslations({ locale, namespace: 'Resources' });
  const body = guide[locale];
  const tool = guideTools[guide.id];
  const others = guides.filter((other) => other.id !== guide.id);
  const minutes = guideReadMinutes(guide, locale);

  return (
    <>
      <PageHero locale={locale} back={{ href: '/resources/hub#guides', label: copy.back[locale] }} eyebrow={copy.eyebrow[locale]} title={guide.title[locale]} lead={guide.summary[locale]}>
        <p className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted">
          <span>
            {copy.by[locale]} {guide.author[locale]}
          </span>
          <span>
            {copy.updated[locale]} {formatCalendarDate(guide.updated, locale)}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden className="size-4" />
            {t('guide.minutes', { count: minutes, n: formatDecimal(minutes, locale) })}
          </span>
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <a href="#download" className={buttonVariants({ variant: 'primary', size: 'lg' })}>
            <FileDown aria-hidden />
            {copy.download[locale]}
          </a>
          {tool && (
            <Link href={tool.href} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
              {tool.label[locale]}
            </Link>
          )}
        </div>
      </PageHero>

      <Section className="pt-0 sm:pt-0 lg:pt-0">
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-14">
          <aside className="lg:sticky lg:top-24 lg:self-start">
            <GuideContents body={body} title={copy.contents[locale]} />
          </aside>
          <div className="max-w-3xl">
            <div className="prose-site text-lg">
              {body.intro.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <div className="mt-4">
              <GuideSections body={body} sectionLinkLabel={copy.sectionLink[locale]} />
            </div>
            {tool && (
              <p className="mt-12 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl bg-teal-50 p-5 text-navy-900">
                <span className="font-semibold">{copy.toolTitle[locale]}:</span>
                <Link href={tool.href} className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-teal-700 underline-offset-2 hover:underline">
                  {tool.label[locale]}
                  <ArrowRight aria-hidden className="rtl-mirror size-4" />
                </Link>
              </p>
            )}
          </div>
        </div>
      </Section>

      <Section id="download" tone="canvas" className="py-12 sm:py-14 lg:py-16">
        <div className="mx-auto max-w-3xl">
          <GuideDownload
            guideId={guide.id}
            guideTitle={guide.title[locale]}
            locale={locale}
            pdfHref={{ en: `/resources/guides/${guide.id}/pdf`, ar: `/ar/resources/guides/${guide.id}/pdf` }}
          />
        </div>
      </Section>

      <Section labelledBy="guide-more-title">
        <h2 id="guide-more-title" className="text-2xl font-bold text-navy-900">
          {copy.moreTitle[locale]}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {others.map((other) => (
            <li key={other.id}>
              <Link href={`/resources/guides/${other.id}`} className="flex h-full flex-col rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-[var(--shadow-card)] hover:border-teal-700">
                <span className="font-semibold text-navy-900">{other.title[locale]}</span>
                <span className="mt-2 text-sm text-muted">{other.summary[locale]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand id="guide-cta" title={copy.ctaTitle[locale]} lead={copy.ctaLead[locale]} primary={{ href: '/request-demo', label: copy.ctaButton[locale] }} />
      <PhoneActionBar locale={locale} page={`/resources/guides/${guide.id}`} />
    </>
  );
}
