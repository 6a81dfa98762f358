import { NextIntlClientProvider, type AbstractIntlMessages, type Messages, type NamespaceKeys, type NestedKeyOf } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';

/** A namespace of the interface messages, top-level or nested ("Tools", "Tools.roi"). */
export type IslandNamespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

/**
 * The subtrees `namespaces` name, at their own place in the tree ("Ai.roi" and "Ai.panel" give
 * `{ Ai: { roi, panel } }`), so an island's `useTranslations('Ai.roi')` reads them as it would the whole file.
 */
export function pickNamespaces(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const namespace of namespaces) {
    const path = namespace.split('.');
    let from: AbstractIntlMessages | string | undefined = messages;
    let into = picked;
    for (const [index, key] of path.entries()) {
      from = typeof from === 'object' ? from[key] : undefined;
      if (from === undefined) throw new Error(`No messages under ${namespace}`);
      if (index === path.length - 1) {
        into[key] = from;
      } else {
        // A copy of what is already there: the request's own messages are never changed.
        const next: AbstractIntlMessages = { ...(typeof into[key] === 'object' ? into[key] : {}) };
        into[key] = next;
        into = next;
      }
    }
  }
  return picked;
}

/**
 * The one way strings reach a public client island: only the namespaces it reads (the point of scoping:
 * every message handed here is sent to the browser with the page), in the page's language, then
 * `useTranslations` inside. The staff area hands its islands its own namespaces (src/app/admin/layout.tsx).
 */
export async function IslandMessages({ locale, namespaces, children }: { locale: Locale; namespaces: readonly IslandNamespace[]; children: ReactNode }) {
  const messages = await getMessages({ locale });
  return (
    <NextIntlClientProvider locale={locale} messages={pickNamespaces(messages, namespaces)}>
      {children}
    </NextIntlClientProvider>
  );
}
