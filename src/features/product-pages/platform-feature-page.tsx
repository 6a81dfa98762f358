import { ArrowDown, BadgeCheck, CircleCheck, Headset, MessagesSquare, Smartphone } from '@/components/icons';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CtaBand } from '@/components/site/cta-band';
import { IconCardGrid } from '@/components/site/icon-card-grid';
import { PageHero } from '@/components/site/page-hero';
import { Section, SectionHeading } from '@/components/site/section';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, IconBadge } from '@/components/ui/card';
import { entityHref } from '@/content/hrefs';
import type { PlatformFeature } from '@/content/platform-features';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo';
import { FeatureScene } from './feature-scene';
import { ProductScreenshot, ScreenshotGallery } from '@/components/site/product-screenshot';
import type { Screenshot } from '@/schemas/site-facts';
import { screenshotsFor } from '@/server/site-facts/derived';
import { publishedFacts } from '@/server/site-facts/published';
import { FigureValue } from '@/components/site/figure-value';

export function platformFeatureMetadata(feature: PlatformFeature, locale: Locale): Metadata {
  return pageMetadata({ locale, path: entityHref('platformFeature', feature.id), title: feature.title[locale], description: feature.description[locale] });
}

/** The three promises in the band at the foot of every feature page. */
const assurances = [
  { icon: MessagesSquare, title: 'consultationTitle', body: 'consultationBody' },
  { icon: Headset, title: 'supportTitle', body: 'supportBody' },
  { icon: BadgeCheck, title: 'standardsTitle', body: 'standardsBody' },
] as const;

/**
 * A platform feature's page, one layout for all of them: hero with back link, overview with
 * stat tiles, key features, benefits with an impact overview, closing call to action and the assurances band.
 */
export async function PlatformFeaturePage({ locale, feature }: { locale: Locale; feature: PlatformFeature }) {
  const t = await getTranslations({ locale, namespace: 'Feature' });
  const title = feature.title[locale];
  // A published screenshot takes the labelled sample scene's place; the scene stays where there is none.
  const facts = await publishedFacts();
  const [screenshot, ...moreScreenshots] = screenshotsFor(facts, feature.id, locale);
  // The apps' store links, on the mobile app's page, once staff publish them.
  const stores = feature.id === 'mobile' ? ([['appStore', facts.product?.appStore], ['googlePlay', facts.product?.googlePlay]] as const).filter((store): store is readonly ['appStore' | 'googlePlay', string] => Boolean(store[1])) : [];
  const caption = (shot: Screenshot) => t(shot.interface === 'ar' ? 'screenshots.captionAr' : 'screenshots.captionEn');

  return (
    <>
      <PageHero
        locale={locale}
        back={{ href: '/', label: t('backHome') }}
        eyebrow={feature.badge[locale]}
        title={title}
        lead={feature.description[locale]}
        aside={screenshot ? <ProductScreenshot shot={screenshot} locale={locale} caption={caption(screenshot)} sizes="(min-width: 1024px) 45vw, 100vw" eager /> : <FeatureScene locale={locale} scene={feature.scene} />}
      >
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link href="/request-demo" className={buttonVariants({ variant: 'primary', size: 'lg' })}>
            {t('requestDemo')}
          </Link>
          <a href="#key-features" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            <ArrowDown aria-hidden />
            {t('exploreFeatures')}
          </a>
        </div>
        {stores.length ? (
          <ul className="mt-4 flex flex-wrap gap-3" data-app-stores>
            {stores.map(([store, href]) => (
              <li key={store}>
                <a href={href} rel="noopener" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
                  <Smartphone aria-hidden />
                  {t(`apps.${store}`)}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </PageHero>

      <Section id="overview" labelledBy="overview-title">
        <div className="grid gap-10 lg:grid-cols-2 lg:items-center lg:gap-16">
          <div>
            <SectionHeading id="overview-title" align="start" eyebrow={t('overviewEyebrow')} title={t('overviewTitle', { feature: title })} />
            <p className="mt-6 text-lg leading-relaxed text-pretty text-muted">{feature.detailedDescription[locale]}</p>
          </div>
          <dl className="grid grid-cols-2 gap-4">
            {feature.stats.map((stat) => (
              <Card key={stat.label.en} className="flex flex-col gap-2 p-5 sm:p-6">
                <dt className="text-sm leading-snug text-muted">{stat.label[locale]}</dt>
                <dd className="order-first">
                  <FigureValue value={stat.value} className="text-3xl font-bold tracking-tight text-teal-700 sm:text-4xl" />
                </dd>
              </Card>
            ))}
          </dl>
        </div>
      </Section>

      <Section id="key-features" tone="canvas" labelledBy="key-features-title">
        <SectionHeading id="key-features-title" eyebrow={t('keyFeaturesEyebrow')} title={t('keyFeaturesTitle')} />
        <IconCardGrid locale={locale} cards={feature.keyFeatures} columns={4} />
      </Section>

      <ScreenshotGallery shots={moreScreenshots} locale={locale} title={t('screenshots.title')} lead={t('screenshots.lead')} caption={caption} />

      <Section id="benefits" labelledBy="benefits-title">
        <div className="grid gap-10 lg:grid-cols-[1.3fr_1fr] lg:items-start lg:gap-14">
          <div>
            <SectionHeading id="benefits-title" align="start" eyebrow={t('benefitsEyebrow')} title={t('benefitsTitle')} />
            <ul className="mt-8 grid gap-4">
              {feature.benefits.map((benefit) => (
                <li key={benefit.en} className="flex gap-3">
                  <CircleCheck aria-hidden className="mt-0.5 size-6 shrink-0 text-teal-700" />
                  <p className="text-lg leading-relaxed text-navy-900">{benefit[locale]}</p>
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-3xl bg-navy-900 p-8 text-white">
            <h3 className="text-2xl font-bold">{t('impactTitle')}</h3>
            <p className="mt-2 text-white/75">{t('impactLead')}</p>
            <dl className="mt-8 grid gap-6">
              {feature.impact.map((meter) => (
                <div key={meter.label.en} className="grid grid-cols-[1fr_auto] items-baseline gap-x-4">
                  <dt className="text-white/85">{meter.label[locale]}</dt>
                  <dd>
                    <FigureValue value={`${meter.percent}%`} className="text-xl font-bold" />
                  </dd>
                  <dd aria-hidden className="col-span-2 mt-2 h-2.5 overflow-hidden rounded-full bg-white/15">
                    <div className="h-full rounded-full bg-teal-500" style={{ width: `${meter.percent}%` }} />
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </Section>

      <CtaBand
        id="feature-cta"
        title={t('ctaTitle', { feature: title })}
        lead={t('ctaLead')}
        primary={{ href: '/request-demo', label: t('ctaPrimary') }}
        secondary={{ href: '/', label: t('ctaSecondary') }}
      />

      <section aria-labelledby="assurances-title" className="border-t border-line bg-canvas">
        <h2 id="assurances-title" className="sr-only">
          {t('assurances')}
        </h2>
        <ul className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-3 sm:px-6 lg:px-8">
          {assurances.map(({ icon: Icon, title: key, body }) => (
            <li key={key} className="flex gap-4">
              <IconBadge>
                <Icon />
              </IconBadge>
              <div>
                <h3 className="font-semibold text-navy-900">{t(key)}</h3>
                <p className="mt-1 text-sm leading-relaxed text-muted">{t(body)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
