import type { ReactNode } from 'react';
import { FieldError, Label, RequiredMark } from './field';

/** What a field's control needs to be named and described: spread it onto the input, select or textarea. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  /** The control's id; its hint is `${id}-hint` and its error `${id}-error`. */
  id: string;
  label: ReactNode;
  /** The word for "required": marks the field as required. */
  required?: string;
  /** The word for "optional", shown after the label. */
  optional?: string;
  /** Shown under the control; `hintUntilError` hides it while the error (which says the same, more fully) shows. */
  hint?: ReactNode;
  hintUntilError?: boolean;
  /** Ids of descriptions shown elsewhere (a counter beside the label, a note under a row of fields). */
  describedBy?: string;
  /** Beside the label, at the row's end. */
  aside?: ReactNode;
  /** A checkbox: the control sits inside its label, before the text. */
  checkbox?: boolean;
  /** The error's text, already in the page's language. */
  error?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A form error's text (src/lib/form.ts): the server's as it came (already in the page's language), else the
 * schema's message key translated.
 */
export function errorText(error: { type?: string; message?: string } | undefined, translate: (key: string) => string): string | undefined {
  if (!error?.message) return undefined;
  return error.type === 'server' ? error.message : translate(error.message);
}

/**
 * One form field: the label, the control, a hint and the error, wired for assistive technology (the
 * control is described by the hint and the error, in the order they show, and marked invalid).
 */
export function FormField({ id, label, required, optional, hint, hintUntilError, describedBy, aside, checkbox, error, className, children }: FormFieldProps) {
  const showHint = hint !== undefined && !(hintUntilError && error);
  const control: FieldControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [describedBy, showHint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined,
  };
  const labelText = (
    <>
      {label}
      {optional && (
        <>
          {' '}
          <span className="font-normal text-muted">({optional})</span>
        </>
      )}
    </>
  );
  return (
    <div className={className}>
      {checkbox ? (
        <label htmlFor={id} className="flex cursor-pointer items-start gap-3 text-sm leading-relaxed text-navy-900">
          {children(control)}
          <span>
            {labelText}
            {required && <RequiredMark label={required} />}
          </span>
        </label>
      ) : aside ? (
        <div className="flex items-baseline justify-between gap-3">
          <Label htmlFor={id} required={Boolean(required)} requiredLabel={required}>
            {labelText}
          </Label>
          {aside}
        </div>
      ) : (
        <Label htmlFor={id} required={Boolean(required)} requiredLabel={required}>
          {labelText}
        </Label>
      )}
      {!checkbox && children(control)}
      {showHint && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
