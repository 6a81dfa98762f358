'use client';

import { useParams } from 'next/navigation';
import { errorScreen } from '@/content/error-screen';
import { ErrorScreen } from '@/features/error/error-screen';
import { directionOf } from '@/i18n/routing';
import './globals.css';

/** Even a page's frame (its layout) failed: a document of its own around the same error screen. */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  const params = useParams<{ locale?: string }>();
  const locale = params?.locale === 'ar' ? 'ar' : 'en';
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <body className="bg-white antialiased">
        <title>{`${errorScreen.title[locale]} | Siyana`}</title>
        <main id="main">
          <ErrorScreen locale={locale} retry={retry} />
        </main>
      </body>
    </html>
  );
}
