import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { LeadFormLabels } from './lead-form';
import type { ResourceLeadKind } from '@/schemas/resource-lead';

/** The lead form's strings in the page's language, for the server parent to hand to the island. */
export async function leadFormLabels(locale: Locale, kind: ResourceLeadKind): Promise<LeadFormLabels> {
  const t = await getTranslations({ locale, namespace: 'ResourceLeads' });
  return {
    name: t('common.name'),
    namePlaceholder: t('common.namePlaceholder'),
    email: t('common.email'),
    emailPlaceholder: t('common.emailPlaceholder'),
    company: t('common.company'),
    companyPlaceholder: t('common.companyPlaceholder'),
    required: t('common.required'),
    submitting: t('common.submitting'),
    privacyBefore: t('common.privacyBefore'),
    privacyLink: t('common.privacyLink'),
    privacyAfter: t('common.privacyAfter'),
    honeypot: t('common.honeypot'),
    errorTitle: t('common.errorTitle'),
    errorText: t('common.errorText'),
    errors: {
      fullName: t('errors.fullName'),
      invalidEmail: t('errors.invalidEmail'),
      companyName: t('errors.companyName'),
      consent: t('errors.consent'),
      kind: t('errors.kind'),
      resource: t('errors.resource'),
      tooLong: t('errors.tooLong'),
      invalidText: t('errors.invalidText'),
    },
    consent: kind === 'guide' ? t('guide.consent') : t('course.consent'),
    submit: kind === 'guide' ? t('guide.submit') : t('course.submit'),
  };
}
