import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { RegistrationFormLabels } from './registration-form';

/** The registration form's strings in the page's language, for the server parent to hand to the island. */
export async function registrationFormLabels(locale: Locale): Promise<RegistrationFormLabels> {
  const t = await getTranslations({ locale, namespace: 'EventRegistration' });
  return {
    name: t('form.name'),
    namePlaceholder: t('form.namePlaceholder'),
    email: t('form.email'),
    emailPlaceholder: t('form.emailPlaceholder'),
    company: t('form.company'),
    companyPlaceholder: t('form.companyPlaceholder'),
    phone: t('form.phone'),
    phoneOptional: t('form.phoneOptional'),
    phonePlaceholder: t('form.phonePlaceholder'),
    phoneHint: t('form.phoneHint'),
    required: t('form.required'),
    newsletter: t('form.newsletter'),
    submit: t('form.submit'),
    submitting: t('form.submitting'),
    privacyBefore: t('form.privacyBefore'),
    privacyLink: t('form.privacyLink'),
    privacyAfter: t('form.privacyAfter'),
    honeypot: t('form.honeypot'),
    errorTitle: t('form.errorTitle'),
    errorText: t('form.errorText'),
    errors: {
      fullName: t('errors.fullName'),
      invalidEmail: t('errors.invalidEmail'),
      companyName: t('errors.companyName'),
      phoneFormat: t('errors.phoneFormat'),
      newsletter: t('errors.newsletter'),
      tooLong: t('errors.tooLong'),
      invalidText: t('errors.invalidText'),
    },
  };
}
