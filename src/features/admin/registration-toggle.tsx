'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useTranslations } from 'next-intl';
import { staffRequest } from './staff-request';

/** Closes or reopens an event's registration (PATCH /api/admin/events/{id}/registration), then reloads the page's data. */
export function RegistrationToggle({ eventId, open }: { eventId: string; open: boolean }) {
  const t = useTranslations('Admin');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function toggle() {
    setBusy(true);
    const result = await staffRequest(`/api/admin/events/${encodeURIComponent(eventId)}/registration`, 'PATCH', { open: !open });
    setBusy(false);
    if (result.ok) {
      toast({ title: result.message ?? (open ? t('eventRegistrations.closedDone') : t('eventRegistrations.openedDone')) });
      router.refresh();
    } else {
      toast({ variant: 'destructive', title: t('eventRegistrations.toggleFailed'), description: result.message });
    }
  }
  return (
    <Button variant={open ? 'outlineDanger' : 'primary'} size="sm" onClick={toggle} disabled={busy} aria-busy={busy}>
      {busy ? t('eventRegistrations.saving') : open ? t('eventRegistrations.closeRegistration') : t('eventRegistrations.reopenRegistration')}
    </Button>
  );
}
