import { ArrowRight, NamedIcon } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { Section, SectionHeading } from '@/components/site/section';
import { buttonVariants } from '@/components/ui/button-variants';
import { entityHref } from '@/content/hrefs';
import { platformFeatures } from '@/content/platform-features';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { ExplorerTabs } from './explorer-tabs';
import { PhoneMockup } from './mockup-chart';

export async function FeatureExplorer({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Landing.explorer' });
  const tiles = platformFeatures.map(({ id, icon, name, blurb }) => ({
    id,
    title: name[locale],
    description: blurb[locale],
    icon: <NamedIcon name={icon} />,
  }));
  const panels = platformFeatures.map((feature) => (
    <div key={feature.id} className="grid items-center gap-10 rounded-3xl border border-line bg-canvas p-6 sm:p-10 lg:grid-cols-[1.2fr_1fr]">
      <div>
        <p className="w-fit rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-navy-900">{feature.explorer.badge[locale]}</p>
        <h3 className="mt-4 text-2xl font-bold text-balance text-navy-900 sm:text-3xl">{feature.explorer.title[locale]}</h3>
        <p className="mt-4 text-base leading-relaxed text-muted">{feature.explorer.description[locale]}</p>
        <Link href={entityHref('platformFeature', feature.id)} className={buttonVariants({ variant: 'navy', size: 'md', className: 'mt-6' })}>
          {t('learnMore')}
          <span className="sr-only">: {feature.name[locale]}</span>
          <ArrowRight aria-hidden className="rtl-mirror" />
        </Link>
      </div>
      <PhoneMockup mockup={feature.explorer.mockup} locale={locale} label={t('mockupLabel', { title: feature.name[locale] })} />
    </div>
  ));
  return (
    <Section id="platform" labelledBy="explorer-title">
      <SectionHeading id="explorer-title" eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="mt-12">
        <ExplorerTabs tiles={tiles} panels={panels} initialId="preventive" label={t('tilesLabel')} />
      </div>
    </Section>
  );
}
