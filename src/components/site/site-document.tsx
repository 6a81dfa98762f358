import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { directionOf, type Locale } from '@/i18n/routing';
import type { SiteFacts } from '@/schemas/site-facts';
import { AttributionRecorder } from './attribution-recorder';
import { preloadArabicFont } from './fonts';
import { PageReady } from './page-ready';
import { PendingFormsScript } from './pending-forms';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { PreviewBanner } from './preview-banner';

/** The whole public page around its content: <html lang dir>, fonts, header, footer, toasts. */
export async function SiteDocument({ locale, facts = {}, preview = false, children }: { locale: Locale; facts?: SiteFacts; preview?: boolean; children: ReactNode }) {
  const dir = directionOf(locale);
  if (locale === 'ar') preloadArabicFont();
  const t = await getTranslations({ locale, namespace: 'Header' });
  const tt = await getTranslations({ locale, namespace: 'Toast' });
  return (
    <html lang={locale} dir={dir}>
      <body className="bg-white antialiased">
        <PendingFormsScript />
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-3 focus:z-[60] focus:rounded-lg focus:bg-navy-900 focus:px-4 focus:py-2 focus:text-white"
        >
          {t('skipToContent')}
        </a>
        {preview ? <PreviewBanner locale={locale} /> : null}
        <SiteHeader locale={locale} />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter locale={locale} facts={facts} />
        <AttributionRecorder />
        <PageReady />
        <Toaster regionLabel={tt('region', { hotkey: '{hotkey}' })} toastLabel={tt('label')} closeLabel={tt('close')} dir={dir} />
      </body>
    </html>
  );
}
