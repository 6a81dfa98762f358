import type { Metadata } from 'next';
import { Direction } from 'radix-ui';
import { headers } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PageReady } from '@/components/site/page-ready';
import { PendingFormsScript } from '@/components/site/pending-forms';
import { Toaster } from '@/components/ui/toaster';
import { STAFF_NAMESPACES, staffFormats, staffLocale, staffTranslator } from '@/server/staff/language';
import { preloadArabicFont } from '@/components/site/fonts';
import '../globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const words = staffTranslator(await staffLocale(), 'StaffLanguage');
  return { title: { default: words('meta.title'), template: words('meta.template') }, robots: { index: false, follow: false } };
}

/**
 * The staff area's own root, in the reader's staff language (src/server/staff/language.ts): Arabic,
 * right-to-left, by default; English, left-to-right, for an account that chose it.
 */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const locale = await staffLocale();
  const { dir } = staffFormats(locale);
  const adminText = staffTranslator(locale);
  // Arabic names (staff, leads, companies) show on English pages too.
  preloadArabicFont();
  // The per-request nonce of the staff area's policy (set by the proxy, src/proxy/staff-area.ts), for the inline script.
  const nonce = (await headers()).get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1];
  // The islands get the staff area's words only, never the public site's.
  const all = await getMessages({ locale });
  const messages = Object.fromEntries(STAFF_NAMESPACES.map((namespace) => [namespace, all[namespace]]));
  return (
    <html lang={locale} dir={dir}>
      <body className="bg-canvas antialiased">
        <PendingFormsScript nonce={nonce} />
        <Direction.Provider dir={dir}>
          <NextIntlClientProvider locale={locale} messages={messages}>
            {children}
          </NextIntlClientProvider>
          <Toaster regionLabel={adminText('toaster.region', { hotkey: '{hotkey}' })} toastLabel={adminText('toaster.toast')} closeLabel={adminText('toaster.close')} dir={dir} />
          <PageReady />
        </Direction.Provider>
      </body>
    </html>
  );
}
