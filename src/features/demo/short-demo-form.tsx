'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller, useForm, type Resolver } from '@/lib/form';
import { Button } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/field';
import { errorText, FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast-store';
import { PrivacyNote } from '@/components/ui/privacy-note';
import { localizeHref } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { companySizes, type ModuleInterest } from '@/schemas/demo-options';
import { SlotPicker, type Slot } from './slot-picker';
import { Honeypot } from '@/components/site/honeypot';
import { lazyResolver } from '@/lib/lazy-resolver';
import type { DemoErrorKey, ShortDemoRequest } from '@/schemas/demo';
import { useSubmitForm } from '@/lib/submit-form';

/** What the inputs hold (selects start empty); the schema turns it into a ShortDemoRequest. */
type Values = { [K in keyof ShortDemoRequest]-?: string };
const empty: Values = { name: '', email: '', phone: '', company: '', companySize: '', moduleInterest: '', slotStart: '' };
const fieldNames = Object.keys(empty) as (keyof Values)[];
const { resolver, preload } = lazyResolver(() => import('@/schemas/form-resolvers').then((m) => m.shortDemoResolver as Resolver<Values, unknown, ShortDemoRequest>));

export interface ModuleOption {
  value: ModuleInterest;
  label: string;
}

/** `modules`: the module-of-interest options, named by the page from the product catalogue. */
/** `plannedCareNote`: how PPC and PPM differ, from the content (one wording across the site). */
export function ShortDemoForm({ modules, plannedCareNote }: { modules: readonly ModuleOption[]; plannedCareNote: string }) {
  const t = useTranslations('DemoForm');
  const locale = useLocale() as Locale;
  const [reload, setReload] = useState(0);
  const [offered, setOffered] = useState<Slot[]>([]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, ShortDemoRequest>({ resolver, defaultValues: empty, mode: 'onTouched' });
  const { honeypot, setHoneypot, submit } = useSubmitForm<Values, ShortDemoRequest>({
    url: '/api/demo-request',
    locale,
    fields: fieldNames,
    setError,
    // A refused slot says why, and its answer brings the next free ones.
    serverWords: (status, data) => status === 429 || Array.isArray(data?.slots),
    fallback: t('short.errorText'),
    onSuccess: (result) => {
      // The confirmation page replaces the form: the slot, the calendar file and the link to change it.
      const booking = result.data?.booking as { confirmationUrl: string };
      window.location.assign(booking.confirmationUrl);
    },
    onFailure: (message, result) => {
      if (Array.isArray(result.data?.slots)) {
        // The slot was taken (or is no longer bookable) meanwhile: the next free ones, and the calendar again.
        setOffered(result.data.slots as Slot[]);
        setReload((n) => n + 1);
      }
      toast({ variant: 'destructive', title: t('short.errorTitle'), description: message ?? t('short.errorText') });
    },
  });

  const fieldError = (field: keyof Values) => errorText(errors[field], (key) => t(`errors.${key as DemoErrorKey}`));
  const required = t('common.required');

  return (
    <form noValidate onSubmit={handleSubmit(submit)} onFocus={preload} className="relative grid gap-5" aria-busy={isSubmitting}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="name" label={t('short.name')} required={required} error={fieldError('name')}>
          {(aria) => <Input autoComplete="name" placeholder={t('short.namePlaceholder')} {...register('name')} {...aria} />}
        </FormField>
        <FormField id="email" label={t('short.email')} required={required} error={fieldError('email')}>
          {(aria) => <Input type="email" autoComplete="email" inputMode="email" dir="ltr" placeholder={t('short.emailPlaceholder')} {...register('email')} {...aria} />}
        </FormField>
        <FormField id="phone" label={t('short.phone')} required={required} hint={t('short.phoneHint')} hintUntilError error={fieldError('phone')}>
          {(aria) => <Input type="tel" autoComplete="tel" inputMode="tel" dir="ltr" placeholder={t('short.phonePlaceholder')} {...register('phone')} {...aria} />}
        </FormField>
        <FormField id="company" label={t('short.company')} optional={t('common.optional')} error={fieldError('company')}>
          {(aria) => <Input autoComplete="organization" placeholder={t('short.companyPlaceholder')} {...register('company')} {...aria} />}
        </FormField>
        <FormField id="companySize" label={t('short.companySize')} required={required} error={fieldError('companySize')}>
          {(aria) => (
            <Select {...register('companySize')} {...aria}>
              <option value="">{t('common.select')}</option>
              {companySizes.map((size) => (
                <option key={size} value={size}>
                  {t('short.companySizeOption', { size })}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="moduleInterest" label={t('short.moduleInterest')} required={required} describedBy="moduleInterest-hint" error={fieldError('moduleInterest')}>
          {(aria) => (
            <Select {...register('moduleInterest')} {...aria}>
              <option value="">{t('common.select')}</option>
              {modules.map((module) => (
                <option key={module.value} value={module.value}>
                  {module.label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        {/* Under both selects of the row, so the row's fields stay level. */}
        <p id="moduleInterest-hint" className="-mt-2 text-xs leading-relaxed text-muted sm:col-span-2">
          {plannedCareNote}
        </p>
        <Controller
          control={control}
          name="slotStart"
          render={({ field }) => (
            <SlotPicker
              id="slotStart"
              value={field.value}
              onChange={(start) => {
                field.onChange(start);
                setOffered([]);
              }}
              locale={locale}
              reload={reload}
              offered={offered}
              error={fieldError('slotStart')}
              dayError={t('errors.preferredDate')}
              calendarLabels={{ dialog: t('calendar.dialogLabel'), previousMonth: t('calendar.previousMonth'), nextMonth: t('calendar.nextMonth'), selected: t('calendar.selected') }}
            />
          )}
        />
      </div>
      <Honeypot label={t('honeypot')} value={honeypot} onChange={setHoneypot} />
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? t('common.submitting') : t('short.submit')}
      </Button>
      <PrivacyNote className="text-center" before={t('common.privacyBefore')} link={t('common.privacyLink')} after={t('common.privacyAfter')} href={localizeHref('/privacy', locale)} />
    </form>
  );
}
