import 'server-only';
import { coreSystemLabel, isCoreSystem } from '@/schemas/demo-option-labels';
import { serverMessage } from '@/server/i18n';

/**
 * The staff area's Arabic names for the values a demo request stores, from the same catalogue and
 * messages the public forms use. Values of earlier form versions keep their own names; a value no
 * list knows is shown as stored.
 */
function message(key: string, values?: Record<string, string>): string | undefined {
  try {
    return serverMessage('ar', key, values);
  } catch {
    return undefined;
  }
}

export function moduleInterestLabel(value: string): string {
  return isCoreSystem(value) ? coreSystemLabel(value, 'ar') : (message(`DemoForm.modules.${value}`) ?? value);
}

/** The old short form's "system of interest" (erp, crm, ...). */
export function legacySystemInterestLabel(value: string): string {
  return message(`Admin.demoRequests.legacySystems.${value}`) ?? value;
}

/** The long form's comma-separated list, in either vocabulary. */
export function solutionsLabel(list: string): string {
  return list
    .split(',')
    .map((value) => {
      if (isCoreSystem(value)) return coreSystemLabel(value, 'ar');
      return message(`Admin.demoRequests.legacySolutions.${value}`) ?? message(`DemoForm.solutions.${value}`) ?? value;
    })
    .join('، ');
}

export const optionLabel = {
  companySize: (value: string) => message('DemoForm.short.companySizeOption', { size: value }) ?? value,
  industry: (value: string) => message(`DemoForm.industries.${value}`) ?? value,
  facilitySize: (value: string) => message(`DemoForm.facilitySizes.${value}`) ?? value,
  budget: (value: string) => message(`DemoForm.budgets.${value}`) ?? value,
  timeline: (value: string) => message(`DemoForm.timelines.${value}`) ?? value,
  time: (value: string) => message('DemoForm.short.timeOption', { time: value }) ?? value,
};
