import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';

/** Hands the form islands only the DemoForm strings of the page's language (and, for `booking`, the slot picker's). */
export async function DemoFormMessages({ locale, booking = false, children }: { locale: Locale; booking?: boolean; children: ReactNode }) {
  const messages = await getMessages({ locale });
  return (
    <NextIntlClientProvider locale={locale} messages={booking ? { DemoForm: messages.DemoForm, DemoBooking: { form: messages.DemoBooking.form } } : { DemoForm: messages.DemoForm }}>
      {children}
    </NextIntlClientProvider>
  );
}
