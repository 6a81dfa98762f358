'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { toast } from '@/components/ui/toast-store';
import { cx } from '@/lib/cn';
import { readStored, storageKeys, stringFields, writeStored } from './browser-storage';
import { formatMoney, formatPercent, formatToday } from './format';
import { MobileSummary } from './mobile-summary';
import { NumberField } from './number-field';
import { parseAmount } from '@/lib/numbers';
import { PrintSheet, printSheet } from './print-sheet';
import { ReportFooter, ReportTable } from './report';
import { calculateRoi, ROI_RATES, roiFields, type RoiField, type RoiInputs } from './roi';
import { ToolActions } from './tool-actions';

type Entries = Record<RoiField, string>;
const blank: Entries = { laborCosts: '', maintenanceCosts: '', energyCosts: '', downtime: '' };
const readSaved = (value: unknown): Entries | undefined => stringFields(value, roiFields);

const lines = [
  { key: 'labor', field: 'laborCosts', rate: ROI_RATES.labor, result: 'laborSavings' },
  { key: 'maintenance', field: 'maintenanceCosts', rate: ROI_RATES.maintenance, result: 'maintenanceSavings' },
  { key: 'energy', field: 'energyCosts', rate: ROI_RATES.energy, result: 'energySavings' },
  { key: 'downtime', field: 'downtime', rate: ROI_RATES.downtime, result: 'downtimeSavings' },
] as const;

