import type { Locale } from '@/i18n/routing';
import { readAttribution } from '@/lib/attribution';

export type SubmitResult =
  | { ok: true; message?: string; data?: Record<string, unknown> }
  | { ok: false; status: number; message?: string; errors?: Record<string, string>; data?: Record<string, unknown> };

/** Posts a form with the page's language and the visit's attribution; never throws. */
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
