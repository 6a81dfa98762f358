'use client';

import { RotateCw as rotateIcon } from 'lucide';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { createIcon } from '@/components/icons/create-icon';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useTranslations } from 'next-intl';
import { staffRequest } from './staff-request';

const RotateCw = createIcon(rotateIcon);

/** "Retry now" on one webhook delivery of the staff log. */
export function RetryDeliveryButton({ id }: { id: string }) {
  const t = useTranslations('Admin');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function retry() {
    setBusy(true);
    const result = await staffRequest(`/api/admin/webhooks/${id}/retry`, 'POST');
    setBusy(false);
    if (result.ok) {
      toast({ title: t('webhooks.retried') });
      router.refresh();
    } else toast({ variant: 'destructive', title: t('webhooks.failed'), description: result.message });
  }
  return (
    <Button variant="outline" size="sm" onClick={retry} disabled={busy} aria-busy={busy}>
      <RotateCw aria-hidden />
      {busy ? t('webhooks.retrying') : t('webhooks.retry')}
    </Button>
  );
}
