'use client';

import { Trash2 as trash2Icon } from 'lucide';
import { useRouter } from 'next/navigation';
import { AlertDialog } from 'radix-ui';
import { useId, useState, type FormEvent } from 'react';
import { createIcon } from '@/components/icons/create-icon';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import { useTranslations } from 'next-intl';
import { isErasureConfirmation, type ErasureKind } from '@/schemas/erasure';
import type { LeadSource } from '@/schemas/lead';
import { staffRequest } from './staff-request';

const Trash2 = createIcon(trash2Icon);

/**
 * Erases a subscriber or a lead for good (POST /api/admin/erasure), after the staff member types
 * «امسح» in an alert dialog. Then the page reloads its data, or goes to `afterHref` (a detail page
 * whose record is gone). `subject` names the record for screen readers (e.g. its e-mail).
 */
export function EraseButton({ kind, id, subject, afterHref }: { kind: ErasureKind; id: string; subject: string; afterHref?: string }) {
  const t = useTranslations('Admin');
  const router = useRouter();
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmed = isErasureConfirmation(typed);

  function onOpenChange(next: boolean) {
    if (busy) return;
    setOpen(next);
    setTyped('');
    setError(null);
  }

  async function erase(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!confirmed || busy) return;
    setBusy(true);
    setError(null);
    const result = await staffRequest<{ rows?: number }>('/api/admin/erasure', 'POST', { kind, id }, t('erasure.networkError'));
    setBusy(false);
    if (result.ok) {
      setOpen(false);
      toast({ title: result.message ?? t('erasure.done', { rows: result.data.rows ?? 0 }) });
      if (afterHref) router.push(afterHref);
      else router.refresh();
      return;
    }
    // Already erased (404): the list is out of date; say so and show the list as it is now.
    if (result.status === 404) router.refresh();
    setError(result.message ?? t('erasure.failed'));
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Trigger asChild>
        <Button variant="outline" size="sm" className="text-danger" aria-label={`${t('erasure.button')}: ${subject}`} data-erase={kind}>
          <Trash2 aria-hidden />
          {t('erasure.button')}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-navy-950/50" />
        <AlertDialog.Content className="fixed start-1/2 top-1/4 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 rounded-2xl bg-white p-6 shadow-[var(--shadow-panel)] rtl:translate-x-1/2">
          <AlertDialog.Title className="text-lg font-bold text-navy-900">{t('erasure.title')}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted">
            <span dir="auto" className="font-medium text-navy-900">
              {subject}
            </span>{' '}
            — {kind === 'subscriber' ? t('erasure.text.subscriber') : t('erasure.text.lead')}
          </AlertDialog.Description>
          <form onSubmit={erase} className="mt-5" aria-busy={busy}>
            <Label htmlFor={inputId}>{t('erasure.typeLabel')}</Label>
            <Input id={inputId} value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" disabled={busy} aria-describedby={error ? `${inputId}-error` : undefined} />
            {error && (
              <p id={`${inputId}-error`} role="alert" className="mt-2 text-sm font-medium text-danger">
                {error}
              </p>
            )}
            <div className="mt-6 flex gap-2">
              <Button type="submit" variant="danger" disabled={!confirmed || busy}>
                {busy ? t('erasure.erasing') : t('erasure.confirm')}
              </Button>
              <AlertDialog.Cancel asChild>
                <Button variant="outline" disabled={busy}>
                  {t('erasure.cancel')}
                </Button>
              </AlertDialog.Cancel>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** The erase button of one lead, for the lists and the inbox's detail page. */
export function EraseLeadButton(props: { kind: LeadSource; id: string; subject: string; afterHref?: string }) {
  return <EraseButton {...props} />;
}
