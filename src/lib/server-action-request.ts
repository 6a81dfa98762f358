/**
 * The checks a server-action call (a POST with `next-action`) passes before Next.js decodes it. Next.js
 * answers 500 to a cross-origin call and to a body it cannot decode; these make them a 403 and a 400.
 * The site's actions are form buttons (`<form action={...}>`): React sends their one argument, the
 * form, as multipart form data whose root field `0` is `["$K1"]` (a reference to the form's fields).
 */
import type { Refusal } from './request-limits';

/** The host the browser addressed, as Next.js compares it with `Origin`: `X-Forwarded-Host` first, else `Host`. */
function addressedHost(headers: Headers): string | null {
  return headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host');
}

function sameOrigin(headers: Headers): boolean {
  const origin = headers.get('origin');
  // Without Origin (not a browser, or a very old one) Next.js lets the call through; so do we.
  if (origin === null) return true;
  try {
    return new URL(origin).host === addressedHost(headers);
  } catch {
    return false;
  }
}

/** True for the root field of a call with form arguments only: a JSON array of `$K<n>` references. */
function isFormArguments(root: FormDataEntryValue | null): boolean {
  if (typeof root !== 'string') return false;
  try {
    const value: unknown = JSON.parse(root);
    return Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string' && /^\$K\d+$/.test(item));
  } catch {
    return false;
  }
}

export async function serverActionRefusal(request: Request): Promise<Refusal | null> {
  if (!sameOrigin(request.headers)) return { status: 403, text: 'Forbidden' };
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) return { status: 400, text: 'Bad Request' };
  let form: FormData;
  try {
    form = await request.clone().formData();
  } catch {
    return { status: 400, text: 'Bad Request' };
  }
  return isFormArguments(form.get('0')) ? null : { status: 400, text: 'Bad Request' };
}
