'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import { toast } from '@/components/ui/toast-store';
import { cx } from '@/lib/cn';
import { readStored, writeStored } from './browser-storage';
import { formatToday } from './format';
import { PrintSheet } from './print-sheet';
import { ReportFooter } from './report';

/**
 * A calculator's entries, restored from this browser after the static page has loaded, with Save
 * (a toast says whether the browser kept them) and Clear.
 */
export function useStoredEntries<T>(key: string, parse: (value: unknown) => T | undefined, blank: T) {
  const t = useTranslations('Tools.common');
  const [entries, setEntries] = useState<T>(blank);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    const saved = readStored(key, parse);
    if (saved === undefined) return;
    // This browser's storage is only readable after the static page has loaded.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setEntries(saved);
    setRestored(true);
  }, [key, parse]);

  function save() {
    if (writeStored(key, entries)) toast({ title: t('saved'), description: t('savedText') });
    else toast({ variant: 'destructive', title: t('saveFailed'), description: t('saveFailedText') });
  }

  function reset() {
    setEntries(blank);
    setRestored(false);
  }

  return { entries, setEntries, restored, save, reset };
}

/** The white card of a calculator's inputs: its title, a hint and, once restored, a notice saying so. */
export function InputsPanel({ id, title, hint, restored, children }: { id: string; title: string; hint: string; restored: boolean; children: ReactNode }) {
  const t = useTranslations('Tools.common');
  return (
    <form className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-[var(--shadow-card)] sm:p-7" onSubmit={(event) => event.preventDefault()} aria-labelledby={id}>
      <h3 id={id} className="text-lg font-bold text-navy-900">
        {title}
      </h3>
      <p className="mt-1 text-sm text-muted">{hint}</p>
      {restored && (
        <p role="status" className="mt-3 rounded-lg bg-teal-50 px-3 py-2 text-sm text-teal-700">
          {t('restored')}
        </p>
      )}
      {children}
    </form>
  );
}

/** The navy panel of a calculator's results, beside the inputs on wide screens. */
export function ResultsPanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-[var(--radius-card)] bg-navy-900 p-5 text-white shadow-[var(--shadow-panel)] sm:p-7 lg:sticky lg:top-24">
      <h3 id={id} className="text-lg font-bold">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** One of the two headline figures at the top of the results. */
export function HeadlineFigure({ label, testId, tone, note, children }: { label: string; testId: string; tone: 'teal' | 'amber'; note?: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-white/10 p-4">
      <p className="text-sm text-white/75">{label}</p>
      <p data-testid={testId} className={cx('mt-1 text-3xl font-bold tracking-tight tabular-nums', tone === 'teal' ? 'text-teal-100' : 'text-amber-500')}>
        {children}
      </p>
      {note && <p className="mt-1 text-xs text-white/70">{note}</p>}
    </div>
  );
}

/** A calculator's printed report, dated today. */
export function CalculatorReport({ title, children }: { title: string; children: ReactNode }) {
  const t = useTranslations('Tools.common');
  const locale = useLocale();
  return (
    <PrintSheet title={title} subtitle={t('preparedOn', { date: formatToday(locale) })}>
      {children}
      <ReportFooter />
    </PrintSheet>
  );
}
