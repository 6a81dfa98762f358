import type { Locale } from '@/i18n/routing';
import type { SubscriptionType } from '@/schemas/newsletter';

export type SubscribeResult = { ok: true; message: string } | { ok: false; message?: string; errors?: Record<string, string> };

/** Posts to POST /api/newsletter (spec §7); never throws, a network error is a plain failure. */
export async function subscribe(email: string, subscriptionType: SubscriptionType, locale: Locale, honeypot: string): Promise<SubscribeResult> {
  try {
    const response = await fetch('/api/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ email, subscriptionType, locale, source: window.location.pathname, website: honeypot || undefined }),
    });
    const data = (await response.json().catch(() => ({}))) as { success?: boolean; message?: string; errors?: Record<string, string> };
    if (response.ok && data.success) return { ok: true, message: data.message ?? '' };
    return { ok: false, message: data.message, errors: data.errors };
  } catch {
    return { ok: false };
  }
}
