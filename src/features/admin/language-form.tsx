'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { staffLocales } from '@/schemas/staff-language';
import { staffRequest } from './staff-request';

/**
 * The signed-in staff member's staff-area language. Saved on the account; the page then loads again so
 * the whole staff area (direction included) turns at once.
 */
export function LanguageForm({ current }: { current: (typeof staffLocales)[number] }) {
  const t = useTranslations('StaffLanguage.account');
  const [choice, setChoice] = useState(current);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    const result = await staffRequest('/api/admin/account/language', 'PATCH', { locale: choice }, t('networkError'));
    if (!result.ok) {
      setBusy(false);
      return setError(result.message ?? t('failed'));
    }
    // A whole new document: the page's language and direction (<html lang dir>) turn with it.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a client navigation keeps the old <html dir>
    window.location.assign('/admin/account?saved=language');
  }

  return (
    <form onSubmit={onSubmit} className="grid max-w-md gap-4">
      {error && (
        <p role="alert" className="rounded-xl border border-danger bg-danger-50 px-4 py-3 text-sm font-medium text-danger">
          {error}
        </p>
      )}
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium text-navy-900">{t('legend')}</legend>
        {staffLocales.map((locale) => (
          <label key={locale} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-line px-4 has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50">
            <input type="radio" name="locale" value={locale} checked={choice === locale} onChange={() => setChoice(locale)} className="size-4 accent-teal-700" />
            <span lang={locale} className="font-medium text-navy-900">
              {t(`names.${locale}`)}
            </span>
            <span className="text-sm text-muted">{t(`notes.${locale}`)}</span>
          </label>
        ))}
      </fieldset>
      <div>
        <Button type="submit" disabled={busy || choice === current}>
          {busy ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
