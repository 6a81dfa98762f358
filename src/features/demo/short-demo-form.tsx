'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { FieldError, Input, Label, Select } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import { ClientLink } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { bookingWindow, CLOSED_WEEKDAYS } from '@/lib/booking-dates';
import { companySizes, timeSlots, type ModuleInterest } from '@/schemas/demo-options';
import { Honeypot } from '@/components/site/honeypot';
import { lazyResolver } from '@/lib/lazy-resolver';
import type { DemoErrorKey, ShortDemoRequest } from '@/schemas/demo';
import { submitForm } from '@/lib/submit-form';

/** What the inputs hold (selects start empty); the schema turns it into a ShortDemoRequest. */
type Values = { [K in keyof ShortDemoRequest]-?: string };
const empty: Values = { name: '', email: '', phone: '', company: '', companySize: '', moduleInterest: '', preferredDate: '', preferredTime: '' };
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
  const [honeypot, setHoneypot] = useState('');
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, ShortDemoRequest>({ resolver, defaultValues: empty, mode: 'onTouched' });

  const message = (field: keyof Values) => {
    const key = errors[field]?.message;
    return key ? t(`errors.${key as DemoErrorKey}`) : undefined;
  };
  const describe = (field: keyof Values, hint?: string) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': [hint, errors[field] && `${field}-error`].filter(Boolean).join(' ') || undefined,
  });

  async function onSubmit(values: ShortDemoRequest) {
    const result = await submitForm('/api/demo-request', values, locale, honeypot);
    if (result.ok) {
      reset(empty);
      setHoneypot('');
      toast({ title: t('short.successTitle'), description: t('short.successText') });
      return;
    }
    // The server's messages are already in the page's language.
    for (const [field, text] of Object.entries(result.errors ?? {})) {
      if (field in empty) setError(field as keyof Values, { type: 'server', message: text });
    }
    toast({ variant: 'destructive', title: t('short.errorTitle'), description: result.status === 429 && result.message ? result.message : t('short.errorText') });
  }

  const serverText = (field: keyof Values) => (errors[field]?.type === 'server' ? errors[field]?.message : message(field));
  // The visitor's clock only shapes the calendar; the server checks the date again with its own.
  const booking = bookingWindow();

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} onFocus={preload} className="relative grid gap-5" aria-busy={isSubmitting}>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <Label htmlFor="name" required requiredLabel={t('common.required')}>
            {t('short.name')}
          </Label>
          <Input id="name" autoComplete="name" placeholder={t('short.namePlaceholder')} {...register('name')} {...describe('name')} />
          <FieldError id="name-error">{serverText('name')}</FieldError>
        </div>
        <div>
          <Label htmlFor="email" required requiredLabel={t('common.required')}>
            {t('short.email')}
          </Label>
          <Input id="email" type="email" autoComplete="email" inputMode="email" dir="ltr" placeholder={t('short.emailPlaceholder')} {...register('email')} {...describe('email')} />
          <FieldError id="email-error">{serverText('email')}</FieldError>
        </div>
        <div>
          <Label htmlFor="phone" required requiredLabel={t('common.required')}>
            {t('short.phone')}
          </Label>
          <Input id="phone" type="tel" autoComplete="tel" inputMode="tel" dir="ltr" placeholder={t('short.phonePlaceholder')} {...register('phone')} {...describe('phone', errors.phone ? undefined : 'phone-hint')} />
          {/* The error says the same, more fully. */}
          {!errors.phone && (
            <p id="phone-hint" className="mt-1.5 text-xs text-muted">
              {t('short.phoneHint')}
            </p>
          )}
          <FieldError id="phone-error">{serverText('phone')}</FieldError>
        </div>
        <div>
          <Label htmlFor="company">
            {t('short.company')} <span className="font-normal text-muted">({t('common.optional')})</span>
          </Label>
          <Input id="company" autoComplete="organization" placeholder={t('short.companyPlaceholder')} {...register('company')} {...describe('company')} />
          <FieldError id="company-error">{serverText('company')}</FieldError>
        </div>
        <div>
          <Label htmlFor="companySize" required requiredLabel={t('common.required')}>
            {t('short.companySize')}
          </Label>
          <Select id="companySize" {...register('companySize')} {...describe('companySize')}>
            <option value="">{t('common.select')}</option>
            {companySizes.map((size) => (
              <option key={size} value={size}>
                {t('short.companySizeOption', { size })}
              </option>
            ))}
          </Select>
          <FieldError id="companySize-error">{serverText('companySize')}</FieldError>
        </div>
        <div>
          <Label htmlFor="moduleInterest" required requiredLabel={t('common.required')}>
            {t('short.moduleInterest')}
          </Label>
          <Select id="moduleInterest" {...register('moduleInterest')} {...describe('moduleInterest', 'moduleInterest-hint')}>
            <option value="">{t('common.select')}</option>
            {modules.map((module) => (
              <option key={module.value} value={module.value}>
                {module.label}
              </option>
            ))}
          </Select>
          <FieldError id="moduleInterest-error">{serverText('moduleInterest')}</FieldError>
        </div>
        {/* Under both selects of the row, so the row's fields stay level. */}
        <p id="moduleInterest-hint" className="-mt-2 text-xs leading-relaxed text-muted sm:col-span-2">
          {plannedCareNote}
        </p>
        <div>
          <Label htmlFor="preferredDate" required requiredLabel={t('common.required')}>
            {t('short.preferredDate')}
          </Label>
          <Controller
            control={control}
            name="preferredDate"
            render={({ field }) => (
              <DatePicker
                id="preferredDate"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                min={booking.first}
                max={booking.last}
                closedWeekdays={CLOSED_WEEKDAYS}
                locale={locale}
                invalid={Boolean(errors.preferredDate)}
                describedBy={['preferredDate-hint', errors.preferredDate && 'preferredDate-error'].filter(Boolean).join(' ')}
                labels={{
                  placeholder: t('short.pickDate'),
                  dialog: t('calendar.dialogLabel'),
                  previousMonth: t('calendar.previousMonth'),
                  nextMonth: t('calendar.nextMonth'),
                  selected: t('calendar.selected'),
                  hint: t('short.dateHint'),
                }}
              />
            )}
          />
          <p id="preferredDate-hint" className="mt-1.5 text-xs text-muted">
            {t('short.dateHint')}
          </p>
          <FieldError id="preferredDate-error">{serverText('preferredDate')}</FieldError>
        </div>
        <div>
          <Label htmlFor="preferredTime" required requiredLabel={t('common.required')}>
            {t('short.preferredTime')}
          </Label>
          <Select id="preferredTime" {...register('preferredTime')} {...describe('preferredTime', 'preferredTime-hint')}>
            <option value="">{t('short.pickTime')}</option>
            {timeSlots.map((slot) => (
              <option key={slot} value={slot}>
                {t('short.timeOption', { time: slot })}
              </option>
            ))}
          </Select>
          <p id="preferredTime-hint" className="mt-1.5 text-xs text-muted">
            {t('short.timeHint')}
          </p>
          <FieldError id="preferredTime-error">{serverText('preferredTime')}</FieldError>
        </div>
      </div>
      <Honeypot label={t('honeypot')} value={honeypot} onChange={setHoneypot} />
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? t('common.submitting') : t('short.submit')}
      </Button>
      <p className="text-center text-xs leading-relaxed text-muted">
        {t('common.privacyBefore')}{' '}
        <ClientLink href="/privacy" className="font-medium text-teal-700 underline underline-offset-2">
          {t('common.privacyLink')}
        </ClientLink>
        {t('common.privacyAfter')}
      </p>
    </form>
  );
}
