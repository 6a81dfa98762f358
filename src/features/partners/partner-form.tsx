'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, type Resolver } from '@/lib/form';
import { FormProblem, SendButton, SentHeading } from '@/components/site/conversation-form-parts';
import { Honeypot } from '@/components/site/honeypot';
import { Input, Select, Textarea } from '@/components/ui/field';
import { errorText, FormField } from '@/components/ui/form-field';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useSubmitForm } from '@/lib/submit-form';
import type { PartnerApplicationValues, PartnerErrorKey } from '@/schemas/partner-application';
import { PARTNER_MESSAGE_MAX_LENGTH, partnerLevelIds } from '@/schemas/partner-choices';

type Values = { company: string; name: string; email: string; phone: string; partnershipType: string; level: string; regions: string; message: string };
const fields = ['company', 'name', 'email', 'phone', 'partnershipType', 'level', 'regions', 'message'] as const;

// The schema (with Zod and the phone rules) loads when the form is first focused or sent, not with the page.
const { resolver, preload } = lazyResolver(() =>
  import('@/schemas/conversation-resolvers').then((m) => m.partnerApplicationResolver as unknown as Resolver<Values, unknown, PartnerApplicationValues>),
);

interface Choice {
  value: string;
  label: string;
}

/**
 * The partner application: posted to /api/partner-applications with the page's language,
 * path and attribution. Once stored, the form gives way to what happens next; it does not vanish.
 */
export function PartnerForm({ types, levels, page, backLink, whatsapp }: { types: Choice[]; levels: Choice[]; page: string; backLink: ReactNode; whatsapp: ReactNode }) {
  const t = useTranslations('Conversation.partner');
  const locale = useLocale();
  const [sent, setSent] = useState<{ name: string; company: string; email: string } | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, PartnerApplicationValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: { company: '', name: '', email: '', phone: '', partnershipType: '', level: '', regions: '', message: '' },
  });

  // A level's "Apply" button links here with ?level= (the page itself stays static).
  useEffect(() => {
    const level = new URLSearchParams(window.location.search).get('level');
    if (level && (partnerLevelIds as readonly string[]).includes(level)) setValue('level', level);
  }, [setValue]);

  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  const { honeypot, setHoneypot, problem, submit } = useSubmitForm<Values, PartnerApplicationValues>({
    url: '/api/partner-applications',
    locale,
    fields,
    setError,
    extra: () => ({ page }),
    serverWords: (status) => status >= 400,
    fallback: t('errorText'),
    onSuccess: (_, values) => setSent({ name: values.name, company: values.company, email: values.email }),
  });

  const fieldError = (field: keyof Values) => errorText(errors[field], (key) => t(`errors.${key as PartnerErrorKey}`));

  if (sent) {
    return (
      <div ref={confirmation} tabIndex={-1} role="status" data-partner-success="" className="outline-none">
        <SentHeading title={t('successTitle')} />
        <p className="mt-4 text-ink">{t('successText', { name: sent.name, company: sent.company })}</p>
        <h3 className="mt-6 font-bold text-navy-900">{t('nextTitle')}</h3>
        <ol className="mt-3 grid gap-3">
          {[t('next1', { email: sent.email }), t('next2'), t('next3')].map((step, index) => (
            <li key={step} className="flex gap-3 text-sm leading-relaxed text-ink">
              <span aria-hidden className="flex size-7 shrink-0 items-center justify-center rounded-full bg-navy-900 text-sm font-bold text-white">
                {index + 1}
              </span>
              <span className="pt-0.5">{step}</span>
            </li>
          ))}
        </ol>
        <div className="mt-7 flex flex-col gap-3 sm:flex-row sm:items-center">
          {whatsapp}
          {backLink}
        </div>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} onFocus={preload} className="grid gap-5" aria-busy={isSubmitting}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="partner-company" label={t('company')} required={t('required')} error={fieldError('company')}>
          {(aria) => <Input autoComplete="organization" placeholder={t('companyPlaceholder')} {...register('company')} {...aria} />}
        </FormField>
        <FormField id="partner-name" label={t('name')} required={t('required')} error={fieldError('name')}>
          {(aria) => <Input autoComplete="name" {...register('name')} {...aria} />}
        </FormField>
        <FormField id="partner-email" label={t('email')} required={t('required')} error={fieldError('email')}>
          {(aria) => <Input type="email" autoComplete="email" inputMode="email" dir="ltr" placeholder={t('emailPlaceholder')} {...register('email')} {...aria} />}
        </FormField>
        <FormField id="partner-phone" label={t('phone')} required={t('required')} hint={t('phoneHint')} error={fieldError('phone')}>
          {(aria) => <Input type="tel" autoComplete="tel" inputMode="tel" dir="ltr" className="text-start" {...register('phone')} {...aria} />}
        </FormField>
        <FormField id="partner-type" label={t('type')} required={t('required')} error={fieldError('partnershipType')}>
          {(aria) => (
            <Select {...register('partnershipType')} {...aria}>
              <option value="" disabled>
                —
              </option>
              {types.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="partner-level" label={t('level')} required={t('required')} error={fieldError('level')}>
          {(aria) => (
            <Select {...register('level')} {...aria}>
              <option value="" disabled>
                —
              </option>
              {levels.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <FormField id="partner-regions" label={t('regions')} required={t('required')} error={fieldError('regions')}>
        {(aria) => <Input placeholder={t('regionsPlaceholder')} {...register('regions')} {...aria} />}
      </FormField>
      <FormField id="partner-message" label={t('message')} optional={t('optional')} error={fieldError('message')}>
        {(aria) => <Textarea rows={4} maxLength={PARTNER_MESSAGE_MAX_LENGTH} {...register('message')} {...aria} />}
      </FormField>
      <Honeypot label={t('honeypot')} value={honeypot} onChange={setHoneypot} />
      <FormProblem title={t('errorTitle')} problem={problem} />
      <SendButton busy={isSubmitting} label={t('submit')} busyLabel={t('submitting')} className="w-full sm:w-auto sm:justify-self-start" />
    </form>
  );
}
