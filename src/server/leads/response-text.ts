import 'server-only';
import { createTranslator } from 'next-intl';
import ar from '../../../messages/ar.json';
import en from '../../../messages/en.json';

import type { StaffLocale } from '../db/database';

export type { StaffLocale };

function fail(error: Error): never {
  throw error;
}

const translators = {
  en: createTranslator({ locale: 'en', messages: en, namespace: 'AdminResponse', onError: fail }),
  ar: createTranslator({ locale: 'ar', messages: ar, namespace: 'AdminResponse', onError: fail }),
};

/** The speed-to-lead words (`AdminResponse` messages) in the reader's language (see staff/language.ts). */
export function responseText(locale: StaffLocale) {
  return translators[locale];
}

/** A staff account row's language (its `locale` column): English when it says so, else Arabic. */
export function accountLocale(account: object): StaffLocale {
  return (account as { locale?: unknown }).locale === 'en' ? 'en' : 'ar';
}

/** Working minutes as "1 h 20 min" / "1 س 20 د". */
export function formatWorkingTime(minutes: number, locale: StaffLocale): string {
  const t = responseText(locale);
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (!hours) return t('duration.minutes', { minutes: rest });
  return rest ? t('duration.hoursMinutes', { hours, minutes: rest }) : t('duration.hours', { hours });
}
