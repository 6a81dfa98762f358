'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError, Label } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import { useTranslations } from 'next-intl';
import { leadStatuses, type LeadStatus } from '@/schemas/lead';
import { SelectField } from './select-field';
import { staffRequest } from './staff-request';

/**
 * A lead's status and owner, each saved as soon as it is chosen (the history below is refreshed);
 * the old value comes back if the server says no.
 */
export function LeadWorkControls({ id, status, ownerId, owners }: { id: string; status: LeadStatus; ownerId: string | null; owners: { id: string; username: string }[] }) {
  const t = useTranslations('Admin');
  const router = useRouter();
  const [values, setValues] = useState({ status, ownerId: ownerId ?? '' });
  const [busy, setBusy] = useState(false);
  const statusId = useId();
  const ownerSelectId = useId();

  async function change(next: { status?: LeadStatus; ownerId?: string }) {
    const previous = values;
    setValues({ ...values, ...next });
    setBusy(true);
    const payload = next.status ? { status: next.status } : { ownerId: next.ownerId || null };
    const result = await staffRequest(`/api/admin/leads/${id}`, 'PATCH', payload);
    setBusy(false);
    if (!result.ok) {
      setValues(previous);
      toast({ variant: 'destructive', title: t('leads.detail.updateFailed'), description: result.message });
      return;
    }
    toast({ title: t('leads.detail.saved'), description: result.message });
    router.refresh();
  }

  return (
    <div className="grid gap-4 sm:grid-cols-2" aria-busy={busy}>
      <SelectField
        id={statusId}
        label={t('leads.detail.statusLabel')}
        value={values.status}
        disabled={busy}
        onChange={(event) => change({ status: event.target.value as LeadStatus })}
        choices={leadStatuses.map((value) => ({ value, label: t(`leads.statuses.${value}`) }))}
      />
      <SelectField
        id={ownerSelectId}
        label={t('leads.detail.ownerLabel')}
        value={values.ownerId}
        disabled={busy}
        onChange={(event) => change({ ownerId: event.target.value })}
        first={[{ value: '', label: t('leads.nobody') }]}
        choices={owners.map((owner) => ({ value: owner.id, label: owner.username }))}
      />
    </div>
  );
}

/** Adds a note to the lead's history; the text stays in the box if it could not be saved. */
/** The note form's "this note records a contact" choice, in the reader's words (AdminResponse, from the page). */
export interface ContactChoice {
  label: string;
  hint: string;
  options: { value: string; label: string }[];
}

export function LeadNoteForm({ id, contact }: { id: string; contact: ContactChoice }) {
  const t = useTranslations('Admin');
  const router = useRouter();
  const [body, setBody] = useState('');
  const [contactType, setContactType] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const fieldId = useId();
  const errorId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!body.trim()) {
      setError(t('leads.api.noteBlank'));
      return;
    }
    setBusy(true);
    const result = await staffRequest(`/api/admin/leads/${id}/notes`, 'POST', { body, contactType: contactType || null });
    setBusy(false);
    if (!result.ok) {
      setError(result.message ?? t('leads.detail.noteFailed'));
      return;
    }
    setError(undefined);
    setBody('');
    setContactType('');
    toast({ title: result.message ?? t('leads.detail.saved') });
    router.refresh();
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-2">
      <Label htmlFor={fieldId}>{t('leads.detail.noteLabel')}</Label>
      <textarea
        id={fieldId}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        rows={3}
        maxLength={4000}
        placeholder={t('leads.detail.notePlaceholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="block w-full rounded-[var(--radius-control)] border border-line bg-white px-3.5 py-2.5 text-base text-ink shadow-sm placeholder:text-muted/70 hover:border-navy-700/40 focus-visible:border-teal-600 aria-[invalid=true]:border-danger sm:text-sm"
      />
      <FieldError id={errorId}>{error}</FieldError>
      <div className="grid gap-1 sm:max-w-xs">
        <SelectField id={`${fieldId}-contact`} name="contactType" label={contact.label} value={contactType} onChange={(event) => setContactType(event.target.value)} choices={contact.options} aria-describedby={`${fieldId}-contact-hint`} />
        <p id={`${fieldId}-contact-hint`} className="text-xs text-muted">
          {contact.hint}
        </p>
      </div>
      <Button type="submit" disabled={busy} className="w-fit">
        {busy ? t('leads.detail.adding') : t('leads.detail.addNote')}
      </Button>
    </form>
  );
}
