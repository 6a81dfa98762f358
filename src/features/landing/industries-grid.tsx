import { ArrowRight, NamedIcon } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { Section, SectionHeading } from '@/components/site/section';
import { IconBadge } from '@/components/ui/card';
import { sectorItems } from '@/content/sectors';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

export async function IndustriesGrid({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Landing.industries' });
  return (
    <Section id="industries" tone="canvas" labelledBy="industries-title">
      <SectionHeading id="industries-title" eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {sectorItems.map(({ id, href, icon, title, description, stat }) => (
          <li key={id} className="group flex flex-col rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)] transition-shadow hover:shadow-[var(--shadow-panel)]">
            <div className="flex items-start justify-between gap-4">
              <IconBadge>
                <NamedIcon name={icon} />
              </IconBadge>
              <span className="rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-navy-900">{stat[locale]}</span>
            </div>
            <h3 className="mt-5 text-lg font-semibold text-navy-900">{title[locale]}</h3>
            <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">{description[locale]}</p>
            <Link
              href={href}
              className="mt-5 inline-flex min-h-11 w-fit items-center gap-1.5 text-sm font-semibold text-teal-700 hover:text-teal-600"
            >
              {t('learnMore')}
              {/* Says which sector, so the link makes sense out of context (screen readers, search engines). */}
              <span className="sr-only"> {t('learnMoreAbout', { sector: title[locale] })}</span>
              <ArrowRight aria-hidden className="rtl-mirror size-4" />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
