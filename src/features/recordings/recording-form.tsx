'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, type Resolver } from '@/lib/form';
import { FormProblem, SendButton, SentHeading } from '@/components/site/conversation-form-parts';
import { Honeypot } from '@/components/site/honeypot';
import { Input } from '@/components/ui/field';
import { errorText, FormField } from '@/components/ui/form-field';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useSubmitForm } from '@/lib/submit-form';
import type { RecordingErrorKey, RecordingRequestForm } from '@/schemas/recording-request';

type Values = { name: string; email: string };
const { resolver, preload } = lazyResolver(() => import('@/schemas/conversation-resolvers').then((m) => m.recordingRequestResolver as Resolver<Values, unknown, RecordingRequestForm>));

/** "Request the recording" of one past event: name and work e-mail, both required; a lasting confirmation. */
export function RecordingForm({ event, title, page, backLink }: { event: string; title: string; page: string; backLink: ReactNode }) {
  const t = useTranslations('Conversation.recording');
  const locale = useLocale();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, RecordingRequestForm>({ resolver, mode: 'onTouched', defaultValues: { name: '', email: '' } });

  useEffect(() => {
    if (sentTo) confirmation.current?.focus();
  }, [sentTo]);

  const { honeypot, setHoneypot, problem, submit } = useSubmitForm<Values, RecordingRequestForm>({
    url: '/api/recording-requests',
    locale,
    fields: ['name', 'email'],
    setError,
    extra: () => ({ event, page }),
    serverWords: (status) => status >= 400,
    fallback: t('errorText'),
    onSuccess: (_, values) => setSentTo(values.email),
  });

  const fieldError = (field: keyof Values) => errorText(errors[field], (key) => t(`errors.${key as RecordingErrorKey}`));

  if (sentTo) {
    return (
      <div ref={confirmation} tabIndex={-1} role="status" data-recording-success="" className="outline-none">
        <SentHeading title={t('successTitle')} />
        <p className="mt-4 text-ink">{t('successText', { title, email: sentTo })}</p>
        <div className="mt-6">{backLink}</div>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} onFocus={preload} className="grid gap-5" aria-busy={isSubmitting}>
      <FormField id="recording-name" label={t('name')} required={t('required')} error={fieldError('name')}>
        {(aria) => <Input autoComplete="name" {...register('name')} {...aria} />}
      </FormField>
      <FormField id="recording-email" label={t('email')} required={t('required')} error={fieldError('email')}>
        {(aria) => <Input type="email" autoComplete="email" inputMode="email" dir="ltr" placeholder={t('emailPlaceholder')} {...register('email')} {...aria} />}
      </FormField>
      <Honeypot label={t('honeypot')} value={honeypot} onChange={setHoneypot} />
      <FormProblem title={t('errorTitle')} problem={problem} />
      <SendButton busy={isSubmitting} label={t('submit')} busyLabel={t('submitting')} className="w-full" />
    </form>
  );
}
