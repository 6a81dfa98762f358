'use client';

import { useId, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { cx } from '@/lib/cn';
import { formatDecimal, parseAmount } from '@/lib/numbers';
import { calculateAiRoi } from './roi';

interface Labels {
  title: string;
  lead: string;
  annualCost: string;
  employees: string;
  efficiency: string;
  efficiencyNote: string;
  results: string;
  energySavings: string;
  maintenanceSavings: string;
  yearlySavings: string;
  monthlyRoi: string;
  payback: string;
  productivity: string;
  perYear: string;
  perMonth: string;
  /** Templates: "SAR {amount}", "{value} months", "{value}%". */
  amount: string;
  months: string;
  percent: string;
  notAvailable: string;
  disclaimer: string;
}

const fieldClass =
  'mt-2 block h-12 w-full rounded-[var(--radius-control)] border border-line bg-white px-4 text-base text-ink tabular-nums shadow-sm placeholder:text-muted/70 hover:border-navy-700 focus-visible:border-teal-600 focus-visible:outline-3 focus-visible:outline-offset-0';

/** The AI page's ROI calculator: recomputes on every keystroke with the formulas of roi.ts. */
export function RoiCalculator({
  labels,
  locale,
  placeholders,
  efficiency,
}: {
  labels: Labels;
  locale: Locale;
  placeholders: { annualCost: string; employees: string };
  efficiency: number;
}) {
  const id = useId();
  const [annualCost, setAnnualCost] = useState('');
  const [employees, setEmployees] = useState('');
  const result = calculateAiRoi({ annualCost: parseAmount(annualCost), employees: parseAmount(employees) });

  const whole = (value: number) => formatDecimal(value, locale, { maximumFractionDigits: 0 });
  const oneDecimal = (value: number) => formatDecimal(value, locale, { maximumFractionDigits: 1 });
  const sar = (value: number) => labels.amount.replace('{amount}', whole(value));
  const percent = (value: number) => labels.percent.replace('{value}', oneDecimal(value));
  const payback = result.paybackMonths === null ? labels.notAvailable : labels.months.replace('{value}', oneDecimal(result.paybackMonths));

  const figures = [
    { key: 'energy', label: labels.energySavings, value: sar(result.energySavings), unit: labels.perYear },
    { key: 'maintenance', label: labels.maintenanceSavings, value: sar(result.maintenanceSavings), unit: labels.perYear },
    { key: 'monthly', label: labels.monthlyRoi, value: sar(result.monthlyRoi), unit: labels.perMonth },
    { key: 'payback', label: labels.payback, value: payback },
    { key: 'productivity', label: labels.productivity, value: percent(result.productivityImprovement) },
  ];

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)] sm:p-8">
        <h3 className="text-xl font-bold text-navy-900">{labels.title}</h3>
        <p className="mt-2 text-sm leading-relaxed text-muted">{labels.lead}</p>
        <div className="mt-6 space-y-5">
          <div>
            <label htmlFor={`${id}-cost`} className="text-sm font-semibold text-navy-900">
              {labels.annualCost}
            </label>
            <input
              id={`${id}-cost`}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              autoComplete="off"
              placeholder={placeholders.annualCost}
              value={annualCost}
              onChange={(event) => setAnnualCost(event.target.value)}
              className={fieldClass}
            />
          </div>
          <div>
            <label htmlFor={`${id}-employees`} className="text-sm font-semibold text-navy-900">
              {labels.employees}
            </label>
            <input
              id={`${id}-employees`}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              autoComplete="off"
              placeholder={placeholders.employees}
              value={employees}
              onChange={(event) => setEmployees(event.target.value)}
              className={fieldClass}
            />
          </div>
          <div>
            <div className="flex items-baseline justify-between gap-4">
              <p className="text-sm font-semibold text-navy-900">
                {labels.efficiency}
              </p>
              <p className="text-lg font-bold text-navy-900 tabular-nums">
                {percent(efficiency)}
              </p>
            </div>
            <div aria-hidden className="mt-2 h-2 overflow-hidden rounded-full bg-navy-100">
              <div className="h-full rounded-full bg-amber-500" style={{ width: `${efficiency}%` }} />
            </div>
            <p className="mt-2 text-xs text-muted">{labels.efficiencyNote}</p>
          </div>
        </div>
      </div>

      <div className="relative overflow-hidden rounded-[var(--radius-card)] bg-navy-900 p-6 text-white shadow-[var(--shadow-panel)] sm:p-8">
        <div aria-hidden className="pointer-events-none absolute -start-24 -bottom-24 size-72 rounded-full bg-teal-500/15 blur-3xl" />
        <h3 className="relative text-sm font-semibold tracking-wide text-teal-100 uppercase">{labels.results}</h3>
        <dl className="relative mt-4 grid gap-3 sm:grid-cols-2">
          <div className="rounded-2xl bg-white/[0.06] p-5 sm:col-span-2">
            <dt className="text-sm text-white/80">{labels.yearlySavings}</dt>
            <dd className="mt-1 flex flex-wrap items-baseline gap-x-2">
              <span className="text-3xl font-bold tracking-tight text-white tabular-nums sm:text-4xl">{sar(result.yearlySavings)}</span>
              <span className="text-sm text-white/75">{labels.perYear}</span>
            </dd>
          </div>
          {figures.map((figure) => (
            <div key={figure.key} className={cx('rounded-2xl border border-white/10 p-4', figure.key === 'productivity' && 'sm:col-span-2')}>
              <dt className="text-sm text-white/80">{figure.label}</dt>
              <dd className="mt-1 flex flex-wrap items-baseline gap-x-2">
                <span className="text-xl font-bold text-white tabular-nums">{figure.value}</span>
                {figure.unit && <span className="text-xs text-white/75">{figure.unit}</span>}
              </dd>
            </div>
          ))}
        </dl>
        <p className="relative mt-5 text-xs leading-relaxed text-white/70">{labels.disclaimer}</p>
      </div>
    </div>
  );
}
