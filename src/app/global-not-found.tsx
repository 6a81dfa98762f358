import type { Metadata } from 'next';
import Link from 'next/link';
import { latinFont } from './[locale]/fonts';
import './globals.css';

export const metadata: Metadata = {
  title: '404 Page Not Found',
  robots: { index: false },
};

/** Paths outside every route (e.g. a file name that does not exist): a plain bilingual 404. */
export default function GlobalNotFound() {
  return (
    <html lang="en" dir="ltr" className={latinFont.variable}>
      <body className="items-center justify-center bg-navy-50 px-4 text-center">
        <main className="mx-auto max-w-xl py-24">
          <p className="text-7xl font-bold text-teal-700">404</p>
          <h1 className="mt-6 text-3xl font-bold text-navy-900">404 Page Not Found</h1>
          <p className="mt-4 text-lg text-muted">The page you are looking for does not exist or has moved.</p>
          <p lang="ar" dir="rtl" className="mt-2 text-lg text-muted">
            الصفحة التي تبحث عنها غير موجودة أو تم نقلها.
          </p>
          <p className="mt-10 flex justify-center gap-3">
            <Link href="/" className="rounded-[var(--radius-control)] bg-navy-900 px-6 py-3 font-semibold text-white">
              Go back home
            </Link>
            <Link href="/ar" lang="ar" className="rounded-[var(--radius-control)] border border-line bg-white px-6 py-3 font-semibold text-navy-900">
              العودة إلى الصفحة الرئيسية
            </Link>
          </p>
        </main>
      </body>
    </html>
  );
}
