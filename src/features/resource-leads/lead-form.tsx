'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm, type Resolver } from '@/lib/form';
import { ContactFormSubmit, NameAndEmailFields, type ContactFormWords } from '@/components/site/contact-form';
import { Input } from '@/components/ui/field';
import { errorText, FormField } from '@/components/ui/form-field';
import { Honeypot } from '@/components/site/honeypot';
import { useSubmitForm } from '@/lib/submit-form';
import type { Locale } from '@/i18n/routing';
import { lazyResolver } from '@/lib/lazy-resolver';
import type { CourseLead, GuideLead, ResourceLeadErrorKey, ResourceLeadKind } from '@/schemas/resource-lead';

type Values = { name: string; email: string; company: string; consent: boolean };
type Lead = GuideLead | CourseLead;
const empty: Values = { name: '', email: '', company: '', consent: false };
const fieldNames = Object.keys(empty) as (keyof Values)[];

// Each kind's schema (and Zod with it) loads when the form is first focused or sent, not with the page.
// The guide form has no company field; its schema drops the empty value.
const resolvers: Record<ResourceLeadKind, ReturnType<typeof lazyResolver<Values, Lead>>> = {
  guide: lazyResolver(() => import('@/schemas/form-resolvers').then((m) => m.guideLeadResolver as unknown as Resolver<Values, unknown, Lead>)),
  course: lazyResolver(() => import('@/schemas/form-resolvers').then((m) => m.courseLeadResolver as Resolver<Values, unknown, Lead>)),
};

/**
 * The form of a guide download (name, work e-mail, consent) or a course enrolment (the same with the
 * company), posted to /api/resource-leads with the page's language, path and the visit's attribution.
 * `onSuccess` gets the server's confirmation, already in the page's language. Its words: the
 * `ResourceLeads.common`, `.errors` and `.<kind>` messages (the consent sentence is the one the server stores with the lead).
 */
export function LeadForm({
  kind,
  resourceId,
  locale,
  privacyHref,
  onSuccess,
}: {
  kind: ResourceLeadKind;
  resourceId: string;
  locale: Locale;
  privacyHref: string;
  onSuccess: (message: string) => void;
}) {
  const id = useId();
  const t = useTranslations('ResourceLeads');
  const words: ContactFormWords = (word) => (word === 'submit' ? t(`${kind}.submit`) : t(`common.${word}`));
  const { resolver, preload } = resolvers[kind];
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Lead>({ resolver, defaultValues: empty, mode: 'onTouched' });

  const { honeypot, setHoneypot, problem, submit } = useSubmitForm<Values, Lead>({
    url: '/api/resource-leads',
    locale,
    fields: fieldNames,
    setError,
    extra: () => ({ kind, resourceId, page: window.location.pathname.slice(0, 200) }),
    // Too many requests, or the database unreachable: the server says so in the page's language.
    serverWords: (status) => status === 429 || status === 503,
    fallback: `${t('common.errorTitle')}. ${t('common.errorText')}`,
    quietOnFieldErrors: true,
    onSuccess: (result) => {
      reset(empty);
      onSuccess(result.message ?? '');
    },
  });

  const fieldId = (field: keyof Values) => `${id}-${field}`;
  const fieldError = (field: keyof Values) => errorText(errors[field], (key) => t(`errors.${key as ResourceLeadErrorKey}`));

  return (
    <form noValidate onSubmit={handleSubmit(submit)} onFocus={preload} className="relative grid gap-4" aria-busy={isSubmitting}>
      <div className={kind === 'course' ? 'grid gap-4 sm:grid-cols-2' : 'grid gap-4'}>
        <NameAndEmailFields words={words} fieldId={fieldId} register={(field) => register(field)} error={fieldError} />
        {kind === 'course' && (
          <FormField id={fieldId('company')} className="sm:col-span-2" label={t('common.company')} required={t('common.required')} error={fieldError('company')}>
            {(aria) => <Input autoComplete="organization" placeholder={t('common.companyPlaceholder')} {...register('company')} {...aria} />}
          </FormField>
        )}
      </div>
      <FormField id={fieldId('consent')} checkbox label={t(`${kind}.consent`)} required={t('common.required')} error={fieldError('consent')}>
        {(aria) => <input type="checkbox" className="mt-1 size-4 shrink-0 accent-teal-700" {...register('consent')} {...aria} />}
      </FormField>
      <Honeypot label={t('common.honeypot')} value={honeypot} onChange={setHoneypot} />
      <ContactFormSubmit words={words} busy={isSubmitting} problem={problem} privacyHref={privacyHref} />
    </form>
  );
}
