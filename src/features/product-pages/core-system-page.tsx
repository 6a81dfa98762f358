import { ArrowLeft, ArrowRight } from '@/components/icons';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CtaBand } from '@/components/site/cta-band';
import { FigureList } from '@/components/site/figure-list';
import { IconCardGrid } from '@/components/site/icon-card-grid';
import { Section, SectionHeading } from '@/components/site/section';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card } from '@/components/ui/card';
import { descriptionOf, plannedCareVsMaintenance, type CoreSystem } from '@/content/core-systems';
import { pricesOf, screenshotsFor } from '@/server/site-facts/derived';
import { ProductScreenshot, ScreenshotGallery } from '@/components/site/product-screenshot';
import type { Screenshot } from '@/schemas/site-facts';
import { publishedFacts } from '@/server/site-facts/published';
import { entityHref } from '@/content/hrefs';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo';
import { cn } from '@/lib/cn';
import { FigureValue } from '@/components/site/figure-value';
import { LiveOverview } from './live-overview';

export async function coreSystemMetadata(system: CoreSystem, locale: Locale): Promise<Metadata> {
  const description = descriptionOf(system, pricesOf(await publishedFacts()))[locale];
  // The code tells this page apart from the platform feature of the same name (Energy Management).
  return pageMetadata({ locale, path: entityHref('coreSystem', system.id), title: `${system.name[locale]} (${system.code})`, description });
}

const claimColumns = { 2: 'grid-cols-2', 3: 'grid-cols-3' } as Record<number, string>;

/**
 * A core-system page: navy hero with the headline claims and the live overview,
 * six key features, four result metrics and the closing call to action. One layout for all six.
 */
export async function CoreSystemPage({ locale, system }: { locale: Locale; system: CoreSystem }) {
  const t = await getTranslations({ locale, namespace: 'Feature' });
  const title = system.name[locale];
  const Back = locale === 'ar' ? ArrowRight : ArrowLeft;
  const facts = await publishedFacts();
  const description = descriptionOf(system, pricesOf(facts))[locale];
  // A published screenshot takes the labelled sample's place; the sample stays where there is none.
  const [screenshot, ...moreScreenshots] = screenshotsFor(facts, system.id, locale);
  const caption = (shot: Screenshot) => t(shot.interface === 'ar' ? 'screenshots.captionAr' : 'screenshots.captionEn');

  return (
    <>
      <section className="relative overflow-hidden bg-navy-900 text-white">
        <div aria-hidden className="pointer-events-none absolute -end-32 -top-40 size-[28rem] rounded-full bg-teal-500/20 blur-3xl" />
        <div aria-hidden className="pointer-events-none absolute -start-40 bottom-0 size-80 rounded-full bg-amber-500/10 blur-3xl" />
        <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 pt-8 pb-16 sm:px-6 sm:pt-12 lg:grid-cols-[1.1fr_1fr] lg:px-8 lg:pb-24">
          <div>
            <Link href="/" className="mb-6 inline-flex min-h-11 items-center gap-2 text-sm font-medium text-teal-100 hover:text-white">
              <Back aria-hidden className="size-4" />
              {t('backHome')}
            </Link>
            <p className="flex flex-wrap items-center gap-3">
              <span dir="ltr" className="rounded-md bg-teal-500 px-2 py-0.5 text-sm font-bold tracking-wider text-navy-950">
                {system.code}
              </span>
              <span className="text-sm font-semibold tracking-wide text-teal-100 uppercase">{t('core.eyebrow')}</span>
            </p>
            <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
            <p className="mt-3 text-xl font-medium text-pretty text-teal-100">{system.tagline[locale]}</p>
            <p className="mt-5 max-w-2xl text-lg leading-relaxed text-pretty text-white/80">{description}</p>
            {/* PPC and PPM have close names: each of their pages says how the two differ. */}
            {(system.id === 'ppc' || system.id === 'ppm') && (
              <p className="mt-4 max-w-2xl border-s-2 border-teal-500 ps-3 text-sm leading-relaxed text-pretty text-teal-100">{plannedCareVsMaintenance[locale]}</p>
            )}
            <FigureList
              locale={locale}
              figures={system.claims}
              className={cn('mt-8 grid max-w-xl gap-4 border-t border-white/15 pt-6', claimColumns[system.claims.length])}
              labelClassName="text-sm leading-snug text-white/75"
              valueClassName="text-3xl font-bold tracking-tight text-amber-500 sm:text-4xl"
            />
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link href="/request-demo" className={buttonVariants({ variant: 'primary', size: 'lg' })}>
                {t('requestDemo')}
              </Link>
              <Link href="/" className={buttonVariants({ variant: 'light', size: 'lg' })}>
                {t('backHome')}
              </Link>
            </div>
          </div>
          {screenshot ? (
            <ProductScreenshot shot={screenshot} locale={locale} caption={caption(screenshot)} sizes="(min-width: 1024px) 50vw, 100vw" eager />
          ) : (
            <LiveOverview
              locale={locale}
              system={system}
              labels={{ title: t('core.liveTitle'), badge: t('core.liveBadge'), note: t('core.liveNote') }}
            />
          )}
        </div>
      </section>

      <Section id="key-features" labelledBy="key-features-title">
        <SectionHeading id="key-features-title" eyebrow={t('keyFeaturesEyebrow')} title={t('core.keyFeaturesTitle')} />
        <IconCardGrid locale={locale} cards={system.keyFeatures} columns={3} />
      </Section>

      <ScreenshotGallery shots={moreScreenshots} locale={locale} title={t('screenshots.title')} lead={t('screenshots.lead')} caption={caption} />

      <Section id="results" tone="canvas" labelledBy="results-title">
        <SectionHeading id="results-title" eyebrow={t('core.resultsEyebrow')} title={t('core.resultsTitle')} />
        <dl className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {system.results.map((result) => (
            <Card key={result.label.en} className="flex flex-col">
              <dt className="font-semibold text-navy-900">{result.label[locale]}</dt>
              <dd className="order-first mb-3">
                <FigureValue value={result.value} className="text-4xl font-bold tracking-tight text-teal-700" />
              </dd>
              <dd className="mt-2 text-sm leading-relaxed text-muted">{result.description[locale]}</dd>
            </Card>
          ))}
        </dl>
      </Section>

      <CtaBand
        id="core-cta"
        title={t('core.ctaTitle', { system: title })}
        lead={t('core.ctaLead')}
        primary={{ href: '/request-demo', label: t('ctaPrimary') }}
        secondary={{ href: '/', label: t('ctaSecondary') }}
      />
    </>
  );
}
