'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import type { ReleaseTarget } from '@/schemas/demo-booking';
import { staffRequest } from './staff-request';

/** Releases every upcoming demo of a network or e-mail domain, after a confirmation; nobody is e-mailed. */
export function ReleaseDemosButton({ target, label }: { target: ReleaseTarget; label: string }) {
  const t = useTranslations('AdminDemos');
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function release() {
    if (!window.confirm(t('burst.releaseConfirm', { target: label }))) return;
    setBusy(true);
    const { ok, message } = await staffRequest('/api/admin/demos/release', 'POST', target, t('agenda.network'));
    setBusy(false);
    toast(ok ? { title: message ?? '' } : { variant: 'destructive', title: message ?? t('agenda.network') });
    if (ok) router.refresh();
  }

  return (
    <Button size="sm" variant="outlineDanger" disabled={busy} onClick={release} aria-label={`${t('burst.release')}: ${label}`}>
      {t('burst.release')}
    </Button>
  );
}
