'use client';

import { LockKeyhole as lockKeyholeIcon } from 'lucide';
import { createIcon } from '@/components/icons/create-icon';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/field';
import { useTranslations } from 'next-intl';
import { staffRequest } from './staff-request';

const LockKeyhole = createIcon(lockKeyholeIcon);

/** Only paths inside the staff area may be returned to after sign-in. */
function safeNext(next: string | undefined): string {
  return next && /^\/admin(\/[\w\-/?=&%.]*)?$/.test(next) && !next.startsWith('/admin/login') ? next : '/admin';
}

export function LoginForm({ next }: { next?: string }) {
  const t = useTranslations('Admin');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const username = String(data.get('username') ?? '').trim();
    const password = String(data.get('password') ?? '');
    if (!username || !password) return setError(t('login.required'));
    setBusy(true);
    setError(undefined);
    const result = await staffRequest('/api/admin/login', 'POST', { username, password }, t('login.unexpected'));
    if (result.ok) {
      // A full load: the staff page renders on the server with the new session from the start.
      window.location.assign(safeNext(next));
      return;
    }
    setError(result.message || t('login.failed'));
    setBusy(false);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {error && (
        <p role="alert" className="rounded-xl border border-danger bg-danger-50 px-4 py-3 text-sm font-medium text-danger">
          {error}
        </p>
      )}
      <div>
        <Label htmlFor="username">{t('login.username')}</Label>
        <Input id="username" name="username" autoComplete="username" dir="ltr" required autoFocus />
      </div>
      <div>
        <Label htmlFor="password">{t('login.password')}</Label>
        <Input id="password" name="password" type="password" autoComplete="current-password" dir="ltr" required />
      </div>
      <Button type="submit" size="lg" disabled={busy}>
        <LockKeyhole aria-hidden />
        {busy ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
