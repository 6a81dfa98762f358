'use client';

import { useLocale, useTranslations } from 'next-intl';
import { cx } from '@/lib/cn';
import { DEFAULT_USERS, referencePlanOf, type Prices } from '@/content/savings';
import NextLink from 'next/link';
import { storageKeys, stringFields } from './browser-storage';
import { CalculatorReport, HeadlineFigure, InputsPanel, ResultsPanel, useStoredEntries } from './calculator';
import { formatMoney, formatPercent, formatPlainNumber } from './format';
import { MobileSummary } from './mobile-summary';
import { NumberField } from './number-field';
import { parseAmount } from '@/lib/numbers';
import { ReportTable } from './report';
import { calculateRoi, ROI_RATES, roiFields, type RoiField, type RoiInputs } from './roi';
import { ToolActions } from './tool-actions';

type Entries = Record<RoiField, string>;
const blank: Entries = { laborCosts: '', maintenanceCosts: '', energyCosts: '', downtime: '', users: '' };
const readSaved = (value: unknown): Entries | undefined => {
  const saved = stringFields(value, roiFields.filter((field) => field !== 'users'));
  if (!saved) return undefined;
  const users = (value as { users?: unknown }).users;
  return { ...saved, users: typeof users === 'string' ? users : '' };
};
const costFields = roiFields.filter((field) => field !== 'users');

const lines = [
  { key: 'labor', field: 'laborCosts', rate: ROI_RATES.labor, result: 'labour' },
  { key: 'maintenance', field: 'maintenanceCosts', rate: ROI_RATES.maintenance, result: 'maintenance' },
  { key: 'energy', field: 'energyCosts', rate: ROI_RATES.energy, result: 'energy' },
  { key: 'downtime', field: 'downtime', rate: ROI_RATES.downtime, result: 'downtime' },
] as const;

/** The ROI calculator: four costs and the users in; savings, the platform's price, net ROI and payback out, at the published prices. */
export function RoiCalculator({ prices }: { prices: Prices }) {
  const t = useTranslations('Tools');
  const locale = useLocale();
  const { entries, setEntries, restored, save, reset } = useStoredEntries(storageKeys.roi, readSaved, blank);

  const inputs = Object.fromEntries(roiFields.map((field) => [field, parseAmount(entries[field])])) as RoiInputs;
  const result = calculateRoi(inputs, prices);
  const money = (value: number) => formatMoney(value, locale);
  const hasCosts = result.totalCosts > 0;
  const roi = result.roiPercent === null ? '—' : formatPercent(result.roiPercent, locale, 0);
  const payback = result.paybackMonths === null ? t('roi.noPayback') : t('roi.months', { months: formatPlainNumber(result.paybackMonths, locale, 1) });

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
      <InputsPanel id="roi-inputs-title" title={t('roi.inputsTitle')} hint={t('roi.inputsHint')} restored={restored}>
        <div className="mt-6 grid gap-5">
          {roiFields.map((field) => (
            <NumberField
              key={field}
              id={field}
              label={t(`roi.fields.${field}.label`)}
              hint={t(`roi.fields.${field}.hint`, { users: DEFAULT_USERS })}
              unit={field === 'users' ? undefined : t('roi.currency')}
              placeholder={field === 'users' ? String(DEFAULT_USERS) : t('roi.placeholder')}
              value={entries[field]}
              notANumber={t('common.numbersOnly')}
              onChange={(value) => setEntries((current) => ({ ...current, [field]: value }))}
            />
          ))}
        </div>
        <MobileSummary
          items={[
            { label: t('roi.netSavings'), value: money(result.netSavings) },
            { label: t('roi.payback'), value: hasCosts ? payback : '—' },
          ]}
        />
      </InputsPanel>

      <ResultsPanel id="roi-results-title" title={t('roi.resultsTitle')}>
        <div aria-live="polite" className="mt-5 grid gap-4 sm:grid-cols-2">
          <HeadlineFigure label={t('roi.netSavings')} testId="roi-total" tone="teal">
            {money(result.netSavings)}
          </HeadlineFigure>
          <HeadlineFigure label={t('roi.roi')} testId="roi-percent" tone="amber" note={t('roi.roiHint')}>
            {hasCosts ? roi : '—'}
          </HeadlineFigure>
          <HeadlineFigure label={t('roi.payback')} testId="roi-payback" tone="teal" note={t('roi.paybackHint')}>
            {hasCosts ? payback : '—'}
          </HeadlineFigure>
          <HeadlineFigure label={t('roi.platformCost')} testId="roi-platform" tone="amber" note={t(result.onboardingFee > 0 ? 'roi.platformHintFee' : 'roi.platformHint', { users: result.users, price: money(referencePlanOf(prices).annual), fee: money(result.onboardingFee) })}>
            {money(result.platformCost)}
          </HeadlineFigure>
        </div>
        <h4 className="mt-6 text-sm font-semibold tracking-wide text-teal-100 uppercase">{t('roi.breakdownTitle')}</h4>
        {hasCosts ? (
          <ul className="mt-3 grid gap-3">
            {lines.map((line) => {
              const value = result.savings[line.result];
              const share = result.grossSavings > 0 ? (value / result.grossSavings) * 100 : 0;
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
        <p className="mt-5 text-sm text-white/75">{t('roi.grossLine', { gross: money(result.grossSavings), costs: money(result.totalCosts) })}</p>
        <p className="mt-2 text-sm text-white/75">
          <NextLink href={locale === 'ar' ? '/ar/pricing' : '/pricing'} prefetch={false} className="underline underline-offset-2">
            {t('roi.pricingLink')}
          </NextLink>
        </p>
        <ToolActions saveLabel={t('roi.save')} downloadLabel={t('roi.download')} onSave={save} onReset={reset} />
      </ResultsPanel>

      <CalculatorReport title={t('roi.reportTitle')}>
        <ReportTable
          title={t('roi.reportCosts')}
          rows={costFields.map((field) => [t(`roi.fields.${field}.label`), money(inputs[field])])}
          total={[t('roi.costsTotal'), money(result.totalCosts)]}
        />
        <ReportTable
          title={t('roi.reportSavings')}
          rows={[
            ...lines.map((line) => [t(`roi.lines.${line.key}`, { rate: formatPercent(line.rate * 100, locale) }), money(result.savings[line.result])] as [string, string]),
            [t('roi.platformCost'), `− ${money(result.platformCost)}`],
          ]}
          total={[t('roi.netSavings'), money(result.netSavings)]}
        />
        <p className="mt-6 text-[14pt] font-bold text-navy-900">
          {t('roi.roi')}: <span className="tabular-nums">{hasCosts ? roi : '—'}</span> · {t('roi.payback')}: <span className="tabular-nums">{hasCosts ? payback : '—'}</span>
        </p>
        <p className="mt-4 text-[9.5pt] text-muted">
          {t('roi.reportNote', {
            labor: formatPercent(ROI_RATES.labor * 100, locale),
            maintenance: formatPercent(ROI_RATES.maintenance * 100, locale),
            energy: formatPercent(ROI_RATES.energy * 100, locale),
            downtime: formatPercent(ROI_RATES.downtime * 100, locale),
          })}
        </p>
      </CalculatorReport>
    </div>
  );
}
