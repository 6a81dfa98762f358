'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { SlotPicker, type Slot } from './slot-picker';

type Mode = 'idle' | 'reschedule' | 'cancel';

async function send(body: Record<string, unknown>): Promise<{ ok: boolean; message?: string; slots?: Slot[] }> {
  try {
    const response = await fetch('/api/demo-bookings', { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const data = (await response.json().catch(() => ({}))) as { message?: string; slots?: Slot[] };
    return { ok: response.ok, message: data.message, slots: data.slots };
  } catch {
    return { ok: false };
  }
}

/** Reschedule (a new free slot) or cancel, by the page's token; the page reloads with the outcome. */
export function BookingManager({ token, current }: { token: string; current: string }) {
  const t = useTranslations('DemoBooking.page');
  const calendar = useTranslations('DemoForm.calendar');
  const locale = useLocale() as 'en' | 'ar';
  const [mode, setMode] = useState<Mode>('idle');
  const [slot, setSlot] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [offered, setOffered] = useState<Slot[]>([]);
  const [reload, setReload] = useState(0);

  async function act(body: Record<string, unknown>) {
    setBusy(true);
    setError('');
    const result = await send({ ...body, token, locale });
    if (result.ok) {
      window.location.reload();
      return;
    }
    setBusy(false);
    setError(result.message ?? t('failed'));
    if (result.slots?.length) {
      setOffered(result.slots);
      setReload((n) => n + 1);
    }
  }

  return (
    <div className="mt-5 grid gap-4">
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant={mode === 'reschedule' ? 'navy' : 'outline'} aria-expanded={mode === 'reschedule'} onClick={() => setMode(mode === 'reschedule' ? 'idle' : 'reschedule')}>
          {t('reschedule')}
        </Button>
        <Button type="button" variant="outlineDanger" aria-expanded={mode === 'cancel'} onClick={() => setMode(mode === 'cancel' ? 'idle' : 'cancel')}>
          {t('cancel')}
        </Button>
      </div>
      {mode === 'reschedule' ? (
        <div className="grid gap-4 rounded-xl bg-canvas p-4">
          <h3 className="font-semibold text-navy-900">{t('rescheduleTitle')}</h3>
          <div className="grid gap-4 sm:grid-cols-2">
            <SlotPicker
              id="newSlot"
              value={slot}
              onChange={(start) => {
                setSlot(start);
                setOffered([]);
              }}
              locale={locale}
              reload={reload}
              offered={offered}
              error={error || undefined}
              exclude={current}
              calendarLabels={{ dialog: calendar('dialogLabel'), previousMonth: calendar('previousMonth'), nextMonth: calendar('nextMonth'), selected: calendar('selected') }}
            />
          </div>
          <Button type="button" disabled={!slot || busy} onClick={() => act({ action: 'reschedule', slotStart: slot })} className="justify-self-start">
            {busy ? t('moving') : t('confirmReschedule')}
          </Button>
        </div>
      ) : null}
      {mode === 'cancel' ? (
        <div className="grid gap-3 rounded-xl bg-canvas p-4" role="group" aria-label={t('cancel')}>
          <p className="text-navy-900">{t('cancelQuestion')}</p>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="danger" disabled={busy} onClick={() => act({ action: 'cancel' })}>
              {busy ? t('cancelling') : t('cancelConfirm')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setMode('idle')}>
              {t('keep')}
            </Button>
          </div>
          {error ? (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
