import 'server-only';
import { coreSystemLabel, isCoreSystem } from '@/schemas/demo-option-labels';
import type { Locale } from '@/i18n/routing';
import { serverMessage } from '@/server/messages';

/**
 * The staff area's names, in the reader's staff language (always passed: a name must never fall back to
 * another language than the page's), for the values a demo request stores, from the same catalogue and
 * messages the public forms use. Values of earlier form versions keep their own names; a value no
 * list knows is shown as stored.
 */
function message(locale: Locale, key: string, values?: Record<string, string>): string | undefined {
  try {
    return serverMessage(locale, key, values);
  } catch {
    return undefined;
  }
}

export function moduleInterestLabel(value: string, locale: Locale): string {
  return isCoreSystem(value) ? coreSystemLabel(value, locale) : (message(locale, `DemoForm.modules.${value}`) ?? value);
}

/** The old short form's "system of interest" (erp, crm, ...). */
export function legacySystemInterestLabel(value: string, locale: Locale): string {
  return message(locale, `Admin.demoRequests.legacySystems.${value}`) ?? value;
}

/** The long form's comma-separated list, in either vocabulary. */
export function solutionsLabel(list: string, locale: Locale): string {
  return list
    .split(',')
    .map((value) => {
      if (isCoreSystem(value)) return coreSystemLabel(value, locale);
      return message(locale, `Admin.demoRequests.legacySolutions.${value}`) ?? message(locale, `DemoForm.solutions.${value}`) ?? value;
    })
    .join(locale === 'ar' ? '، ' : ', ');
}

export const optionLabel = {
  companySize: (value: string, locale: Locale) => message(locale, 'DemoForm.short.companySizeOption', { size: value }) ?? value,
  industry: (value: string, locale: Locale) => message(locale, `DemoForm.industries.${value}`) ?? value,
  facilitySize: (value: string, locale: Locale) => message(locale, `DemoForm.facilitySizes.${value}`) ?? value,
  budget: (value: string, locale: Locale) => message(locale, `DemoForm.budgets.${value}`) ?? value,
  timeline: (value: string, locale: Locale) => message(locale, `DemoForm.timelines.${value}`) ?? value,
  time: (value: string, locale: Locale) => message(locale, 'DemoForm.short.timeOption', { time: value }) ?? value,
};
