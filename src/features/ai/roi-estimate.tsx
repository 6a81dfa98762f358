'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { DEFAULT_USERS, percentOf, referencePlanOf, savingsRates, type Prices } from '@/content/savings';
import type { Locale } from '@/i18n/routing';
import { formatDecimal, isReadableAmount, parseAmount } from '@/lib/numbers';
// The AI page's ROI tab asks for the same portfolio as the ROI tool and answers with the one savings model.
import {
  portfolioFields as aiRoiFields,
  referencePortfolioEntries as aiRoiExample,
  savingsOfEntries as calculateAiRoi,
  type PortfolioField as AiRoiField,
} from '@/content/savings';

// The rates the method line states, from the one savings model.
const rateValues = Object.fromEntries(Object.entries(savingsRates).map(([line, { rate }]) => [line, percentOf(rate)]));

const fieldClass =
  'mt-2 block h-12 w-full rounded-[var(--radius-control)] border border-line bg-white px-4 text-base text-ink tabular-nums shadow-sm placeholder:text-muted/70 hover:border-navy-700 focus-visible:border-teal-600 focus-visible:outline-3 focus-visible:outline-offset-0';

/**
 * The AI page's ROI tab: the ROI calculator's portfolio and the same savings model (src/content/savings.ts).
 * Its strings are the `Ai.roi` messages, handed by the page's IslandMessages.
 */
export function RoiEstimate({ pricingHref, prices }: { pricingHref: string; prices: Prices }) {
  const t = useTranslations('Ai.roi');
  const locale = useLocale() as Locale;
  const id = useId();
  // The tab opens on the ROI calculator's example portfolio, entered, so its first answer is a real one.
  const [entries, setEntries] = useState<Record<AiRoiField, string>>(() =>
    Object.fromEntries(aiRoiFields.map((field) => [field, formatDecimal(aiRoiExample[field], locale, { maximumFractionDigits: 0 })])) as Record<AiRoiField, string>,
  );
  const inputs = Object.fromEntries(aiRoiFields.map((field) => [field, parseAmount(entries[field])])) as Record<AiRoiField, number>;
  const result = calculateAiRoi(inputs, prices);
  const hasCosts = result.totalCosts > 0;

  const whole = (value: number) => formatDecimal(value, locale, { maximumFractionDigits: 0 });
  const oneDecimal = (value: number) => formatDecimal(value, locale, { maximumFractionDigits: 1 });
  const sar = (value: number) => t('amount', { amount: whole(value) });
  const dash = '—';
  const payback = !hasCosts ? dash : result.paybackMonths === null ? t('noPayback') : t('months', { value: oneDecimal(result.paybackMonths) });
  const roi = !hasCosts || result.roiPercent === null ? dash : t('percent', { value: whole(result.roiPercent) });

  const figures = [
    { key: 'gross', label: t('grossSavings'), value: sar(result.grossSavings), unit: t('perYear') },
    { key: 'platform', label: t('platformCost'), value: sar(result.platformCost), unit: t('perYear') },
    { key: 'monthly', label: t('monthlyNet'), value: sar(result.monthlyNetSavings), unit: t('perMonth') },
    { key: 'roi', label: t('roi'), value: roi },
    { key: 'payback', label: t('payback'), value: payback },
  ];

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)] sm:p-8">
        <h3 className="text-xl font-bold text-navy-900">{t('title')}</h3>
        <p className="mt-2 text-sm leading-relaxed text-muted">{t('lead')}</p>
        <p className="mt-2 text-sm leading-relaxed text-navy-800">{t('example')}</p>
        <div className="mt-6 space-y-5">
          {aiRoiFields.map((field) => (
            <div key={field}>
              <label htmlFor={`${id}-${field}`} className="text-sm font-semibold text-navy-900">
                {field === 'users' ? t('fields.users', { users: DEFAULT_USERS }) : t(`fields.${field}`)}
              </label>
              <input
                id={`${id}-${field}`}
                name={field}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                value={entries[field]}
                aria-invalid={!isReadableAmount(entries[field]) || undefined}
                aria-describedby={isReadableAmount(entries[field]) ? undefined : `${id}-${field}-error`}
                onChange={(event) => setEntries((current) => ({ ...current, [field]: event.target.value }))}
                className={fieldClass}
              />
              {!isReadableAmount(entries[field]) && (
                <p id={`${id}-${field}-error`} className="mt-1 text-sm text-red-700">
                  {t('numbersOnly')}
                </p>
              )}
            </div>
          ))}
        </div>
      </div>

      <div className="relative overflow-hidden rounded-[var(--radius-card)] bg-navy-900 p-6 text-white shadow-[var(--shadow-panel)] sm:p-8">
        <div aria-hidden className="pointer-events-none absolute -start-24 -bottom-24 size-72 rounded-full bg-teal-500/15 blur-3xl" />
        <h3 className="relative text-sm font-semibold tracking-wide text-teal-100 uppercase">{t('results')}</h3>
        <dl className="relative mt-4 grid gap-3 sm:grid-cols-2">
          <div className="rounded-2xl bg-white/[0.06] p-5 sm:col-span-2">
            <dt className="text-sm text-white/80">{t('netSavings')}</dt>
            <dd className="mt-1 flex flex-wrap items-baseline gap-x-2">
              <span data-testid="ai-roi-net" className="text-3xl font-bold tracking-tight text-white tabular-nums sm:text-4xl">
                {sar(result.netSavings)}
              </span>
              <span className="text-sm text-white/75">{t('perYear')}</span>
            </dd>
          </div>
          {figures.map((figure) => (
            <div key={figure.key} className="rounded-2xl border border-white/10 p-4">
              <dt className="text-sm text-white/80">{figure.label}</dt>
              <dd className="mt-1 flex flex-wrap items-baseline gap-x-2">
                <span data-testid={`ai-roi-${figure.key}`} className="text-xl font-bold text-white tabular-nums">
                  {figure.value}
                </span>
                {figure.unit && <span className="text-xs text-white/75">{figure.unit}</span>}
              </dd>
            </div>
          ))}
        </dl>
        <p className="relative mt-5 text-xs leading-relaxed text-white/80">{t('method', { ...rateValues, price: referencePlanOf(prices).annual })}
          {prices.onboardingFee > 0 ? ` ${t('methodFee', { fee: whole(prices.onboardingFee) })}` : null}</p>
        <p className="relative mt-2 text-xs leading-relaxed text-white/70">
          {t('disclaimer')}{' '}
          <a href={pricingHref} className="underline underline-offset-2">
            {t('pricing')}
          </a>
        </p>
      </div>
    </div>
  );
}
