import { CircleAlert as circleAlertIcon, LoaderCircle as loaderCircleIcon } from 'lucide';
import type { UseFormRegisterReturn } from '@/lib/form';
import { createIcon } from '@/components/icons/create-icon';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { FormField } from '@/components/ui/form-field';
import { PrivacyNote } from '@/components/ui/privacy-note';

const CircleAlert = createIcon(circleAlertIcon);
const LoaderCircle = createIcon(loaderCircleIcon);

/** The words every contact form of the resources shows (guide, course, event). */
type ContactWord = 'name' | 'namePlaceholder' | 'email' | 'emailPlaceholder' | 'required' | 'submit' | 'submitting' | 'privacyBefore' | 'privacyLink' | 'privacyAfter';

/** A contact form's words, read by its client parent from its own messages (`useTranslations`). */
export type ContactFormWords = (word: ContactWord) => string;

type NameOrEmail = 'name' | 'email';

/** The required name and e-mail fields; `fieldId`, `register` and `error` come from the form. */
export function NameAndEmailFields({
  words,
  fieldId,
  register,
  error,
}: {
  words: ContactFormWords;
  fieldId: (field: NameOrEmail) => string;
  register: (field: NameOrEmail) => UseFormRegisterReturn;
  error: (field: NameOrEmail) => string | undefined;
}) {
  return (
    <>
      <FormField id={fieldId('name')} label={words('name')} required={words('required')} error={error('name')}>
        {(aria) => <Input autoComplete="name" placeholder={words('namePlaceholder')} {...register('name')} {...aria} />}
      </FormField>
      <FormField id={fieldId('email')} label={words('email')} required={words('required')} error={error('email')}>
        {(aria) => <Input type="email" autoComplete="email" inputMode="email" dir="ltr" placeholder={words('emailPlaceholder')} {...register('email')} {...aria} />}
      </FormField>
    </>
  );
}

/** The send button (a spinner while busy), why the last attempt failed, and the privacy line. */
export function ContactFormSubmit({ words, busy, problem, privacyHref }: { words: ContactFormWords; busy: boolean; problem: string | null; privacyHref: string }) {
  return (
    <>
      <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto sm:justify-self-start">
        {busy && <LoaderCircle aria-hidden className="motion-safe:animate-spin" />}
        {busy ? words('submitting') : words('submit')}
      </Button>
      {problem && (
        <p role="alert" className="flex items-start gap-2 rounded-lg bg-danger-50 px-3 py-2 text-sm font-medium text-danger">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {problem}
        </p>
      )}
      <PrivacyNote before={words('privacyBefore')} link={words('privacyLink')} after={words('privacyAfter')} href={privacyHref} />
    </>
  );
}
