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

type Format = (key: string, values: Record<string, string | number>) => string;

/** A message of the JSON catalogues by dotted key, with {placeholders} filled; for route handlers. */
export function serverMessage(locale: Locale, key: string, values: Record<string, string | number> = {}): string {
  return (translators[locale] as unknown as Format)(key, values);
}
