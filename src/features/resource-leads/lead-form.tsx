'use client';

import { CircleAlert as circleAlertIcon, LoaderCircle as loaderCircleIcon } from 'lucide';
import NextLink from 'next/link';
import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { createIcon } from '@/components/icons/create-icon';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label } from '@/components/ui/field';
import { Honeypot } from '@/components/site/honeypot';
import { submitForm } from '@/lib/submit-form';
import type { Locale } from '@/i18n/routing';
import { lazyResolver } from '@/lib/lazy-resolver';
import type { CourseLead, GuideLead, ResourceLeadErrorKey, ResourceLeadKind } from '@/schemas/resource-lead';

const CircleAlert = createIcon(circleAlertIcon);
const LoaderCircle = createIcon(loaderCircleIcon);

/** The strings every lead form shows, translated by the server parent (lead-form-labels.ts). */
export interface LeadFormLabels {
  name: string;
  namePlaceholder: string;
  email: string;
  emailPlaceholder: string;
  company: string;
  companyPlaceholder: string;
  required: string;
  submitting: string;
  privacyBefore: string;
  privacyLink: string;
  privacyAfter: string;
  honeypot: string;
  errorTitle: string;
  errorText: string;
  errors: Record<ResourceLeadErrorKey, string>;
  /** The sentence of the consent box; the server stores the same sentence with the lead. */
  consent: string;
  submit: string;
}

type Values = { name: string; email: string; company: string; consent: boolean };
type Lead = GuideLead | CourseLead;
const empty: Values = { name: '', email: '', company: '', consent: false };

// Each kind's schema (and Zod with it) loads when the form is first focused or sent, not with the page.
// The guide form has no company field; its schema drops the empty value.
const resolvers: Record<ResourceLeadKind, ReturnType<typeof lazyResolver<Values, Lead>>> = {
  guide: lazyResolver(() => import('@/schemas/form-resolvers').then((m) => m.guideLeadResolver as unknown as Resolver<Values, unknown, Lead>)),
  course: lazyResolver(() => import('@/schemas/form-resolvers').then((m) => m.courseLeadResolver as Resolver<Values, unknown, Lead>)),
};

/**
 * The form of a guide download (name, work e-mail, consent) or a course enrolment (the same with the
 * company), posted to /api/resource-leads with the page's language, path and the visit's attribution.
 * `onSuccess` gets the server's confirmation, already in the page's language.
 */
export function LeadForm({
  kind,
  resourceId,
  locale,
  labels,
  privacyHref,
  onSuccess,
}: {
  kind: ResourceLeadKind;
  resourceId: string;
  locale: Locale;
  labels: LeadFormLabels;
  privacyHref: string;
  onSuccess: (message: string) => void;
}) {
  const id = useId();
  const [honeypot, setHoneypot] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { resolver, preload } = resolvers[kind];
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Lead>({ resolver, defaultValues: empty, mode: 'onTouched' });

  const fieldId = (field: keyof Values) => `${id}-${field}`;
  const errorText = (field: keyof Values) => {
    const error = errors[field];
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : labels.errors[error.message as ResourceLeadErrorKey];
  };
  const a11y = (field: keyof Values) => ({
    id: fieldId(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${fieldId(field)}-error` : undefined,
  });

  async function onSubmit(values: Lead) {
    setProblem(null);
    const page = window.location.pathname.slice(0, 200);
    const result = await submitForm('/api/resource-leads', { ...values, kind, resourceId, page }, locale, honeypot);
    if (result.ok) {
      reset(empty);
      setHoneypot('');
      onSuccess(result.message ?? '');
      return;
    }
    // The server's messages are already in the page's language.
    const other: string[] = [];
    for (const [field, text] of Object.entries(result.errors ?? {})) {
      if (field in empty) setError(field as keyof Values, { type: 'server', message: text }, { shouldFocus: true });
      else other.push(text);
    }
    if (other.length) setProblem(other.join(' '));
    // Too many requests, or the database unreachable: the server says so in the page's language.
    else if (!result.errors) setProblem((result.status === 429 || result.status === 503) && result.message ? result.message : `${labels.errorTitle}. ${labels.errorText}`);
  }

  const required = { required: true, requiredLabel: labels.required };
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} onFocus={preload} className="relative grid gap-4" aria-busy={isSubmitting}>
      <div className={kind === 'course' ? 'grid gap-4 sm:grid-cols-2' : 'grid gap-4'}>
        <div>
          <Label htmlFor={fieldId('name')} {...required}>
            {labels.name}
          </Label>
          <Input autoComplete="name" placeholder={labels.namePlaceholder} {...register('name')} {...a11y('name')} />
          <FieldError id={`${fieldId('name')}-error`}>{errorText('name')}</FieldError>
        </div>
        <div>
          <Label htmlFor={fieldId('email')} {...required}>
            {labels.email}
          </Label>
          <Input type="email" autoComplete="email" inputMode="email" dir="ltr" placeholder={labels.emailPlaceholder} {...register('email')} {...a11y('email')} />
          <FieldError id={`${fieldId('email')}-error`}>{errorText('email')}</FieldError>
        </div>
        {kind === 'course' && (
          <div className="sm:col-span-2">
            <Label htmlFor={fieldId('company')} {...required}>
              {labels.company}
            </Label>
            <Input autoComplete="organization" placeholder={labels.companyPlaceholder} {...register('company')} {...a11y('company')} />
            <FieldError id={`${fieldId('company')}-error`}>{errorText('company')}</FieldError>
          </div>
        )}
      </div>
      <div>
        <label htmlFor={fieldId('consent')} className="flex cursor-pointer items-start gap-3 text-sm leading-relaxed text-navy-900">
          <input type="checkbox" className="mt-1 size-4 shrink-0 accent-teal-700" {...register('consent')} {...a11y('consent')} />
          <span>
            {labels.consent}
            <span className="ms-0.5 text-danger">
              <span aria-hidden>*</span>
              <span className="sr-only"> ({labels.required})</span>
            </span>
          </span>
        </label>
        <FieldError id={`${fieldId('consent')}-error`}>{errorText('consent')}</FieldError>
      </div>
      <Honeypot label={labels.honeypot} value={honeypot} onChange={setHoneypot} />
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto sm:justify-self-start">
        {isSubmitting && <LoaderCircle aria-hidden className="motion-safe:animate-spin" />}
        {isSubmitting ? labels.submitting : labels.submit}
      </Button>
      {problem && (
        <p role="alert" className="flex items-start gap-2 rounded-lg bg-danger-50 px-3 py-2 text-sm font-medium text-danger">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {problem}
        </p>
      )}
      <p className="text-xs leading-relaxed text-muted">
        {labels.privacyBefore}{' '}
        <NextLink prefetch={false} href={privacyHref} className="font-medium text-teal-700 underline underline-offset-2">
          {labels.privacyLink}
        </NextLink>
        {labels.privacyAfter}
      </p>
    </form>
  );
}
