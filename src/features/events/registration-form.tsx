'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm, type Resolver } from '@/lib/form';
import { ContactFormSubmit, NameAndEmailFields, type ContactFormWords } from '@/components/site/contact-form';
import { Input } from '@/components/ui/field';
import { errorText, FormField } from '@/components/ui/form-field';
import { Honeypot } from '@/components/site/honeypot';
import { useSubmitForm } from '@/lib/submit-form';
import { localizeHref } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { lazyResolver } from '@/lib/lazy-resolver';
import type { EventRegistrationErrorKey, EventRegistrationFields } from '@/schemas/event-registration';

type Values = { name: string; email: string; company: string; phone: string; newsletter: boolean };
const empty: Values = { name: '', email: '', company: '', phone: '', newsletter: false };
const fieldNames = Object.keys(empty) as (keyof Values)[];

// The schema (and Zod with it) loads when the form is first focused or sent, not with the page.
const { resolver, preload } = lazyResolver(() =>
  import('@/schemas/form-resolvers').then((m) => m.eventRegistrationResolver as unknown as Resolver<Values, unknown, EventRegistrationFields>),
);

/**
 * An event's registration form, posted to /api/events/{slug}/registrations with the page's language, path
 * and the visit's attribution. On success (a new seat, or the seat this address already holds: the
 * answer is the same) it opens the "check your e-mail" page; refusals (full, closed, started) are shown
 * in the form, in the page's language. Its words: the `EventRegistration.form` and `.errors` messages (the
 * newsletter box's sentence is the one the server stores when it is ticked).
 */
export function RegistrationForm({ slug, locale, privacyHref }: { slug: string; locale: Locale; privacyHref: string }) {
  const id = useId();
  const t = useTranslations('EventRegistration');
  const words: ContactFormWords = (word) => t(`form.${word}`);
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, EventRegistrationFields>({ resolver, defaultValues: empty, mode: 'onTouched' });

  const { honeypot, setHoneypot, problem, submit } = useSubmitForm<Values, EventRegistrationFields>({
    url: `/api/events/${encodeURIComponent(slug)}/registrations?locale=${locale}`,
    locale,
    fields: fieldNames,
    setError,
    extra: () => ({ page: window.location.pathname.slice(0, 200) }),
    // Full, closed, started, too many requests, database down: the server says which.
    serverWords: (status) => status >= 400,
    fallback: `${t('form.errorTitle')}. ${t('form.errorText')}`,
    quietOnFieldErrors: true,
    onSuccess: () => {
      setLeaving(true);
      // The registration's own link is e-mailed, never answered: this page says to look for it.
      router.push(localizeHref(`/resources/events/${encodeURIComponent(slug)}/registered`, locale));
    },
  });

  const fieldId = (field: keyof Values) => `${id}-${field}`;
  const fieldError = (field: keyof Values) => errorText(errors[field], (key) => t(`errors.${key as EventRegistrationErrorKey}`));

  const busy = isSubmitting || leaving;
  return (
    <form noValidate onSubmit={handleSubmit(submit)} onFocus={preload} className="relative grid gap-4" aria-busy={busy}>
      <div className="grid gap-4 sm:grid-cols-2">
        <NameAndEmailFields words={words} fieldId={fieldId} register={(field) => register(field)} error={fieldError} />
        <FormField id={fieldId('company')} label={t('form.company')} required={t('form.required')} error={fieldError('company')}>
          {(aria) => <Input autoComplete="organization" placeholder={t('form.companyPlaceholder')} {...register('company')} {...aria} />}
        </FormField>
        <FormField id={fieldId('phone')} label={t('form.phone')} optional={t('form.phoneOptional')} hint={t('form.phoneHint')} error={fieldError('phone')}>
          {(aria) => <Input type="tel" autoComplete="tel" inputMode="tel" dir="ltr" placeholder={t('form.phonePlaceholder')} {...register('phone')} {...aria} />}
        </FormField>
      </div>
      <FormField id={fieldId('newsletter')} checkbox label={t('form.newsletter')} error={fieldError('newsletter')}>
        {(aria) => <input type="checkbox" className="mt-1 size-4 shrink-0 accent-teal-700" {...register('newsletter')} {...aria} />}
      </FormField>
      <Honeypot label={t('form.honeypot')} value={honeypot} onChange={setHoneypot} />
      <ContactFormSubmit words={words} busy={busy} problem={problem} privacyHref={privacyHref} />
    </form>
  );
}
