import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';

/** Hands the form islands only the DemoForm strings of the page's language. */
export async function DemoFormMessages({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = await getMessages({ locale });
  return (
    <NextIntlClientProvider locale={locale} messages={{ DemoForm: messages.DemoForm }}>
      {children}
    </NextIntlClientProvider>
  );
}
