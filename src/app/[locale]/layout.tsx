import type { Metadata, Viewport } from 'next';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { AppProviders } from '@/components/site/app-providers';
import { AttributionRecorder } from '@/components/site/attribution-recorder';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { Toaster } from '@/components/ui/toaster';
import { env } from '@/env';
import { directionOf, routing } from '@/i18n/routing';
import { cn } from '@/lib/cn';
import { arabicFont, latinFont } from './fonts';
import '../globals.css';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export const viewport: Viewport = {
  themeColor: '#0b1f3a',
  width: 'device-width',
  initialScale: 1,
};

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return {
    metadataBase: new URL(env.SITE_URL),
    title: { default: t('siteTitle'), template: `%s | Siyana` },
    description: t('siteDescription'),
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const dir = directionOf(locale);
  const t = await getTranslations({ locale, namespace: 'Header' });
  const tt = await getTranslations({ locale, namespace: 'Toast' });

  return (
    <html lang={locale} dir={dir} className={cn(latinFont.variable, arabicFont.variable)}>
      <body className="bg-white antialiased">
        <NextIntlClientProvider locale={locale} messages={null}>
          <AppProviders dir={dir}>
            <a
              href="#main"
              className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-3 focus:z-[60] focus:rounded-lg focus:bg-navy-900 focus:px-4 focus:py-2 focus:text-white"
            >
              {t('skipToContent')}
            </a>
            <SiteHeader locale={locale} />
            <main id="main" tabIndex={-1} className="flex-1 outline-none">
              {children}
            </main>
            <SiteFooter locale={locale} />
            <AttributionRecorder />
            <Toaster regionLabel={tt('region', { hotkey: '{hotkey}' })} closeLabel={tt('close')} />
          </AppProviders>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
