'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import { useTranslations } from 'next-intl';
import { SelectField, type Choice } from './select-field';
import { staffRequest } from './staff-request';

interface Taker {
  id: string;
  username: string;
  takesLeads: boolean;
  notifyEmail: string | null;
}

interface Rule {
  id: string;
  admin: string;
  language: string;
  kind: string;
  removeLabel: string;
}

function TakerRow({ taker }: { taker: Taker }) {
  const t = useTranslations('AdminResponse.staff');
  const router = useRouter();
  const [takes, setTakes] = useState(taker.takesLeads);
  const [email, setEmail] = useState(taker.notifyEmail ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const id = useId();

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await staffRequest(`/api/admin/lead-takers/${taker.id}`, 'PATCH', { takesLeads: takes, notifyEmail: email.trim() });
    setBusy(false);
    if (!result.ok) return setError(result.message ?? t('failed'));
    setError(undefined);
    toast({ title: result.message ?? t('save') });
    router.refresh();
  }

  return (
    <li className="rounded-xl border border-line p-3" data-taker={taker.username}>
      <form onSubmit={save} noValidate className="grid items-end gap-3 sm:grid-cols-[10rem_auto_1fr_auto]">
        <span className="font-semibold text-navy-900 sm:self-center" dir="ltr">
          <span className="block text-start">{taker.username}</span>
        </span>
        <label className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-navy-900">
          <input type="checkbox" checked={takes} onChange={(event) => setTakes(event.target.checked)} className="size-5 accent-teal-700" />
          {t('takes')}
        </label>
        <div>
          <Label htmlFor={`${id}-email`}>{t('notifyEmail')}</Label>
          <Input
            id={`${id}-email`}
            type="email"
            dir="ltr"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            maxLength={254}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
          />
          <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
            {t('notifyHint')}
          </p>
          <FieldError id={`${id}-error`}>{error}</FieldError>
        </div>
        <Button type="submit" disabled={busy} className="w-fit">
          {busy ? t('saving') : t('save')}
        </Button>
      </form>
    </li>
  );
}

/** Who takes new leads: the switch and notice address of each admin, and the rules by language and kind. */
export function LeadTakersPanel({ takers, rules, languages, kinds }: { takers: Taker[]; rules: Rule[]; languages: Choice[]; kinds: Choice[] }) {
  const t = useTranslations('AdminResponse.staff');
  const router = useRouter();
  const [rule, setRule] = useState({ locale: '', kind: '', adminId: takers[0]?.id ?? '' });
  const [busy, setBusy] = useState<string>();
  const [error, setError] = useState<string>();
  const id = useId();

  async function add(event: FormEvent) {
    event.preventDefault();
    setBusy('add');
    const result = await staffRequest('/api/admin/lead-rules', 'POST', { locale: rule.locale || null, kind: rule.kind || null, adminId: rule.adminId });
    setBusy(undefined);
    if (!result.ok) return setError(result.message ?? t('failed'));
    setError(undefined);
    toast({ title: result.message ?? t('addRule') });
    router.refresh();
  }

  async function remove(ruleId: string) {
    setBusy(ruleId);
    const result = await staffRequest(`/api/admin/lead-rules/${ruleId}`, 'DELETE');
    setBusy(undefined);
    if (!result.ok) return setError(result.message ?? t('failed'));
    toast({ title: result.message ?? t('remove') });
    router.refresh();
  }

  return (
    <div className="grid gap-6">
      <ul className="grid gap-3">
        {takers.map((taker) => (
          <TakerRow key={taker.id} taker={taker} />
        ))}
      </ul>
      <div>
        <h3 className="text-base font-semibold text-navy-900">{t('rules')}</h3>
        <p className="mb-3 text-sm text-muted">{t('rulesLead')}</p>
        {rules.length === 0 ? (
          <p className="mb-3 text-sm text-muted">{t('noRules')}</p>
        ) : (
          <ul className="mb-4 grid gap-2" data-testid="lead-rules">
            {rules.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-canvas px-3 py-2 text-sm">
                <span>{entry.language}</span>
                <span aria-hidden>·</span>
                <span>{entry.kind}</span>
                <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" className="size-4 text-muted rtl:-scale-x-100" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                  <path d="M3 8h10M9 4l4 4-4 4" />
                </svg>
                <span className="font-semibold text-navy-900" dir="ltr">
                  {entry.admin}
                </span>
                <Button type="button" variant="outlineDanger" className="ms-auto min-h-9" disabled={busy === entry.id} onClick={() => remove(entry.id)} aria-label={entry.removeLabel}>
                  {t('remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <form onSubmit={add} noValidate className="grid items-end gap-3 sm:grid-cols-4">
          <SelectField id={`${id}-locale`} label={t('language')} value={rule.locale} onChange={(event) => setRule({ ...rule, locale: event.target.value })} choices={languages} />
          <SelectField id={`${id}-kind`} label={t('kind')} value={rule.kind} onChange={(event) => setRule({ ...rule, kind: event.target.value })} choices={kinds} />
          <SelectField id={`${id}-admin`} label={t('admin')} value={rule.adminId} onChange={(event) => setRule({ ...rule, adminId: event.target.value })} choices={takers.map((taker) => ({ value: taker.id, label: taker.username }))} />
          <Button type="submit" disabled={busy === 'add'} className="w-fit">
            {busy === 'add' ? t('adding') : t('addRule')}
          </Button>
        </form>
        <FieldError id={`${id}-error`}>{error}</FieldError>
      </div>
    </div>
  );
}
