'use client';

import { AlertCircle as alertCircleIcon, CheckCircle2 as checkCircle2Icon, Clock as clockIcon, Gift as giftIcon, Presentation as presentationIcon } from 'lucide';
import { createIcon } from '@/components/icons/create-icon';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { useForm, type Resolver } from '@/lib/form';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { PrivacyNote } from '@/components/ui/privacy-note';
import { FieldError, Input, RequiredMark, Select } from '@/components/ui/field';
import { errorText, FormField } from '@/components/ui/form-field';
import { support } from '@/content/facts';
import { ClientLink, localizeHref } from '@/i18n/navigation';
import { Honeypot } from '@/components/site/honeypot';
import { budgets, facilitySizes, industries, timelines, type SolutionChoice } from '@/schemas/demo-options';
import { lazyResolver } from '@/lib/lazy-resolver';
import type { DemoErrorKey, DetailedDemoRequest } from '@/schemas/demo';
import { useSubmitForm } from '@/lib/submit-form';

const AlertCircle = createIcon(alertCircleIcon);
const CheckCircle2 = createIcon(checkCircle2Icon);
const Clock = createIcon(clockIcon);
const Gift = createIcon(giftIcon);
const Presentation = createIcon(presentationIcon);

type Values = Omit<{ [K in keyof DetailedDemoRequest]: string }, 'interestedSolutions'> & { interestedSolutions: string[] };
const TOP_ID = 'demo-request-status';
const empty: Values = { name: '', email: '', phone: '', company: '', industry: '', facilitySize: '', currentSoftware: '', interestedSolutions: [], budget: '', timeline: '' };
const fieldNames = Object.keys(empty) as (keyof Values)[];
const { resolver, preload } = lazyResolver(() => import('@/schemas/form-resolvers').then((m) => m.detailedDemoResolver as Resolver<Values, unknown, DetailedDemoRequest>));

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 rounded-2xl border border-line p-5 sm:grid-cols-2 sm:p-6">
      <legend className="px-2 text-base font-semibold text-navy-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** `solutions`: the interested-solutions choices, named by the page from the product catalogue. */
