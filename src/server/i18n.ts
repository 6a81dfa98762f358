import 'server-only';
import ar from '../../messages/ar.json';
import en from '../../messages/en.json';
import { createTranslator } from 'next-intl';
import type { Locale } from '@/i18n/routing';

// The build compiles the catalogues (next-intl's `precompile`), so messages are formatted by next-intl, never read raw.
function fail(error: Error): never {
  throw error;
}

const translators = {
  en: createTranslator({ locale: 'en', messages: en, onError: fail }),
  ar: createTranslator({ locale: 'ar', messages: ar, onError: fail }),
};

/** The staff area's words (`Admin` messages): it is Arabic only (decisions.md), so no request locale is needed. */
export const adminText = createTranslator({ locale: 'ar', messages: ar, namespace: 'Admin', onError: fail });

type Format = (key: string, values: Record<string, string | number>) => string;

/** The staff area's message at a key made at run time (from a stored value or a schema's code), if there is one. */
export function adminMessage(key: string): string | undefined {
  return adminText.has(key as never) ? (adminText as unknown as Format)(key, {}) : undefined;
}

/** The staff area's name for a stored value under `group` (an audit action, a lead kind), or the value as stored when it has none. */
export function adminLabel(group: string, value: string): string {
  return adminMessage(`${group}.${value}`) ?? value;
}

/** A message of the JSON catalogues by dotted key, with {placeholders} filled; for route handlers. */
export function serverMessage(locale: Locale, key: string, values: Record<string, string | number> = {}): string {
  return (translators[locale] as unknown as Format)(key, values);
}
