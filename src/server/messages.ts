import 'server-only';
import ar from '../../messages/ar.json';
import en from '../../messages/en.json';
import { createTranslator } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import type { StaffText } from './staff/language';

// The build compiles the catalogues (next-intl's `precompile`), so messages are formatted by next-intl, never read raw.
function fail(error: Error): never {
  throw error;
}

const translators = {
  en: createTranslator({ locale: 'en', messages: en, onError: fail }),
  ar: createTranslator({ locale: 'ar', messages: ar, onError: fail }),
};

type Format = (key: string, values: Record<string, string | number>) => string;

/** The staff area's message at a key made at run time (from a stored value or a schema's code), if there is one. */
export function adminMessage(t: StaffText, key: string): string | undefined {
  return t.has(key as never) ? (t as unknown as Format)(key, {}) : undefined;
}

/** The staff area's name for a stored value under `group` (an audit action, a lead kind), or the value as stored when it has none. */
export function adminLabel(t: StaffText, group: string, value: string): string {
  return adminMessage(t, `${group}.${value}`) ?? value;
}

/** A message of the JSON catalogues by dotted key, with {placeholders} filled; for route handlers. */
export function serverMessage(locale: Locale, key: string, values: Record<string, string | number> = {}): string {
  return (translators[locale] as unknown as Format)(key, values);
}