/** The ROI calculator (spec §2.9, §9): four costs in, live savings and ROI out; save and print. */
export function RoiCalculator() {
  const t = useTranslations('Tools');
  const locale = useLocale();
  const [entries, setEntries] = useState<Entries>(blank);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    const saved = readStored(storageKeys.roi, readSaved);
    if (!saved) return;
    // This browser's storage is only readable after the static page has loaded.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setEntries(saved);
    setRestored(true);
  }, []);

  const inputs = Object.fromEntries(roiFields.map((field) => [field, parseAmount(entries[field])])) as RoiInputs;
  const result = calculateRoi(inputs);
  const money = (value: number) => formatMoney(value, locale, 'SAR');
  const hasCosts = result.totalCosts > 0;

  function save() {
    if (writeStored(storageKeys.roi, entries)) toast({ title: t('common.saved'), description: t('common.savedText') });
    else toast({ variant: 'destructive', title: t('common.saveFailed'), description: t('common.saveFailedText') });
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
      <form className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-[var(--shadow-card)] sm:p-7" onSubmit={(event) => event.preventDefault()} aria-labelledby="roi-inputs-title">
        <h3 id="roi-inputs-title" className="text-lg font-bold text-navy-900">
          {t('roi.inputsTitle')}
        </h3>
        <p className="mt-1 text-sm text-muted">{t('roi.inputsHint')}</p>
        {restored && (
          <p role="status" className="mt-3 rounded-lg bg-teal-50 px-3 py-2 text-sm text-teal-700">
            {t('common.restored')}
          </p>
        )}
        <div className="mt-6 grid gap-5">
          {roiFields.map((field) => (
            <NumberField
              key={field}
              id={field}
              label={t(`roi.fields.${field}.label`)}
              hint={t(`roi.fields.${field}.hint`)}
              unit={t('roi.currency')}
              placeholder={t('roi.placeholder')}
              value={entries[field]}
              notANumber={t('common.numbersOnly')}
              onChange={(value) => setEntries((current) => ({ ...current, [field]: value }))}
            />
          ))}
        </div>
        <MobileSummary
          items={[
            { label: t('roi.totalSavings'), value: money(result.totalSavings) },
            { label: t('roi.roi'), value: formatPercent(result.roiPercent, locale, 1) },
          ]}
        />
      </form>

      <section aria-labelledby="roi-results-title" className="rounded-[var(--radius-card)] bg-navy-900 p-5 text-white shadow-[var(--shadow-panel)] sm:p-7 lg:sticky lg:top-24">
        <h3 id="roi-results-title" className="text-lg font-bold">
          {t('roi.resultsTitle')}
        </h3>
        <div aria-live="polite" className="mt-5 grid gap-4 sm:grid-cols-2">
          <div className="rounded-xl bg-white/10 p-4">
            <p className="text-sm text-white/75">{t('roi.totalSavings')}</p>
            <p data-testid="roi-total" className="mt-1 text-3xl font-bold tracking-tight text-teal-100 tabular-nums">
              {money(result.totalSavings)}
            </p>
          </div>
          <div className="rounded-xl bg-white/10 p-4">
            <p className="text-sm text-white/75">{t('roi.roi')}</p>
            <p data-testid="roi-percent" className="mt-1 text-3xl font-bold tracking-tight text-amber-500 tabular-nums">
              {formatPercent(result.roiPercent, locale, 1)}
            </p>
            <p className="mt-1 text-xs text-white/70">{t('roi.roiHint')}</p>
          </div>
        </div>
        <h4 className="mt-6 text-sm font-semibold tracking-wide text-teal-100 uppercase">{t('roi.breakdownTitle')}</h4>
        {hasCosts ? (
          <ul className="mt-3 grid gap-3">
            {lines.map((line) => {
              const value = result[line.result];
              const share = result.totalSavings > 0 ? (value / result.totalSavings) * 100 : 0;
              return (
                <li key={line.key} data-line={line.key}>
                  <div className="flex items-baseline justify-between gap-3 text-sm">
                    <span className="text-white/85">{t(`roi.lines.${line.key}`, { rate: formatPercent(line.rate * 100, locale) })}</span>
                    <span className="font-semibold tabular-nums">{money(value)}</span>
                  </div>
                  <div aria-hidden className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-white/10">
                    <div className={cx('h-full rounded-full bg-teal-500 transition-[width]')} style={{ width: `${share}%` }} />
                  </div>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-white/75">{t('roi.empty')}</p>
        )}
        <p className="mt-5 text-sm text-white/75">{t('roi.totalCosts', { amount: money(result.totalCosts) })}</p>
        <ToolActions
          saveLabel={t('roi.save')}
          downloadLabel={t('roi.download')}
          resetLabel={t('common.reset')}
          printHint={t('common.printHint')}
          onSave={save}
          onDownload={printSheet}
          onReset={() => {
            setEntries(blank);
            setRestored(false);
          }}
        />
      </section>

      <PrintSheet title={t('roi.reportTitle')} subtitle={t('common.preparedOn', { date: formatToday(locale) })}>
        <ReportTable
          title={t('roi.reportCosts')}
          rows={roiFields.map((field) => [t(`roi.fields.${field}.label`), money(inputs[field])])}
          total={[t('roi.costsTotal'), money(result.totalCosts)]}
        />
        <ReportTable
          title={t('roi.reportSavings')}
          rows={lines.map((line) => [t(`roi.lines.${line.key}`, { rate: formatPercent(line.rate * 100, locale) }), money(result[line.result])])}
          total={[t('roi.totalSavings'), money(result.totalSavings)]}
        />
        <p className="mt-6 text-[14pt] font-bold text-navy-900">
          {t('roi.roi')}: <span className="tabular-nums">{formatPercent(result.roiPercent, locale, 1)}</span>
        </p>
        <p className="mt-4 text-[9.5pt] text-muted">
          {t('roi.reportNote', {
            labor: formatPercent(ROI_RATES.labor * 100, locale),
            maintenance: formatPercent(ROI_RATES.maintenance * 100, locale),
            energy: formatPercent(ROI_RATES.energy * 100, locale),
            downtime: formatPercent(ROI_RATES.downtime * 100, locale),
          })}
        </p>
        <ReportFooter />
      </PrintSheet>
    </div>
  );
}
