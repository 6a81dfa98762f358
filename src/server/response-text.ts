import 'server-only';
import { createTranslator } from 'next-intl';
import ar from '../../messages/ar.json';
import en from '../../messages/en.json';

export type StaffLocale = 'en' | 'ar';

function fail(error: Error): never {
  throw error;
}

const translators = {
  en: createTranslator({ locale: 'en', messages: en, namespace: 'AdminResponse', onError: fail }),
  ar: createTranslator({ locale: 'ar', messages: ar, namespace: 'AdminResponse', onError: fail }),
};

/** The speed-to-lead words (`AdminResponse` messages) in the reader's language: Arabic unless told. */
export function responseText(locale: StaffLocale = 'ar') {
  return translators[locale];
}

/** A staff account's language: its `locale` column when the account has one and it is English, else Arabic. */
export function staffLocaleOf(account: object): StaffLocale {
  return (account as { locale?: unknown }).locale === 'en' ? 'en' : 'ar';
}

/** Working minutes as "1 h 20 min" / "1 س 20 د". */
export function formatWorkingTime(minutes: number, locale: StaffLocale = 'ar'): string {
  const t = responseText(locale);
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (!hours) return t('duration.minutes', { minutes: rest });
  return rest ? t('duration.hoursMinutes', { hours, minutes: rest }) : t('duration.hours', { hours });
}
