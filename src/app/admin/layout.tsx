import type { Metadata } from 'next';
import { Direction } from 'radix-ui';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { preloadArabicFont } from '@/components/site/arabic-font';
import { latinFont } from '../[locale]/fonts';
import '../globals.css';

export const metadata: Metadata = {
  title: { default: 'لوحة الإدارة', template: '%s | إدارة Siyana' },
  robots: { index: false, follow: false },
};

/** The staff area's own root: Arabic, right-to-left (spec §2.10). */
export default function AdminLayout({ children }: { children: ReactNode }) {
  preloadArabicFont();
  return (
    <html lang="ar" dir="rtl" className={latinFont.variable}>
      <body className="bg-canvas antialiased">
        <Direction.Provider dir="rtl">
          {children}
          <Toaster regionLabel="الإشعارات ({hotkey})" closeLabel="إغلاق" dir="rtl" />
        </Direction.Provider>
      </body>
    </html>
  );
}
