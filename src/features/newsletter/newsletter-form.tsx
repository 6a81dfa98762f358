'use client';

import { CheckCircle2 as checkCircle2Icon, CircleAlert as circleAlertIcon } from 'lucide';
import { createIcon } from '@/components/icons/create-icon';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { Honeypot } from '@/features/demo/honeypot';
import { Link } from '@/i18n/navigation';
import { cn } from '@/lib/cn';
import { lazyResolver } from '@/lib/lazy-resolver';
import type { NewsletterErrorKey, NewsletterForm as Values, SubscriptionType } from './schema';
import { subscribe } from './subscribe';

const CheckCircle2 = createIcon(checkCircle2Icon);
const CircleAlert = createIcon(circleAlertIcon);

const { resolver, preload } = lazyResolver(() => import('@/lib/form-resolvers').then((m) => m.newsletterResolver as Resolver<Values>));

type Outcome = { kind: 'success' | 'failure'; text: string } | null;

/**
 * The newsletter e-mail box (spec §2.9, §8): the events page uses type `events`, the blog page
 * type `blog`. Success shows "Successfully subscribed to newsletter!" and resets the box; failure
 * shows the server's message or "Subscription failed".
 */
export function NewsletterForm({ subscriptionType, tone = 'light', className }: { subscriptionType: SubscriptionType; tone?: 'light' | 'dark'; className?: string }) {
  const t = useTranslations('Newsletter');
  const locale = useLocale();
  const id = useId();
  const [honeypot, setHoneypot] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver, defaultValues: { email: '' } });

  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;
  const fieldError = errors.email?.message ? t(`errors.${errors.email.message as NewsletterErrorKey}`) : undefined;
  const dark = tone === 'dark';

  async function onSubmit({ email }: Values) {
    setOutcome(null);
    const result = await subscribe(email, subscriptionType, locale, honeypot);
    if (result.ok) {
      reset({ email: '' });
      setHoneypot('');
      setOutcome({ kind: 'success', text: t('form.success') });
    } else {
      setOutcome({ kind: 'failure', text: result.message || t('form.failure') });
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} onFocus={preload} aria-busy={isSubmitting} className={cn('relative', className)}>
      <label htmlFor={inputId} className={cn('mb-1.5 block text-sm font-medium', dark ? 'text-white' : 'text-navy-900')}>
        {t('form.label')}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="min-w-0 flex-1">
          <Input
            id={inputId}
            type="email"
            required
            autoComplete="email"
            inputMode="email"
            dir="ltr"
            placeholder={t('form.placeholder')}
            className="h-12"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={[fieldError ? errorId : null, outcome ? statusId : null].filter(Boolean).join(' ') || undefined}
            {...register('email', { onChange: () => outcome?.kind === 'failure' && setOutcome(null) })}
          />
        </div>
        <Button type="submit" size="lg" disabled={isSubmitting} className={cn(dark && 'bg-teal-500 text-navy-950 hover:bg-teal-100')}>
          {isSubmitting ? t('form.submitting') : t('form.submit')}
        </Button>
      </div>
      {fieldError && (
        <p id={errorId} role="alert" className={cn('mt-2 text-sm font-medium', dark ? 'text-amber-100' : 'text-danger')}>
          {fieldError}
        </p>
      )}
      {outcome && (
        <p
          id={statusId}
          role={outcome.kind === 'success' ? 'status' : 'alert'}
          data-outcome={outcome.kind}
          className={cn(
            'mt-3 flex items-start gap-2 rounded-lg px-3 py-2 text-sm font-medium',
            outcome.kind === 'success' ? (dark ? 'bg-teal-500/20 text-teal-100' : 'bg-teal-50 text-teal-700') : dark ? 'bg-danger/25 text-white' : 'bg-danger-50 text-danger',
          )}
        >
          {outcome.kind === 'success' ? <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0" /> : <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />}
          {outcome.text}
        </p>
      )}
      <Honeypot label={t('form.honeypot')} value={honeypot} onChange={setHoneypot} />
      <p className={cn('mt-3 text-xs leading-relaxed', dark ? 'text-white/75' : 'text-muted')}>
        {t('form.note')}{' '}
        <Link href="/privacy" className={cn('font-medium underline underline-offset-2', dark ? 'text-white' : 'text-teal-700')}>
          {t('form.privacyLink')}
        </Link>
      </p>
    </form>
  );
}
