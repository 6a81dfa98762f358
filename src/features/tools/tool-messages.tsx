import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';

type ToolNamespace = 'common' | 'roi' | 'maintenance' | 'qr' | 'checklist' | 'ask';

/** Hands a tool's island only the `Tools` strings it uses, in the page's language. */
export async function ToolMessages({ locale, parts, children }: { locale: Locale; parts: readonly ToolNamespace[]; children: ReactNode }) {
  const messages = await getMessages({ locale });
  const tools = Object.fromEntries(parts.map((part) => [part, messages.Tools[part]]));
  return (
    <NextIntlClientProvider locale={locale} messages={{ Tools: tools }}>
      {children}
    </NextIntlClientProvider>
  );
}
