import { ArrowRight, NamedIcon } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { Section, SectionHeading } from '@/components/site/section';
import { coreSystems, plannedCareVsMaintenance } from '@/content/core-systems';
import { entityHref } from '@/content/hrefs';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { SystemIllustration } from './system-illustration';

export async function SystemsGrid({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Landing.systems' });
  return (
    <Section id="solutions" tone="canvas" labelledBy="systems-title">
      <SectionHeading id="systems-title" eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <p className="mx-auto mt-4 max-w-3xl text-center text-sm leading-relaxed text-pretty text-navy-800">{plannedCareVsMaintenance[locale]}</p>
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {coreSystems.map(({ id, code, name, landingCard: { icon, blurb, images } }) => (
          <li key={id} className="flex flex-col rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-[var(--shadow-card)]">
            <div className="grid grid-cols-2 gap-3">
              <SystemIllustration id={id} variant={0} label={images[0][locale]} />
              <SystemIllustration id={id} variant={1} label={images[1][locale]} />
            </div>
            <div className="mt-5 flex items-center gap-3">
              <span className="rounded-lg bg-navy-900 px-2 py-1 text-xs font-bold tracking-wider text-white" dir="ltr">
                {code}
              </span>
              <NamedIcon name={icon} aria-hidden className="size-5 text-teal-700" />
            </div>
            <h3 className="mt-3 text-lg font-semibold text-navy-900">{name[locale]}</h3>
            <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">{blurb[locale]}</p>
            <Link href={entityHref('coreSystem', id)} className="mt-4 inline-flex min-h-11 w-fit items-center gap-1.5 text-sm font-semibold text-teal-700 hover:text-teal-600">
              {t('learnMore', { code, title: name[locale] })}
              <ArrowRight aria-hidden className="rtl-mirror size-4" />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
