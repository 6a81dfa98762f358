'use client';

import { useState } from 'react';
import { Select } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import { demoRequestsCopy as copy } from './copy';
import { demoRequestStatuses } from './schema';

type Status = (typeof demoRequestStatuses)[number];

/** Changes a demo request's status at once; goes back to the old value if the server says no. */
export function StatusSelect({ id, initial, label }: { id: string; initial: Status; label: string }) {
  const [status, setStatus] = useState<Status>(initial);
  const [busy, setBusy] = useState(false);
  async function change(next: Status) {
    const previous = status;
    setStatus(next);
    setBusy(true);
    const response = await fetch(`/api/admin/demo-requests/${id}`, {
      method: 'PATCH',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: next }),
    }).catch(() => null);
    setBusy(false);
    if (!response?.ok) {
      setStatus(previous);
      toast({ variant: 'destructive', title: copy.updateFailed });
    }
  }
  return (
    <Select aria-label={label} value={status} disabled={busy} onChange={(event) => change(event.target.value as Status)} className="h-9 w-36">
      {demoRequestStatuses.map((value) => (
        <option key={value} value={value}>
          {copy.statuses[value]}
        </option>
      ))}
    </Select>
  );
}
