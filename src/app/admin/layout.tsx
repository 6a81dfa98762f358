import type { Metadata } from 'next';
import { Direction } from 'radix-ui';
import { headers } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PageReady } from '@/components/site/page-ready';
import { PendingFormsScript } from '@/components/site/pending-forms';
import { Toaster } from '@/components/ui/toaster';
import { adminText } from '@/server/i18n';
import { preloadArabicFont } from '@/components/site/arabic-font';
import { latinFont } from '@/components/site/latin-font';
import '../globals.css';

export const metadata: Metadata = {
  title: { default: 'لوحة الإدارة', template: '%s | إدارة Siyana' },
  robots: { index: false, follow: false },
};

/** The staff area's own root: Arabic, right-to-left (spec §2.10). */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  preloadArabicFont();
  // The per-request nonce of the staff area's policy (set by src/proxy.ts), for the inline script.
  const nonce = (await headers()).get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1];
  // The islands get the staff area's words only, never the public site's.
  const { Admin } = await getMessages({ locale: 'ar' });
  return (
    <html lang="ar" dir="rtl" className={latinFont.variable}>
      <body className="bg-canvas antialiased">
        <PendingFormsScript nonce={nonce} />
        <Direction.Provider dir="rtl">
          <NextIntlClientProvider locale="ar" messages={{ Admin }}>
            {children}
          </NextIntlClientProvider>
          <Toaster regionLabel={adminText('toaster.region', { hotkey: '{hotkey}' })} toastLabel={adminText('toaster.toast')} closeLabel={adminText('toaster.close')} dir="rtl" />
          <PageReady />
        </Direction.Provider>
      </body>
    </html>
  );
}
