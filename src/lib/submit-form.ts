import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from '@/lib/form';
import type { Locale } from '@/i18n/routing';
import { readAttribution } from '@/lib/attribution';

export type SubmitResult =
  | { ok: true; message?: string; data?: Record<string, unknown> }
  | { ok: false; status: number; message?: string; errors?: Record<string, string>; data?: Record<string, unknown> };

type Failed = Extract<SubmitResult, { ok: false }>;

/** Posts a public form with the page's language and the visit's attribution; never throws (a network error is status 0). */
export async function submitForm(url: string, values: object, locale: Locale, honeypot: string): Promise<SubmitResult> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ ...values, ...readAttribution(), locale, website: honeypot || undefined }),
    });
    const data = (await response.json().catch(() => ({}))) as { success?: boolean; message?: string; errors?: Record<string, string> };
    if (response.ok && data.success === true) return { ok: true, message: data.message, data };
    return { ok: false, status: response.status, message: data.message, errors: data.errors, data };
  } catch {
    return { ok: false, status: 0 };
  }
}

/** How a form words a refusal; the server's texts are already in the page's language. */
export interface FailureWording {
  /** The form's own words, for a network error or an answer it does not take the server's words for. */
  fallback: string;
  /** The refusals whose own message the form shows (429 everywhere; some forms also 409 or 5xx). */
  serverWords: (status: number, data: Record<string, unknown> | undefined) => boolean;
  /** A refusal of fields alone shows no message: the fields say it (the resource and event forms). */
  quietOnFieldErrors?: boolean;
}

export interface Failure {
  /** Errors of the form's own fields, to show under them. */
  fields: [field: string, text: string][];
  /** The form's one message, or null when the fields say it all. */
  message: string | null;
}

/**
 * The one reading of a refused submission: errors of the form's own fields go to those fields; errors
 * of anything else (the event, the resource) are the message; otherwise the server's message where the
 * form takes its words for that status, else the form's own.
 */
export function readFailure(result: Failed, fields: readonly string[], wording: FailureWording): Failure {
  const entries = Object.entries(result.errors ?? {});
  const own = entries.filter(([field]) => fields.includes(field));
  const other = entries.filter(([field]) => !fields.includes(field)).map(([, text]) => text);
  if (other.length) return { fields: own, message: other.join(' ') };
  if (own.length && wording.quietOnFieldErrors) return { fields: own, message: null };
  return { fields: own, message: result.message && wording.serverWords(result.status, result.data) ? result.message : wording.fallback };
}

export interface SubmitFormOptions<Values extends FieldValues, Output extends object> extends FailureWording {
  url: string;
  locale: Locale;
  /** The form's fields (the server's errors for them show under them). */
  fields: readonly Path<Values>[];
  setError: UseFormSetError<Values>;
  /** What else the request carries beside the values (the page, the event, the resource). */
  extra?: () => object;
  onSuccess: (result: Extract<SubmitResult, { ok: true }>, values: Output) => void;
  /** After the fields show their errors: a toast, a notice, the next free slots. */
  onFailure?: (message: string | null, result: Failed) => void;
}

/**
 * The one way a public form submits: posts the values (with the honeypot, the page's language and the
 * attribution), then either `onSuccess` or the failure read by `readFailure`, its field errors set on
 * the form (the first focused) and its message in `problem` (cleared when the form is sent again).
 */
export function useSubmitForm<Values extends FieldValues, Output extends object>(options: SubmitFormOptions<Values, Output>) {
  const [honeypot, setHoneypot] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(values: Output) {
    setProblem(null);
    const result = await submitForm(options.url, { ...values, ...options.extra?.() }, options.locale, honeypot);
    if (result.ok) {
      setHoneypot('');
      options.onSuccess(result, values);
      return;
    }
    const failure = readFailure(result, options.fields, options);
    for (const [field, text] of failure.fields) options.setError(field as Path<Values>, { type: 'server', message: text }, { shouldFocus: true });
    setProblem(failure.message);
    options.onFailure?.(failure.message, result);
  }

  return { honeypot, setHoneypot, problem, submit };
}
