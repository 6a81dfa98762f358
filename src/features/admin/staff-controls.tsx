'use client';

import { AlertDialog } from 'radix-ui';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input, Label, Select } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import { useTranslations } from 'next-intl';
import { staffRoles, type StaffRoleName } from '@/schemas/staff';
import { staffRequest } from './staff-request';

/** The "add an account" form; a generated first password is shown once, until "done". */
export function StaffCreateForm() {
  const t = useTranslations('Admin');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [generated, setGenerated] = useState<{ username: string; password: string } | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    setError(undefined);
    const result = await staffRequest<{ data?: { username: string }; generatedPassword?: string | null }>(
      '/api/admin/staff',
      'POST',
      { username: String(data.get('username') ?? ''), role: String(data.get('role') ?? ''), password: String(data.get('password') ?? '') },
      t('staff.staff.networkError'),
    );
    setBusy(false);
    if (!result.ok) return setError(result.message ?? t('staff.staff.failed'));
    form.reset();
    if (result.data.generatedPassword && result.data.data) setGenerated({ username: result.data.data.username, password: result.data.generatedPassword });
    toast({ title: result.message ?? t('staff.api.created') });
    router.refresh();
  }

  return (
    <section aria-labelledby="new-staff-title" className="rounded-2xl border border-line bg-white p-5">
      <h2 id="new-staff-title" className="mb-4 text-lg font-semibold text-navy-900">
        {t('staff.staff.create.title')}
      </h2>
      {generated && (
        <div role="status" className="mb-4 rounded-xl border border-teal-700 bg-teal-50 p-4 text-sm">
          <p className="font-semibold text-navy-900">{t('staff.staff.create.generatedTitle', { name: generated.username })}</p>
          <p className="mt-2">
            <code dir="ltr" className="block rounded-lg bg-white px-3 py-2 font-mono text-base text-navy-900 select-all" data-testid="generated-password">
              {generated.password}
            </code>
          </p>
          <p className="mt-2 text-muted">{t('staff.staff.create.generatedText')}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => setGenerated(null)}>
            {t('staff.staff.create.done')}
          </Button>
        </div>
      )}
      <form onSubmit={onSubmit} noValidate className="grid gap-4 md:grid-cols-3">
        {error && (
          <p role="alert" className="rounded-xl border border-danger bg-danger-50 px-4 py-3 text-sm font-medium text-danger md:col-span-3">
            {error}
          </p>
        )}
        <div>
          <Label htmlFor="staff-username">{t('staff.staff.create.username')}</Label>
          <Input id="staff-username" name="username" dir="ltr" autoComplete="off" required aria-describedby="staff-username-hint" />
          <p id="staff-username-hint" className="mt-1 text-xs text-muted">
            {t('staff.staff.create.usernameHint')}
          </p>
        </div>
        <div>
          <Label htmlFor="staff-role">{t('staff.staff.create.role')}</Label>
          <Select id="staff-role" name="role" defaultValue="editor" aria-describedby="staff-role-hint">
            {staffRoles.map((role) => (
              <option key={role} value={role}>
                {t(`staff.roles.${role}`)}
              </option>
            ))}
          </Select>
          <p id="staff-role-hint" className="mt-1 text-xs text-muted">
            {t('staff.roles.editor')}: {t('staff.roleHints.editor')}
          </p>
        </div>
        <div>
          <Label htmlFor="staff-password">{t('staff.staff.create.password')}</Label>
          <Input id="staff-password" name="password" type="password" dir="ltr" autoComplete="new-password" aria-describedby="staff-password-hint" />
          <p id="staff-password-hint" className="mt-1 text-xs text-muted">
            {t('staff.staff.create.passwordHint')}
          </p>
        </div>
        <div className="md:col-span-3">
          <Button type="submit" disabled={busy}>
            {busy ? t('staff.staff.create.submitting') : t('staff.staff.create.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** One account's role and its disable / enable action (disabling asks first). Not offered on one's own row. */
export function StaffRowActions({ id, username, role, disabled }: { id: string; username: string; role: StaffRoleName; disabled: boolean }) {
  const t = useTranslations('Admin');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [current, setCurrent] = useState(role);

  async function change(body: { role?: StaffRoleName; disabled?: boolean }) {
    setBusy(true);
    const result = await staffRequest(`/api/admin/staff/${id}`, 'PATCH', body, t('staff.staff.networkError'));
    setBusy(false);
    setConfirming(false);
    if (!result.ok) {
      setCurrent(role);
      toast({ variant: 'destructive', title: t('staff.staff.failed'), description: result.message });
      return;
    }
    toast({ title: result.message ?? t('staff.api.roleChanged') });
    router.refresh();
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Select
        aria-label={t('staff.staff.roleOf', { name: username })}
        value={current}
        disabled={busy}
        onChange={(event) => {
          const next = event.target.value as StaffRoleName;
          setCurrent(next);
          void change({ role: next });
        }}
        className="h-9 w-36"
      >
        {staffRoles.map((value) => (
          <option key={value} value={value}>
            {t(`staff.roles.${value}`)}
          </option>
        ))}
      </Select>
      {disabled ? (
        <Button variant="outline" size="sm" disabled={busy} onClick={() => void change({ disabled: false })}>
          {busy ? t('staff.staff.enabling') : `${t('staff.staff.enable')} ${username}`}
        </Button>
      ) : (
        <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
          <AlertDialog.Trigger asChild>
            <Button variant="outline" size="sm" disabled={busy}>
              {t('staff.staff.disable')} {username}
            </Button>
          </AlertDialog.Trigger>
          <AlertDialog.Portal>
            <AlertDialog.Overlay className="fixed inset-0 z-50 bg-navy-950/50" />
            <AlertDialog.Content className="fixed start-1/2 top-1/3 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 rounded-2xl bg-white p-6 shadow-[var(--shadow-panel)] rtl:translate-x-1/2">
              <AlertDialog.Title className="text-lg font-bold text-navy-900">{t('staff.staff.confirmDisable', { name: username })}</AlertDialog.Title>
              <AlertDialog.Description className="mt-2 text-sm text-muted">{t('staff.staff.confirmDisableText')}</AlertDialog.Description>
              <div className="mt-6 flex gap-2">
                <AlertDialog.Action asChild>
                  <Button variant="danger" disabled={busy} onClick={(event) => (event.preventDefault(), void change({ disabled: true }))}>
                    {busy ? t('staff.staff.disabling') : t('staff.staff.disable')}
                  </Button>
                </AlertDialog.Action>
                <AlertDialog.Cancel asChild>
                  <Button variant="outline">{t('staff.staff.cancel')}</Button>
                </AlertDialog.Cancel>
              </div>
            </AlertDialog.Content>
          </AlertDialog.Portal>
        </AlertDialog.Root>
      )}
    </div>
  );
}
