import type { Metadata, Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import { SiteDocument } from '@/components/site/site-document';
import { env } from '@/env';
import { routing } from '@/i18n/routing';
import { resolvePageLocale } from '@/lib/localized-page';
import { previewing, publishedFacts } from '@/server/site-facts/published';
import '../globals.css';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

// Pages are made at build time; regenerated once a day, so that the footer's copyright year turns
// over on 1 January without a deploy. A publish of the business's facts renders them again at once.
export const revalidate = 86400;

export const viewport: Viewport = {
  themeColor: '#0b1f3a',
  width: 'device-width',
  initialScale: 1,
};

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    metadataBase: new URL(env.SITE_URL),
    title: { default: t('siteTitle'), template: `%s | Siyana` },
    description: t('siteDescription'),
  };
}

/** Before any page here, the proxy applies the visitor's language choice: src/proxy/language-choice.ts. */
export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = await resolvePageLocale(params);
  const [facts, preview] = await Promise.all([publishedFacts(), previewing()]);
  return (
    <SiteDocument locale={locale} facts={facts} preview={preview}>
      {children}
    </SiteDocument>
  );
}
