import { getTranslations } from 'next-intl/server';
import { Quote } from '@/components/icons';
import { Section, SectionHeading } from '@/components/site/section';
import type { Locale } from '@/i18n/routing';
import type { SiteFacts } from '@/schemas/site-facts';
import { siteImageUrl, siteImageWidths, type SiteFileRef } from '@/lib/site-file';
import { namedReferences } from './shown';

/** A logo's variants for a srcset: it shows about 160 pixels wide, twice that on a sharp screen. */
const logoSet = (logo: SiteFileRef, format: 'avif' | 'webp') =>
  siteImageWidths(logo)
    .filter((width) => width <= 480)
    .map((width) => `${siteImageUrl(logo.id, width, format)} ${width}w`)
    .join(', ');

/** Customers named with their written permission, beside the anonymous stories; nothing when there are none. */
export async function NamedReferences({ facts, locale, id = 'references' }: { facts: SiteFacts; locale: Locale; id?: string }) {
  const references = namedReferences(facts);
  if (!references.length) return null;
  const t = await getTranslations({ locale, namespace: 'Facts.references' });
  return (
    <Section id={id} labelledBy={`${id}-title`}>
      <SectionHeading id={`${id}-title`} title={t('title')} lead={t('lead')} />
      <ul className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-3" data-facts="references">
        {references.map((reference) => (
          <li key={reference.name.en} className="flex flex-col rounded-2xl border border-line bg-white p-6 shadow-[var(--shadow-card)]">
            {reference.logo?.width && reference.logo.height ? (
              <picture>
                <source type="image/avif" srcSet={logoSet(reference.logo, 'avif')} sizes="160px" />
                <img src={siteImageUrl(reference.logo.id, siteImageWidths(reference.logo)[0]!, 'webp')} srcSet={logoSet(reference.logo, 'webp')} sizes="160px" alt={t('logo', { name: reference.name[locale] })} width={reference.logo.width} height={reference.logo.height} loading="lazy" decoding="async" className="mb-4 h-12 w-auto max-w-40 object-contain object-left rtl:object-right" />
              </picture>
            ) : null}
            <p className="text-lg font-bold text-navy-900">{reference.name[locale]}</p>
            <p className="mt-1 text-sm text-muted">
              {reference.sector[locale]} · {reference.city[locale]}
            </p>
            {reference.quote ? (
              <blockquote className="mt-4 flex gap-2 text-navy-800">
                <Quote aria-hidden className="rtl-mirror size-5 shrink-0 text-teal-700" />
                <p className="leading-relaxed">{reference.quote[locale]}</p>
              </blockquote>
            ) : null}
            {reference.person && reference.title ? <p className="mt-4 text-sm font-semibold text-navy-900">{t('byline', { person: reference.person[locale], title: reference.title[locale] })}</p> : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
