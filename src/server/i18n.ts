import 'server-only';
import ar from '../../messages/ar.json';
import en from '../../messages/en.json';
import type { Locale } from '@/i18n/routing';

const catalogues = { en, ar } as const;

/** A message of the JSON catalogues by dotted key, with {placeholders} filled; for route handlers. */
export function serverMessage(locale: Locale, key: string, values: Record<string, string | number> = {}): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogues[locale]);
  if (typeof found !== 'string') throw new Error(`Missing message ${locale}:${key}`);
  return found.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}
