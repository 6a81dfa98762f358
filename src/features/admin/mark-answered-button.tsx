'use client';

import { Check as checkIcon } from 'lucide';
import { createIcon } from '@/components/icons/create-icon';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { questionsCopy as copy } from './copy';

const Check = createIcon(checkIcon);

export function MarkAnsweredButton({ id }: { id: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function mark() {
    setBusy(true);
    const response = await fetch(`/api/admin/questions/${id}`, { method: 'PATCH', credentials: 'same-origin' }).catch(() => null);
    if (response?.ok) router.refresh();
    else {
      setBusy(false);
      toast({ variant: 'destructive', title: copy.failed });
    }
  }
  return (
    <Button variant="outline" size="sm" onClick={mark} disabled={busy}>
      <Check aria-hidden />
      {busy ? copy.marking : copy.markAnswered}
    </Button>
  );
}