export function DetailedDemoForm({ solutions, plannedCareNote }: { solutions: readonly { value: SolutionChoice; label: string }[]; plannedCareNote: string }) {
  const t = useTranslations('DemoForm');
  const locale = useLocale();
  const [status, setStatus] = useState<'editing' | 'failed' | 'done'>('editing');
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, DetailedDemoRequest>({
    resolver,
    defaultValues: empty,
    mode: 'onTouched',
  });

  // Moves focus to the success message or the error notice, so screen readers announce it.
  const focusTop = () => requestAnimationFrame(() => document.getElementById(TOP_ID)?.focus());
  const { honeypot, setHoneypot, submit } = useSubmitForm<Values, DetailedDemoRequest>({
    url: '/api/detailed-demo-request',
    locale,
    fields: fieldNames,
    setError,
    serverWords: (status) => status === 429,
    fallback: t('detailed.errorText'),
    onSuccess: () => {
      reset(empty);
      setStatus('done');
      focusTop();
    },
    onFailure: (message) => {
      setFailure(message);
      setStatus('failed');
      focusTop();
    },
  });

  const fieldError = (field: keyof Values) => errorText(errors[field], (key) => t(`errors.${key as DemoErrorKey}`));
  const required = t('common.required');
  // A required select of fixed options, named by `optionLabel`.
  const choice = <V extends string>(field: 'industry' | 'facilitySize' | 'budget' | 'timeline', options: readonly V[], optionLabel: (value: V) => string) => (
    <FormField id={field} label={t(`detailed.${field}`)} required={required} error={fieldError(field)}>
      {(aria) => (
        <Select {...register(field)} {...aria}>
          <option value="">{t('common.select')}</option>
          {options.map((value) => (
            <option key={value} value={value}>
              {optionLabel(value)}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );

  if (status === 'done') {
    const cards = [
      { icon: <Presentation />, title: t('detailed.cardDemoTitle'), text: t('detailed.cardDemoText') },
      { icon: <Clock />, title: t('detailed.cardResponseTitle'), text: t('detailed.cardResponseText', { answer: support.answer[locale] }) },
      { icon: <Gift />, title: t('detailed.cardConsultTitle'), text: t('detailed.cardConsultText') },
    ];
    return (
      <div id={TOP_ID} tabIndex={-1} role="status" className="text-center outline-none">
        <CheckCircle2 aria-hidden className="mx-auto size-14 text-teal-700" />
        <h2 className="mt-4 text-2xl font-bold text-navy-900 sm:text-3xl">{t('detailed.successTitle')}</h2>
        <p className="mt-3 text-muted">{t('detailed.successText')}</p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-3">
          {cards.map((card) => (
            <li key={card.title} className="rounded-2xl border border-line bg-canvas p-5 text-start">
              <span aria-hidden className="flex size-10 items-center justify-center rounded-xl bg-teal-50 text-teal-700 [&_svg]:size-5">
                {card.icon}
              </span>
              <h3 className="mt-3 font-semibold text-navy-900">{card.title}</h3>
              <p className="mt-1 text-sm text-muted">{card.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ClientLink href="/" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            {t('detailed.backHome')}
          </ClientLink>
          <ClientLink href="/ai-features" className={buttonVariants({ variant: 'primary', size: 'lg' })}>
            {t('detailed.exploreAi')}
          </ClientLink>
        </div>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} onFocus={preload} className="relative grid gap-6" aria-busy={isSubmitting}>
      <div id={TOP_ID} tabIndex={-1} className="outline-none">
        {status === 'failed' && (
          <div role="alert" className="flex gap-3 rounded-2xl border border-danger bg-danger-50 p-4 text-danger">
            <AlertCircle aria-hidden className="mt-0.5 size-5 shrink-0" />
            <div>
              <p className="font-semibold">{t('detailed.errorTitle')}</p>
              <p className="mt-1 text-sm">{failure ?? t('detailed.errorText')}</p>
            </div>
          </div>
        )}
      </div>
      <Group title={t('detailed.personal')}>
        <FormField id="name" className="sm:col-span-2" label={t('detailed.name')} required={required} error={fieldError('name')}>
          {(aria) => <Input autoComplete="name" placeholder={t('detailed.namePlaceholder')} {...register('name')} {...aria} />}
        </FormField>
        <FormField id="email" label={t('detailed.email')} required={required} error={fieldError('email')}>
          {(aria) => <Input type="email" autoComplete="email" inputMode="email" dir="ltr" placeholder={t('detailed.emailPlaceholder')} {...register('email')} {...aria} />}
        </FormField>
        <FormField id="phone" label={t('detailed.phone')} required={required} error={fieldError('phone')}>
          {(aria) => <Input type="tel" autoComplete="tel" inputMode="tel" dir="ltr" placeholder={t('detailed.phonePlaceholder')} {...register('phone')} {...aria} />}
        </FormField>
      </Group>
      <Group title={t('detailed.company')}>
        <FormField id="company" className="sm:col-span-2" label={t('detailed.companyName')} required={required} error={fieldError('company')}>
          {(aria) => <Input autoComplete="organization" placeholder={t('detailed.companyPlaceholder')} {...register('company')} {...aria} />}
        </FormField>
        {choice('industry', industries, (value) => t(`industries.${value}`))}
        {choice('facilitySize', facilitySizes, (value) => t(`facilitySizes.${value}`))}
      </Group>
      <Group title={t('detailed.technical')}>
        <FormField id="currentSoftware" className="sm:col-span-2" label={t('detailed.currentSoftware')} required={required} error={fieldError('currentSoftware')}>
          {(aria) => <Input placeholder={t('detailed.currentSoftwarePlaceholder')} {...register('currentSoftware')} {...aria} />}
        </FormField>
        <fieldset className="sm:col-span-2" aria-describedby={['interestedSolutions-hint', errors.interestedSolutions && 'interestedSolutions-error'].filter(Boolean).join(' ')}>
          <legend className="mb-2 text-sm font-medium text-navy-900">
            {t('detailed.interestedSolutions')}
            <RequiredMark label={required} />
          </legend>
          <p id="interestedSolutions-hint" className="mb-3 text-xs text-muted">
            {plannedCareNote}
          </p>
          <div className="grid gap-2 sm:grid-cols-2">
            {solutions.map(({ value, label }) => (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-line px-3 py-2 text-sm text-navy-900 transition-colors hover:bg-navy-50 has-[:checked]:border-teal-600 has-[:checked]:bg-teal-50"
              >
                <input type="checkbox" value={value} className="size-4 accent-teal-700" {...register('interestedSolutions')} />
                {label}
              </label>
            ))}
          </div>
          <FieldError id="interestedSolutions-error">{fieldError('interestedSolutions')}</FieldError>
        </fieldset>
      </Group>
      <Group title={t('detailed.project')}>
        {choice('budget', budgets, (value) => t(`budgets.${value}`))}
        {choice('timeline', timelines, (value) => t(`timelines.${value}`))}
      </Group>
      <Honeypot label={t('honeypot')} value={honeypot} onChange={setHoneypot} />
      <div className="grid gap-3">
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto sm:justify-self-start">
          {isSubmitting ? t('common.submitting') : t('detailed.submit')}
        </Button>
        <PrivacyNote before={t('common.privacyBefore')} link={t('common.privacyLink')} after={t('common.privacyAfter')} href={localizeHref('/privacy', locale)} />
      </div>
    </form>
  );
}
