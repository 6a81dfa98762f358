'use client';

import { useId, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { formatDecimal, isReadableAmount, parseAmount } from '@/lib/numbers';
// The AI page's ROI tab asks for the same portfolio as the ROI tool and answers with the one savings model.
import {
  portfolioFields as aiRoiFields,
  referencePortfolioEntries as aiRoiPlaceholders,
  savingsOfEntries as calculateAiRoi,
  type PortfolioField as AiRoiField,
} from '@/content/savings';

interface Labels {
  title: string;
  lead: string;
  fields: Record<AiRoiField, string>;
  numbersOnly: string;
  results: string;
  grossSavings: string;
  platformCost: string;
  netSavings: string;
  monthlyNet: string;
  roi: string;
  payback: string;
  perYear: string;
  perMonth: string;
  /** Templates: "SAR {amount}", "{value} months", "{value}%". */
  amount: string;
  months: string;
  percent: string;
  noPayback: string;
  method: string;
  disclaimer: string;
  pricing: { href: string; label: string };
}

const fieldClass =
  'mt-2 block h-12 w-full rounded-[var(--radius-control)] border border-line bg-white px-4 text-base text-ink tabular-nums shadow-sm placeholder:text-muted/70 hover:border-navy-700 focus-visible:border-teal-600 focus-visible:outline-3 focus-visible:outline-offset-0';

/** The AI page's ROI tab: the ROI calculator's portfolio and the same savings model (src/content/savings.ts). */
export function RoiCalculator({ labels, locale }: { labels: Labels; locale: Locale }) {
  const id = useId();
  const [entries, setEntries] = useState<Record<AiRoiField, string>>({ labour: '', maintenance: '', energy: '', downtime: '', users: '' });
  const inputs = Object.fromEntries(aiRoiFields.map((field) => [field, parseAmount(entries[field])])) as Record<AiRoiField, number>;
  const result = calculateAiRoi(inputs);
  const hasCosts = result.totalCosts > 0;

  const whole = (value: number) => formatDecimal(value, locale, { maximumFractionDigits: 0 });
  const oneDecimal = (value: number) => formatDecimal(value, locale, { maximumFractionDigits: 1 });
  const sar = (value: number) => labels.amount.replace('{amount}', whole(value));
  const dash = '—';
  const payback = !hasCosts ? dash : result.paybackMonths === null ? labels.noPayback : labels.months.replace('{value}', oneDecimal(result.paybackMonths));
  const roi = !hasCosts || result.roiPercent === null ? dash : labels.percent.replace('{value}', whole(result.roiPercent));

  const figures = [
    { key: 'gross', label: labels.grossSavings, value: sar(result.grossSavings), unit: labels.perYear },
    { key: 'platform', label: labels.platformCost, value: sar(result.platformCost), unit: labels.perYear },
    { key: 'monthly', label: labels.monthlyNet, value: sar(result.monthlyNetSavings), unit: labels.perMonth },
    { key: 'roi', label: labels.roi, value: roi },
    { key: 'payback', label: labels.payback, value: payback },
  ];

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)] sm:p-8">
        <h3 className="text-xl font-bold text-navy-900">{labels.title}</h3>
        <p className="mt-2 text-sm leading-relaxed text-muted">{labels.lead}</p>
        <div className="mt-6 space-y-5">
          {aiRoiFields.map((field) => (
            <div key={field}>
              <label htmlFor={`${id}-${field}`} className="text-sm font-semibold text-navy-900">
                {labels.fields[field]}
              </label>
              <input
                id={`${id}-${field}`}
                name={field}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                placeholder={whole(aiRoiPlaceholders[field])}
                value={entries[field]}
                aria-invalid={!isReadableAmount(entries[field]) || undefined}
                aria-describedby={isReadableAmount(entries[field]) ? undefined : `${id}-${field}-error`}
                onChange={(event) => setEntries((current) => ({ ...current, [field]: event.target.value }))}
                className={fieldClass}
              />
              {!isReadableAmount(entries[field]) && (
                <p id={`${id}-${field}-error`} className="mt-1 text-sm text-red-700">
                  {labels.numbersOnly}
                </p>
              )}
            </div>
          ))}
        </div>
      </div>

      <div className="relative overflow-hidden rounded-[var(--radius-card)] bg-navy-900 p-6 text-white shadow-[var(--shadow-panel)] sm:p-8">
        <div aria-hidden className="pointer-events-none absolute -start-24 -bottom-24 size-72 rounded-full bg-teal-500/15 blur-3xl" />
        <h3 className="relative text-sm font-semibold tracking-wide text-teal-100 uppercase">{labels.results}</h3>
        <dl className="relative mt-4 grid gap-3 sm:grid-cols-2">
          <div className="rounded-2xl bg-white/[0.06] p-5 sm:col-span-2">
            <dt className="text-sm text-white/80">{labels.netSavings}</dt>
            <dd className="mt-1 flex flex-wrap items-baseline gap-x-2">
              <span data-testid="ai-roi-net" className="text-3xl font-bold tracking-tight text-white tabular-nums sm:text-4xl">
                {sar(result.netSavings)}
              </span>
              <span className="text-sm text-white/75">{labels.perYear}</span>
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
        <p className="relative mt-5 text-xs leading-relaxed text-white/80">{labels.method}</p>
        <p className="relative mt-2 text-xs leading-relaxed text-white/70">
          {labels.disclaimer}{' '}
          <a href={labels.pricing.href} className="underline underline-offset-2">
            {labels.pricing.label}
          </a>
        </p>
      </div>
    </div>
  );
}
