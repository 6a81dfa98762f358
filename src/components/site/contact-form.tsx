import { CircleAlert as circleAlertIcon, LoaderCircle as loaderCircleIcon } from 'lucide';
import type { UseFormRegisterReturn } from '@/lib/form';
import { createIcon } from '@/components/icons/create-icon';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { FormField } from '@/components/ui/form-field';
import { PrivacyNote } from '@/components/ui/privacy-note';

const CircleAlert = createIcon(circleAlertIcon);
const LoaderCircle = createIcon(loaderCircleIcon);

/** The strings every contact form of the resources shows (guide, course, event), translated by its server parent. */
export interface ContactFormLabels {
  name: string;
  namePlaceholder: string;
  email: string;
  emailPlaceholder: string;
  company: string;
  companyPlaceholder: string;
  required: string;
  submit: string;
  submitting: string;
  privacyBefore: string;
  privacyLink: string;
  privacyAfter: string;
  honeypot: string;
  errorTitle: string;
  errorText: string;
}

type NameOrEmail = 'name' | 'email';

/** The required name and e-mail fields; `fieldId`, `register` and `error` come from the form. */
export function NameAndEmailFields({
  labels,
  fieldId,
  register,
  error,
}: {
  labels: ContactFormLabels;
  fieldId: (field: NameOrEmail) => string;
  register: (field: NameOrEmail) => UseFormRegisterReturn;
  error: (field: NameOrEmail) => string | undefined;
}) {
  return (
    <>
      <FormField id={fieldId('name')} label={labels.name} required={labels.required} error={error('name')}>
        {(aria) => <Input autoComplete="name" placeholder={labels.namePlaceholder} {...register('name')} {...aria} />}
      </FormField>
      <FormField id={fieldId('email')} label={labels.email} required={labels.required} error={error('email')}>
        {(aria) => <Input type="email" autoComplete="email" inputMode="email" dir="ltr" placeholder={labels.emailPlaceholder} {...register('email')} {...aria} />}
      </FormField>
    </>
  );
}

/** The send button (a spinner while busy), why the last attempt failed, and the privacy line. */
export function ContactFormSubmit({ labels, busy, problem, privacyHref }: { labels: ContactFormLabels; busy: boolean; problem: string | null; privacyHref: string }) {
  return (
    <>
      <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto sm:justify-self-start">
        {busy && <LoaderCircle aria-hidden className="motion-safe:animate-spin" />}
        {busy ? labels.submitting : labels.submit}
      </Button>
      {problem && (
        <p role="alert" className="flex items-start gap-2 rounded-lg bg-danger-50 px-3 py-2 text-sm font-medium text-danger">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {problem}
        </p>
      )}
      <PrivacyNote before={labels.privacyBefore} link={labels.privacyLink} after={labels.privacyAfter} href={privacyHref} />
    </>
  );
}
