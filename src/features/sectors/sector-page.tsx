import { ArrowDown, ArrowRight, Globe, ShieldCheck } from '@/components/icons';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CtaBand } from '@/components/site/cta-band';
import { FigureList } from '@/components/site/figure-list';
import { IconCardGrid } from '@/components/site/icon-card-grid';
import { PageHero } from '@/components/site/page-hero';
import { Section, SectionHeading } from '@/components/site/section';
import { buttonVariants } from '@/components/ui/button-variants';
import { guarantees } from '@/content/facts';
import { entityHref } from '@/content/hrefs';
import type { Sector } from '@/content/sectors';
import { FigureValue } from '@/components/site/figure-value';
import { Link, localizeHref } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo';
import { SectorScene } from './sector-scene';

/** The Guaranteed Quality box of every sector page, figures from the facts module. */
const qualityFigures = [guarantees.hours, guarantees.answer, guarantees.emergency];

export function sectorMetadata(sector: Sector, locale: Locale): Metadata {
  return pageMetadata({ locale, path: entityHref('sector', sector.id), title: sector.title[locale], description: sector.description[locale] });
}

/** A sector page: hero with figures, six services, five benefits with the quality box, call to action. */
export async function SectorPage({ locale, sector }: { locale: Locale; sector: Sector }) {
  const t = await getTranslations({ locale, namespace: 'Sector' });
  const tl = await getTranslations({ locale, namespace: 'Language' });
  const other: Locale = locale === 'en' ? 'ar' : 'en';

  return (
    <>
      <PageHero
        locale={locale}
        eyebrow={sector.name[locale]}
        title={sector.title[locale]}
        lead={sector.description[locale]}
        aside={
          <SectorScene
            locale={locale}
            skyline={sector.scene.skyline}
            tint={sector.scene.tint}
            icon={sector.icon}
            figure={sector.stats[0]}
            status={sector.scene.status[locale]}
            statusLabel={t('sceneStatus')}
          />
        }
      >
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          <Link href="/request-demo" className={buttonVariants({ variant: 'primary', size: 'lg' })}>
            {t('getStarted')}
            <ArrowRight aria-hidden className="rtl-mirror" />
          </Link>
          <a href="#benefits" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            <ArrowDown aria-hidden />
            {t('keyBenefits')}
          </a>
          {/* The spec's language toggle: the same sector in the other language; ?lang= makes the choice stick. */}
          <a href={`${localizeHref(entityHref('sector', sector.id), other)}?lang=${other}`} hrefLang={other} lang={other} className={buttonVariants({ variant: 'ghost', size: 'lg' })}>
            <Globe aria-hidden className="text-teal-700" />
            {tl(other)}
          </a>
        </div>
        <FigureList
          locale={locale}
          figures={sector.stats}
          className="mt-10 grid grid-cols-3 gap-4 border-t border-line pt-8 sm:gap-6"
          labelClassName="text-xs leading-snug text-muted sm:text-sm"
          valueClassName="text-2xl font-bold tracking-tight text-navy-900 sm:text-3xl"
        />
      </PageHero>

      <Section id="services" labelledBy="services-title">
        <SectionHeading id="services-title" eyebrow={sector.name[locale]} title={t('featuresTitle')} lead={sector.featuresIntro[locale]} />
        <IconCardGrid locale={locale} cards={sector.features} columns={3} />
      </Section>

      <Section id="benefits" tone="canvas" labelledBy="benefits-title">
        <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr] lg:items-start lg:gap-14">
          <div>
            <SectionHeading id="benefits-title" align="start" eyebrow={t('benefitsEyebrow')} title={t('benefitsTitle')} />
            <ol className="mt-8 grid gap-3">
              {sector.benefits.map((benefit, index) => (
                <li key={benefit.en} className="flex gap-4 rounded-2xl border border-line bg-white p-5">
                  <span aria-hidden className="flex size-8 shrink-0 items-center justify-center rounded-full bg-teal-700 text-sm font-bold text-white">
                    {index + 1}
                  </span>
                  <p className="leading-relaxed text-navy-900">{benefit[locale]}</p>
                </li>
              ))}
            </ol>
          </div>
          <div className="relative overflow-hidden rounded-3xl bg-navy-900 p-8 text-white lg:sticky lg:top-24 lg:mt-16">
            <div aria-hidden className="pointer-events-none absolute -end-16 -top-16 size-48 rounded-full bg-teal-500/25 blur-2xl" />
            <span aria-hidden className="relative flex size-12 items-center justify-center rounded-xl bg-white/10 text-teal-100">
              <ShieldCheck className="size-6" />
            </span>
            <h3 className="relative mt-5 text-2xl font-bold">{t('qualityTitle')}</h3>
            <p className="relative mt-3 leading-relaxed text-white/80">{t('qualityLead')}</p>
            <dl className="relative mt-8 grid gap-5">
              {qualityFigures.map(({ value, label }) => (
                <div key={label.en} className="flex items-baseline justify-between gap-4 border-t border-white/15 pt-5">
                  <dt className="text-white/80">{label[locale]}</dt>
                  <dd>
                    <FigureValue value={value} className="text-3xl font-bold text-white" />
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </Section>

      <CtaBand
        id="sector-cta"
        title={t('ctaTitle')}
        lead={t('ctaLead')}
        primary={{ href: '/request-demo', label: t('ctaPrimary') }}
        secondary={{ href: '/', label: t('ctaSecondary') }}
      />
    </>
  );
}
