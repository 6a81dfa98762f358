'use client';

import { Info as infoIcon } from 'lucide';
import { createIcon } from '@/components/icons/create-icon';
import { useLocale, useTranslations } from 'next-intl';
import { Select } from '@/components/ui/field';
import { FormField } from '@/components/ui/form-field';
import { storageKeys, stringFields } from './browser-storage';
import { CalculatorReport, HeadlineFigure, InputsPanel, ResultsPanel, useStoredEntries } from './calculator';
import { formatMoney, formatPercent, formatPlainNumber } from './format';
import { AGEING_SURCHARGE_AT_END_OF_LIFE, clampPartsPercentage, DEFAULT_FREQUENCY, DEFAULT_HOURS_PER_VISIT, estimateMaintenance, isMaintenanceFrequency, maintenanceFrequencies, PARTS_PERCENT } from './maintenance';
import { MobileSummary } from './mobile-summary';
import { NumberField } from './number-field';
import { parseAmount } from '@/lib/numbers';
import { ReportTable } from './report';
import { ToolActions } from './tool-actions';

const Info = createIcon(infoIcon);

const textFields = ['assetValue', 'currentAge', 'expectedLife', 'laborRate', 'hoursPerVisit'] as const;
type TextField = (typeof textFields)[number];
type Entries = Record<TextField, string> & { partsPercentage: number; maintenanceFrequency: number };

const blank: Entries = { assetValue: '', currentAge: '', expectedLife: '', laborRate: '', hoursPerVisit: '', partsPercentage: PARTS_PERCENT.default, maintenanceFrequency: DEFAULT_FREQUENCY };
function readSaved(value: unknown): Entries | undefined {
  const texts = stringFields(value, textFields.filter((field) => field !== 'hoursPerVisit'));
  const { partsPercentage, maintenanceFrequency } = (value ?? {}) as Record<string, unknown>;
  if (!texts || typeof partsPercentage !== 'number' || typeof maintenanceFrequency !== 'number' || !isMaintenanceFrequency(maintenanceFrequency)) return undefined;
  const hours = (value as { hoursPerVisit?: unknown }).hoursPerVisit;
  return { ...texts, hoursPerVisit: typeof hours === 'string' ? hours : '', partsPercentage: clampPartsPercentage(partsPercentage), maintenanceFrequency };
}

