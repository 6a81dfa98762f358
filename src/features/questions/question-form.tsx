'use client';

import { CheckCircle2 as checkCircle2Icon, Send as sendIcon } from 'lucide';
import { createIcon } from '@/components/icons/create-icon';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from '@/lib/form';
import { Button } from '@/components/ui/button';
import { Input, Select, Textarea } from '@/components/ui/field';
import { errorText, FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast-store';
import { Honeypot } from '@/components/site/honeypot';
import { useSubmitForm } from '@/lib/submit-form';
import { support } from '@/content/facts';
import { PrivacyNote } from '@/components/ui/privacy-note';
import { localizeHref } from '@/i18n/navigation';
import { formatDecimal } from '@/lib/numbers';
import { lazyResolver } from '@/lib/lazy-resolver';
import { QUESTION_MAX_LENGTH, questionCategories } from '@/schemas/question-limits';
import type { QuestionErrorKey, QuestionForm as QuestionValues } from '@/schemas/question';

const CheckCircle2 = createIcon(checkCircle2Icon);
const Send = createIcon(sendIcon);

type Values = { category: string; question: string; email: string };
const empty: Values = { category: 'general', question: '', email: '' };
const fieldNames = Object.keys(empty) as (keyof Values)[];
const { resolver, preload } = lazyResolver(() => import('@/schemas/form-resolvers').then((m) => m.questionResolver as Resolver<Values, unknown, QuestionValues>));

/** Values a link may bring, e.g. from a past event's "Request the recording". */
function prefilled(search: string): Partial<Values> | null {
  const params = new URLSearchParams(search);
  const category = params.get('category');
  const question = params.get('question');
  if (!question && !category) return null;
  return {
    ...(category && (questionCategories as readonly string[]).includes(category) ? { category } : {}),
    ...(question ? { question: question.slice(0, QUESTION_MAX_LENGTH) } : {}),
  };
}

/** Ask a question: category, question, optional reply address; stored by POST /api/questions. */
export function QuestionForm() {
  const t = useTranslations('Tools.ask');
  const common = useTranslations('Tools.common');
  const locale = useLocale();
  const [sent, setSent] = useState(false);
  const confirmation = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, QuestionValues>({ resolver, defaultValues: empty, mode: 'onTouched' });
  const question = useWatch({ control, name: 'question' }) ?? '';
  const blank = question.trim() === '';

  useEffect(() => {
    const values = prefilled(window.location.search);
    if (values) reset({ ...empty, ...values });
  }, [reset]);

  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  const { honeypot, setHoneypot, submit } = useSubmitForm<Values, QuestionValues>({
    url: '/api/questions',
    locale,
    fields: fieldNames,
    setError,
    serverWords: (status) => status === 429,
    fallback: t('errorText'),
    onSuccess: () => {
      reset(empty);
      setSent(true);
    },
    onFailure: (message) => toast({ variant: 'destructive', title: t('errorTitle'), description: message ?? t('errorText') }),
  });

  const fieldError = (field: keyof Values) => errorText(errors[field], (key) => t(`errors.${key as QuestionErrorKey}`));

  if (sent) {
    return (
      <div ref={confirmation} tabIndex={-1} role="status" className="flex flex-col items-center gap-3 py-6 text-center outline-none">
        <span className="flex size-14 items-center justify-center rounded-full bg-teal-50 text-teal-700">
          <CheckCircle2 aria-hidden className="size-8" />
        </span>
        <p className="text-xl font-bold text-navy-900">{t('successTitle')}</p>
        <p className="max-w-sm text-muted">{t('successText', { answer: support.answer[locale] })}</p>
        <Button variant="outline" className="mt-2" onClick={() => setSent(false)}>
          {t('askAnother')}
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} onFocus={preload} className="relative grid gap-5" aria-busy={isSubmitting}>
      <FormField id="category" label={t('category')} error={fieldError('category')}>
        {(aria) => (
          <Select {...register('category')} {...aria}>
            {questionCategories.map((category) => (
              <option key={category} value={category}>
                {t(`categories.${category}`)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        id="question"
        label={t('question')}
        required={common('required')}
        describedBy="question-counter"
        aside={
          <span id="question-counter" className="text-xs text-muted tabular-nums">
            {t('counter', { count: formatDecimal(question.length, locale), max: formatDecimal(QUESTION_MAX_LENGTH, locale) })}
          </span>
        }
        error={fieldError('question')}
      >
        {(aria) => <Textarea rows={5} maxLength={QUESTION_MAX_LENGTH} placeholder={t('questionPlaceholder')} {...register('question')} {...aria} />}
      </FormField>
      <FormField id="email" label={t('email')} optional={t('optional')} hint={t('emailHint')} error={fieldError('email')}>
        {(aria) => <Input type="email" autoComplete="email" inputMode="email" dir="ltr" placeholder={t('emailPlaceholder')} {...register('email')} {...aria} />}
      </FormField>
      <Honeypot label={t('honeypot')} value={honeypot} onChange={setHoneypot} />
      <Button type="submit" size="lg" className="w-full" disabled={blank || isSubmitting}>
        <Send aria-hidden className="rtl-mirror" />
        {isSubmitting ? t('submitting') : t('submit')}
      </Button>
      <PrivacyNote className="text-center" before={t('privacyBefore')} link={t('privacyLink')} after={t('privacyAfter')} href={localizeHref('/privacy', locale)} />
    </form>
  );
}
