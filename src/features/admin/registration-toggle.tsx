'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useTranslations } from 'next-intl';

/** Closes or reopens an event's registration (PATCH /api/admin/events/{id}/registration), then reloads the page's data. */
export function RegistrationToggle({ eventId, open }: { eventId: string; open: boolean }) {
  const t = useTranslations('Admin');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function toggle() {
    setBusy(true);
    const response = await fetch(`/api/admin/events/${encodeURIComponent(eventId)}/registration`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ open: !open }),
    }).catch(() => null);
    const data = (await response?.json().catch(() => null)) as { message?: string } | null;
    setBusy(false);
    if (response?.ok) {
      toast({ title: data?.message ?? (open ? t('eventRegistrations.closedDone') : t('eventRegistrations.openedDone')) });
      router.refresh();
    } else {
      toast({ variant: 'destructive', title: t('eventRegistrations.toggleFailed'), description: data?.message });
    }
  }
  return (
    <Button variant={open ? 'outlineDanger' : 'primary'} size="sm" onClick={toggle} disabled={busy} aria-busy={busy}>
      {busy ? t('eventRegistrations.saving') : open ? t('eventRegistrations.closeRegistration') : t('eventRegistrations.reopenRegistration')}
    </Button>
  );
}