/** The maintenance cost calculator: asset in, live annual cost, split and value out. */
export function MaintenanceCalculator() {
  const t = useTranslations('Tools');
  const locale = useLocale();
  const { entries, setEntries, restored, save, reset } = useStoredEntries(storageKeys.maintenance, readSaved, blank);

  const inputs = {
    assetValue: parseAmount(entries.assetValue),
    currentAge: parseAmount(entries.currentAge),
    expectedLife: parseAmount(entries.expectedLife),
    laborRate: parseAmount(entries.laborRate),
    hoursPerVisit: entries.hoursPerVisit.trim() === '' ? DEFAULT_HOURS_PER_VISIT : parseAmount(entries.hoursPerVisit),
    partsPercentage: entries.partsPercentage,
    maintenanceFrequency: entries.maintenanceFrequency,
  };
  const estimate = estimateMaintenance(inputs);
  const money = (value: number) => formatMoney(value, locale);
  const years = (value: number) => formatPlainNumber(value, locale);
  const set = (change: Partial<Entries>) => setEntries((current) => ({ ...current, ...change }));

  // The formula with the visitor's own numbers, on its own left-to-right line in both languages.
  const formula = estimate.ok
    ? `${t('maintenance.formulaLabour')} = ${formatPlainNumber(estimate.frequency, locale)} × ${formatPlainNumber(inputs.hoursPerVisit, locale)} h × ${money(inputs.laborRate)} × ${formatPlainNumber(estimate.ageingFactor, locale, 2)} = ${money(estimate.laborCost)}; ${t('maintenance.formulaParts')} = ${money(inputs.assetValue)} × ${formatPercent(inputs.partsPercentage, locale, 1)} × ${formatPlainNumber(estimate.ageingFactor, locale, 2)} = ${money(estimate.partsCost)}`
    : t('maintenance.formulaGeneric');

  const lifecycle = estimate.ok
    ? ([
        ['visits', t('maintenance.visits'), formatPlainNumber(estimate.frequency, locale)],
        ['originalValue', t('maintenance.originalValue'), money(inputs.assetValue)],
        ['currentAge', t('maintenance.currentAge'), years(inputs.currentAge)],
        ['remainingLife', t('maintenance.remainingLife'), years(estimate.remainingLife)],
        ['currentValue', t('maintenance.currentValue'), money(estimate.currentValue)],
      ] as const)
    : [];

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
      <InputsPanel id="maintenance-inputs-title" title={t('maintenance.inputsTitle')} hint={t('maintenance.inputsHint')} restored={restored}>
        <div className="mt-6 grid gap-5 sm:grid-cols-2">
          {textFields.map((field) => (
            <NumberField
              key={field}
              id={field}
              label={t(`maintenance.fields.${field}.label`)}
              hint={t(`maintenance.fields.${field}.hint`)}
              placeholder={t(`maintenance.fields.${field}.placeholder`)}
              value={entries[field]}
              notANumber={t('common.numbersOnly')}
              onChange={(value) => set({ [field]: value })}
            />
          ))}
          <FormField
            id="partsPercentage"
            className="sm:col-span-2"
            label={t('maintenance.parts')}
            aside={
              <output htmlFor="partsPercentage" className="text-sm font-bold text-teal-700 tabular-nums">
                {formatPercent(entries.partsPercentage, locale, 1)}
              </output>
            }
          >
            {(aria) => (
              <>
                <input
                  {...aria}
                  type="range"
                  min={PARTS_PERCENT.min}
                  max={PARTS_PERCENT.max}
                  step={PARTS_PERCENT.step}
                  value={entries.partsPercentage}
                  aria-valuetext={formatPercent(entries.partsPercentage, locale, 1)}
                  onChange={(event) => set({ partsPercentage: clampPartsPercentage(Number(event.target.value)) })}
                  className="mt-2 h-11 w-full cursor-pointer accent-teal-700"
                />
                <div aria-hidden className="flex justify-between text-xs text-muted tabular-nums">
                  <span>{formatPercent(PARTS_PERCENT.min, locale)}</span>
                  <span>{formatPercent(PARTS_PERCENT.max, locale)}</span>
                </div>
              </>
            )}
          </FormField>
          <FormField id="maintenanceFrequency" className="sm:col-span-2" label={t('maintenance.frequency')}>
            {(aria) => (
              <Select {...aria} value={entries.maintenanceFrequency} onChange={(event) => set({ maintenanceFrequency: Number(event.target.value) })}>
                {maintenanceFrequencies.map((frequency) => (
                  <option key={frequency} value={frequency}>
                    {t(`maintenance.frequencies.${frequency}`)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </div>
        {estimate.ok && (
          <MobileSummary
            items={[
              { label: t('maintenance.annualCost'), value: money(estimate.annualCost) },
              { label: t('maintenance.costPerMaintenance'), value: money(estimate.costPerVisit) },
            ]}
          />
        )}
      </InputsPanel>

      <ResultsPanel id="maintenance-results-title" title={t('maintenance.resultsTitle')}>
        {estimate.ok ? (
          <div aria-live="polite">
            <div className="mt-5 grid gap-4 sm:grid-cols-2">
              <HeadlineFigure label={t('maintenance.annualCost')} testId="annual-cost" tone="teal">
                {money(estimate.annualCost)}
              </HeadlineFigure>
              <HeadlineFigure label={t('maintenance.costPerMaintenance')} testId="cost-per-maintenance" tone="amber">
                {money(estimate.costPerVisit)}
              </HeadlineFigure>
            </div>
            <h4 className="mt-6 text-sm font-semibold tracking-wide text-teal-100 uppercase">{t('maintenance.breakdownTitle')}</h4>
            <div aria-hidden className="mt-3 flex h-2.5 overflow-hidden rounded-full bg-white/10">
              <div className="h-full bg-teal-500" style={{ width: `${estimate.annualCost > 0 ? (estimate.laborCost / estimate.annualCost) * 100 : 50}%` }} />
              <div className="h-full bg-amber-500" style={{ width: `${estimate.annualCost > 0 ? (estimate.partsCost / estimate.annualCost) * 100 : 50}%` }} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
              <div data-testid="labor-cost">
                <dt className="flex items-center gap-2 text-white/75">
                  <span aria-hidden className="size-2.5 rounded-full bg-teal-500" />
                  {t('maintenance.laborCost')}
                </dt>
                <dd className="mt-0.5 text-lg font-semibold tabular-nums">{money(estimate.laborCost)}</dd>
              </div>
              <div data-testid="parts-cost">
                <dt className="flex items-center gap-2 text-white/75">
                  <span aria-hidden className="size-2.5 rounded-full bg-amber-500" />
                  {t('maintenance.partsCost')}
                </dt>
                <dd className="mt-0.5 text-lg font-semibold tabular-nums">{money(estimate.partsCost)}</dd>
              </div>
            </dl>
            <h4 className="mt-6 text-sm font-semibold tracking-wide text-teal-100 uppercase">{t('maintenance.assetTitle')}</h4>
            <dl className="mt-3 divide-y divide-white/10 text-sm">
              {lifecycle.map(([key, label, value]) => (
                <div key={key} data-testid={key} className="flex items-baseline justify-between gap-3 py-2">
                  <dt className="text-white/75">{label}</dt>
                  <dd className="font-semibold tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-5 text-xs font-semibold tracking-wide text-teal-100 uppercase">{t('maintenance.formulaTitle')}</p>
            <p dir="ltr" data-testid="maintenance-formula" className="mt-1 rounded-lg bg-white/10 p-3 text-start font-mono text-xs leading-relaxed text-white/90 tabular-nums">
              {formula}
            </p>
            {estimate.pastExpectedLife && (
              <p role="status" className="mt-4 flex gap-2 rounded-lg bg-amber-500/15 p-3 text-sm text-amber-100">
                <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
                {t('maintenance.pastLife')}
              </p>
            )}
          </div>
        ) : (
          <p role="status" data-testid="maintenance-gap" className="mt-5 flex gap-2 rounded-xl bg-white/10 p-4 text-sm text-white/85">
            <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-teal-100" />
            {estimate.reason === 'expectedLife' ? t('maintenance.needsLife') : t('maintenance.needsFrequency')}
          </p>
        )}
        <ToolActions
          saveLabel={t('maintenance.save')}
          downloadLabel={t('maintenance.download')}
          onSave={save}
          onReset={reset}
        />
      </ResultsPanel>

      <CalculatorReport title={t('maintenance.reportTitle')}>
        <ReportTable
          title={t('maintenance.reportInputs')}
          rows={[
            [t('maintenance.fields.assetValue.label'), money(inputs.assetValue)],
            [t('maintenance.fields.currentAge.label'), years(inputs.currentAge)],
            [t('maintenance.fields.expectedLife.label'), years(inputs.expectedLife)],
            [t('maintenance.fields.laborRate.label'), money(inputs.laborRate)],
            [t('maintenance.fields.hoursPerVisit.label'), years(inputs.hoursPerVisit)],
            [t('maintenance.parts'), formatPercent(inputs.partsPercentage, locale, 1)],
            [t('maintenance.frequency'), t(`maintenance.frequencies.${isMaintenanceFrequency(inputs.maintenanceFrequency) ? inputs.maintenanceFrequency : DEFAULT_FREQUENCY}`)],
          ]}
        />
        {estimate.ok ? (
          <ReportTable
            title={t('maintenance.reportResults')}
            rows={[
              [t('maintenance.costPerMaintenance'), money(estimate.costPerVisit)],
              [t('maintenance.laborCost'), money(estimate.laborCost)],
              [t('maintenance.partsCost'), money(estimate.partsCost)],
              ...lifecycle.map(([, label, value]) => [label, value] as const),
            ]}
            total={[t('maintenance.annualCost'), money(estimate.annualCost)]}
          />
        ) : (
          <p className="mt-6">{t('maintenance.needsLife')}</p>
        )}
        <p dir="ltr" className="mt-4 text-[9.5pt] text-muted">
          {formula}
        </p>
        <p className="mt-2 text-[9.5pt] text-muted">{t('maintenance.reportNote', { surcharge: formatPercent(AGEING_SURCHARGE_AT_END_OF_LIFE * 100, locale) })}</p>
      </CalculatorReport>
    </div>
  );
}
