'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { staffRequest } from './staff-request';
import { staffSlotFormat } from '@/lib/riyadh-time';

/** Move a demo to another free slot (of the next 14 days) or cancel it; the visitor and the host are e-mailed. */
export function DemoAgendaActions({ id, name }: { id: string; name: string }) {
  const t = useTranslations('AdminDemos.agenda');
  const router = useRouter();
  const locale = useLocale();
  const clock = staffSlotFormat(locale);
  const [slots, setSlots] = useState<{ start: string }[] | null>(null);
  const [choice, setChoice] = useState('');
  const [busy, setBusy] = useState(false);

  async function change(body: unknown) {
    setBusy(true);
    const { ok, message } = await staffRequest(`/api/admin/demos/${encodeURIComponent(id)}`, 'PATCH', body, t('network'));
    setBusy(false);
    toast(ok ? { title: message ?? '' } : { variant: 'destructive', title: message ?? t('network') });
    if (ok) router.refresh();
  }

  async function openSlots() {
    const { data } = await staffRequest<{ slots?: { start: string }[] }>('/api/demo-slots?days=14', 'GET');
    if (!data.slots) return toast({ variant: 'destructive', title: t('network') });
    setSlots(data.slots);
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      {slots === null ? (
        <Button size="sm" variant="outline" onClick={openSlots} aria-label={`${t('reschedule')}: ${name}`}>
          {t('reschedule')}
        </Button>
      ) : slots.length === 0 ? (
        <span className="text-sm text-muted">{t('noSlots')}</span>
      ) : (
        <>
          <label className="sr-only" htmlFor={`slot-${id}`}>
            {t('newTime')}
          </label>
          <select id={`slot-${id}`} value={choice} onChange={(event) => setChoice(event.target.value)} className="h-9 rounded-lg border border-line bg-surface px-2 text-sm">
            <option value="">{t('newTime')}</option>
            {slots.map((slot) => (
              <option key={slot.start} value={slot.start}>
                {clock.format(new Date(slot.start))}
              </option>
            ))}
          </select>
          <Button size="sm" disabled={!choice || busy} onClick={() => change({ action: 'reschedule', slotStart: choice })}>
            {t('move')}
          </Button>
        </>
      )}
      <Button size="sm" variant="outlineDanger" disabled={busy} onClick={() => window.confirm(t('cancelConfirm')) && change({ action: 'cancel' })} aria-label={`${t('cancel')}: ${name}`}>
        {t('cancel')}
      </Button>
    </div>
  );
}
