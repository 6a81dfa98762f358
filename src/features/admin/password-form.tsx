'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import { useTranslations } from 'next-intl';
import { MIN_STAFF_PASSWORD, passwordChangeSchema, staffErrorMessage } from '@/schemas/staff';
import { staffRequest } from './staff-request';

type Field = 'current' | 'next' | 'confirm';
const fields: { name: Field; autoComplete: string; hint?: 'nextHint' }[] = [
  { name: 'current', autoComplete: 'current-password' },
  { name: 'next', autoComplete: 'new-password', hint: 'nextHint' },
  { name: 'confirm', autoComplete: 'new-password' },
];

/** Changes the signed-in staff member's own password: checked here with the server's schema, then by the server. */
export function PasswordForm() {
  const t = useTranslations('Admin');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field: Field | 'form'; message: string }>();
  const [done, setDone] = useState<string>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = Object.fromEntries(fields.map(({ name }) => [name, String(new FormData(form).get(name) ?? '')]));
    setDone(undefined);
    const parsed = passwordChangeSchema.safeParse(data);
    if (!parsed.success) {
      const field = (parsed.error.issues[0]?.path[0] as Field | undefined) ?? 'form';
      return setError({ field, message: staffErrorMessage(parsed.error, (code) => t(`staff.api.${code}`), t('staff.account.failed')) });
    }
    setBusy(true);
    setError(undefined);
    const result = await staffRequest('/api/admin/account/password', 'POST', parsed.data, t('staff.staff.networkError'));
    setBusy(false);
    if (!result.ok) {
      const field = (['current', 'next', 'confirm'] as const).find((name) => name === result.data.field) ?? 'form';
      return setError({ field, message: result.message ?? t('staff.account.failed') });
    }
    form.reset();
    setDone(result.message);
    toast({ title: result.message ?? t('staff.api.passwordChanged') });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-md gap-4">
      {error?.field === 'form' && (
        <p role="alert" className="rounded-xl border border-danger bg-danger-50 px-4 py-3 text-sm font-medium text-danger">
          {error.message}
        </p>
      )}
      {done && (
        <p role="status" className="rounded-xl border border-teal-700 bg-teal-50 px-4 py-3 text-sm font-medium text-navy-900">
          {done}
        </p>
      )}
      {fields.map(({ name, autoComplete, hint }) => {
        const invalid = error?.field === name;
        const describedBy = [hint && `${name}-hint`, invalid && `${name}-error`].filter(Boolean).join(' ') || undefined;
        return (
          <div key={name}>
            <Label htmlFor={`password-${name}`}>{t(`staff.account.${name}`)}</Label>
            <Input
              id={`password-${name}`}
              name={name}
              type="password"
              dir="ltr"
              autoComplete={autoComplete}
              required
              minLength={name === 'current' ? undefined : MIN_STAFF_PASSWORD}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
            />
            {hint && (
              <p id={`${name}-hint`} className="mt-1 text-xs text-muted">
                {t(`staff.account.${hint}`)}
              </p>
            )}
            <FieldError id={`${name}-error`}>{invalid ? error.message : undefined}</FieldError>
          </div>
        );
      })}
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? t('staff.account.submitting') : t('staff.account.submit')}
        </Button>
      </div>
    </form>
  );
}
