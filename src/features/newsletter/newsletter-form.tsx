'use client';

import { CheckCircle2 as checkCircle2Icon, CircleAlert as circleAlertIcon } from 'lucide';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import { createIcon } from '@/components/icons/create-icon';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { Honeypot } from '@/components/site/honeypot';
import type { Locale } from '@/i18n/routing';
import { cx } from '@/lib/cn';
import type { NewsletterErrorKey, SubscriptionType, newsletterFormSchema } from '@/schemas/newsletter';
import { readFailure, submitForm } from '@/lib/submit-form';

const CheckCircle2 = createIcon(checkCircle2Icon);
const CircleAlert = createIcon(circleAlertIcon);

type Schema = typeof newsletterFormSchema;
type Outcome = { kind: 'success' | 'failure'; text: string } | null;

// The form's schema, and Zod with it, loads when the box is first focused or sent, not with the page.
let loadedSchema: Schema | undefined;
let loadingSchema: Promise<Schema> | undefined;
const loadSchema = () => (loadingSchema ??= import('@/schemas/newsletter').then((module) => (loadedSchema = module.newsletterFormSchema)));

/** The trimmed address, or the key of what is wrong with it. */
function check(schema: Schema, email: string): { email: string } | { problem: NewsletterErrorKey } {
  const result = schema.safeParse({ email });
  return result.success ? { email: result.data.email } : { problem: (result.error.issues[0]?.message ?? 'invalidEmail') as NewsletterErrorKey };
}

/**
 * The newsletter e-mail box: the events page uses type `events`, the blog page
 * type `blog`. Checked with the schema of the route handler on sending, then on every change;
 * success shows the server's message ("Successfully subscribed to newsletter!", or a request to
 * confirm from the inbox under double opt-in) and empties the box; failure shows the
 * server's message or "Subscription failed". Its words: the `Newsletter.form` and `.errors` messages; it
 * needs no form library.
 */
export function NewsletterForm({
  subscriptionType,
  locale,
  privacyHref,
  tone = 'light',
  className,
}: {
  subscriptionType: SubscriptionType;
  locale: Locale;
  privacyHref: string;
  tone?: 'light' | 'dark';
  className?: string;
}) {
  const id = useId();
  const t = useTranslations('Newsletter');
  const inputRef = useRef<HTMLInputElement>(null);
  const [honeypot, setHoneypot] = useState('');
  const [problem, setProblem] = useState<NewsletterErrorKey | null>(null);
  const [checked, setChecked] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;
  const fieldError = problem ? t(`errors.${problem}`) : undefined;
  const dark = tone === 'dark';

  function onChange(value: string) {
    if (outcome?.kind === 'failure') setOutcome(null);
    if (checked && loadedSchema) {
      const result = check(loadedSchema, value);
      setProblem('problem' in result ? result.problem : null);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setSubmitting(true);
    setChecked(true);
    // Read from the field itself: an address typed before the page's scripts ran is in it too.
    const result = check(await loadSchema(), inputRef.current?.value ?? '');
    if ('problem' in result) {
      setProblem(result.problem);
      setSubmitting(false);
      inputRef.current?.focus();
      return;
    }
    setProblem(null);
    setOutcome(null);
    const answer = await submitForm('/api/newsletter', { email: result.email, subscriptionType, source: window.location.pathname }, locale, honeypot);
    setSubmitting(false);
    if (answer.ok) {
      if (inputRef.current) inputRef.current.value = '';
      setHoneypot('');
      setChecked(false);
      // The server's words: "check your inbox to confirm" when mail is configured (double opt-in).
      setOutcome({ kind: 'success', text: answer.message || t('form.success') });
    } else {
      // The box has no field of its own to mark: whatever the server refuses is the one message.
      const failure = readFailure(answer, [], { serverWords: (status) => status >= 400, fallback: t('form.failure') });
      setOutcome({ kind: 'failure', text: failure.message ?? t('form.failure') });
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} onFocus={() => void loadSchema()} aria-busy={submitting} className={cx('relative', className)}>
      <label htmlFor={inputId} className={cx('mb-1.5 block text-sm font-medium', dark ? 'text-white' : 'text-navy-900')}>
        {t('form.label')}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="min-w-0 flex-1">
          <Input
            ref={inputRef}
            id={inputId}
            name="email"
            type="email"
            required
            autoComplete="email"
            inputMode="email"
            dir="ltr"
            placeholder={t('form.placeholder')}
            controlSize="lg"
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={[fieldError ? errorId : null, outcome ? statusId : null].filter(Boolean).join(' ') || undefined}
          />
        </div>
        <Button type="submit" size="lg" variant={dark ? 'onDark' : 'primary'} disabled={submitting}>
          {submitting ? t('form.submitting') : t('form.submit')}
        </Button>
      </div>
      {fieldError && (
        <p id={errorId} role="alert" className={cx('mt-2 text-sm font-medium', dark ? 'text-amber-100' : 'text-danger')}>
          {fieldError}
        </p>
      )}
      {outcome && (
        <p
          id={statusId}
          role={outcome.kind === 'success' ? 'status' : 'alert'}
          data-outcome={outcome.kind}
          className={cx(
            'mt-3 flex items-start gap-2 rounded-lg px-3 py-2 text-sm font-medium',
            outcome.kind === 'success' ? (dark ? 'bg-teal-500/20 text-teal-100' : 'bg-teal-50 text-teal-700') : dark ? 'bg-danger/25 text-white' : 'bg-danger-50 text-danger',
          )}
        >
          {outcome.kind === 'success' ? <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0" /> : <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />}
          {outcome.text}
        </p>
      )}
      <Honeypot label={t('form.honeypot')} value={honeypot} onChange={setHoneypot} />
      <p className={cx('mt-3 text-xs leading-relaxed', dark ? 'text-white/75' : 'text-muted')}>
        {t('form.note')}{' '}
        <NextLink prefetch={false} href={privacyHref} className={cx('font-medium underline underline-offset-2', dark ? 'text-white' : 'text-teal-700')}>
          {t('form.privacyLink')}
        </NextLink>
      </p>
    </form>
  );
}
