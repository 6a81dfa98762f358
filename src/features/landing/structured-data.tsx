import type { Prices } from '@/content/savings';
import { site } from '@/content/site';
import type { Locale } from '@/i18n/routing';
import type { SiteFacts } from '@/schemas/site-facts';
import { localizeHref } from '@/i18n/navigation';
import { absoluteUrl } from '@/lib/seo';

/** JSON-LD describing the organisation and the software product, for search engines. */
export function OrganizationJsonLd({ locale, company, prices, telephone }: { locale: Locale; company?: SiteFacts['company']; prices: Prices; telephone: string }) {
  const url = absoluteUrl(localizeHref('/', locale));
  const address = company?.address;
  const data = {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': `${absoluteUrl('/')}#organization`,
        name: site.name,
        url: absoluteUrl('/'),
        logo: absoluteUrl('/icon.svg'),
        email: site.salesEmail,
        telephone,
        areaServed: ['SA', 'AE', 'KW', 'QA', 'BH', 'OM'],
        sameAs: site.social.map((link) => link.href),
        // The legal identity, once staff published it.
        ...(company?.legalName ? { legalName: company.legalName[locale] } : {}),
        ...(company?.vatNumber ? { vatID: company.vatNumber } : {}),
        ...(company?.crNumber ? { identifier: { '@type': 'PropertyValue', propertyID: 'CR', value: company.crNumber } } : {}),
        ...(address
          ? {
              address: {
                '@type': 'PostalAddress',
                streetAddress: `${address.buildingNumber} ${address.street[locale]}, ${address.district[locale]}`,
                addressLocality: address.city[locale],
                postalCode: address.postalCode,
                addressCountry: 'SA',
              },
            }
          : {}),
      },
      {
        '@type': 'SoftwareApplication',
        name: site.name,
        url,
        applicationCategory: 'BusinessApplication',
        operatingSystem: 'Web, iOS, Android',
        description: site.tagline[locale],
        inLanguage: ['en', 'ar'],
        publisher: { '@id': `${absoluteUrl('/')}#organization` },
        offers: {
          '@type': 'AggregateOffer',
          priceCurrency: 'SAR',
          lowPrice: String(Math.min(...prices.plans.map((plan) => plan.annual))),
          highPrice: String(Math.max(...prices.plans.map((plan) => plan.monthly))),
          offerCount: String(prices.plans.length),
          url: absoluteUrl(localizeHref('/pricing', locale)),
        },
      },
    ],
  };
  // JSON is escaped so that no "</script>" inside a text can end the element early.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
