'use client';

import { Building2 as building2Icon, Play as playIcon, Square as squareIcon } from 'lucide';
import { createIcon } from '@/components/icons/create-icon';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { cx } from '@/lib/cn';
import { formatDecimal } from '@/lib/numbers';
import { SIMULATION_TICK_MS, simulationMetrics, startSimulation, stepSimulation, type SimulationValues } from './simulation';

const Building2 = createIcon(building2Icon);
const Play = createIcon(playIcon);
const Square = createIcon(squareIcon);

type Status = 'idle' | 'running' | 'stopped';

/** Points kept for each card's trend line. */
const TREND_POINTS = 24;

/** The four metric cards and the Start/Stop button; its words are the `Ai.live` messages. */
export function LiveSimulation({ locale }: { locale: Locale }) {
  const t = useTranslations('Ai.live');
  const [status, setStatus] = useState<Status>('idle');
  const [history, setHistory] = useState<SimulationValues[]>(() => [startSimulation()]);
  const values = history.at(-1) ?? startSimulation();

  useEffect(() => {
    if (status !== 'running') return;
    const timer = window.setInterval(() => {
      setHistory((past) => [...past, stepSimulation(past.at(-1) ?? startSimulation())].slice(-TREND_POINTS));
    }, SIMULATION_TICK_MS);
    return () => window.clearInterval(timer);
  }, [status]);

  const running = status === 'running';
  const toggle = () => {
    if (running) {
      setStatus('stopped');
    } else {
      setHistory([startSimulation()]);
      setStatus('running');
    }
  };

  return (
    <div className="relative mt-12 overflow-hidden rounded-3xl bg-navy-900 p-5 text-white shadow-[var(--shadow-panel)] sm:p-8">
      <div aria-hidden className="pointer-events-none absolute -end-32 -top-32 size-80 rounded-full bg-teal-500/15 blur-3xl" />
      <div className="relative flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3">
          <span aria-hidden className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/10 text-teal-100">
            <Building2 className="size-5" />
          </span>
          <p className="font-semibold">{t('panelTitle')}</p>
          <span
            aria-hidden
            className={cx(
              'ms-1 inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold',
              running ? 'bg-teal-500/20 text-teal-100' : 'bg-white/10 text-white/75',
            )}
          >
            <span className="relative flex size-2">
              {running && <span className="absolute inline-flex size-full rounded-full bg-teal-500 opacity-75 motion-safe:animate-ping motion-reduce:hidden" />}
              <span className={cx('relative inline-flex size-2 rounded-full', running ? 'bg-teal-500' : status === 'stopped' ? 'bg-amber-500' : 'bg-white/60')} />
            </span>
            {running ? t('statusRunning') : status === 'stopped' ? t('statusStopped') : t('statusIdle')}
          </span>
        </div>
        <Button variant={running ? 'light' : 'primary'} size="lg" onClick={toggle} className="w-full sm:w-auto">
          {running ? <Square aria-hidden /> : <Play aria-hidden />}
          {running ? t('stop') : t('start')}
        </Button>
      </div>
      <p role="status" className="sr-only">
        {running ? t('announceRunning') : status === 'stopped' ? t('announceStopped') : ''}
      </p>

      <div className="relative mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {simulationMetrics.map((metric, index) => {
          const value = values[index] ?? 0;
          return (
            <div key={metric.id} role="group" aria-labelledby={`metric-${metric.id}`} className="flex flex-col rounded-2xl border border-white/10 bg-white/[0.04] p-4 sm:p-5">
              <p id={`metric-${metric.id}`} className="text-xs font-medium text-white/80 sm:text-sm">
                {t(`metrics.${metric.id}`)}
              </p>
              <p className="mt-2 text-3xl font-bold tracking-tight tabular-nums sm:text-4xl">
                {formatDecimal(value, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%
              </p>
              <TrendLine points={history.map((step) => step[index] ?? 0)} />
              <div aria-hidden className="mt-3 h-1.5 overflow-hidden rounded-full bg-white/10">
                <div className="h-full rounded-full bg-gradient-to-r from-teal-600 to-teal-500 transition-[width] duration-700 ease-out rtl:bg-gradient-to-l" style={{ width: `${value}%` }} />
              </div>
              <p className="mt-3 text-xs leading-relaxed text-white/75 sm:text-sm">{t(`notes.${metric.id}`)}</p>
              <p className="mt-auto pt-1 text-xs font-medium text-teal-100">{t('cap', { value: metric.cap })}</p>
            </div>
          );
        })}
      </div>
    </div>
  );
}

/**
 * A small line of the metric's recent values, scaled to their own range so that the climb shows.
 * Decorative: the figure above says it all.
 */
function TrendLine({ points }: { points: number[] }) {
  const width = 100;
  const height = 28;
  const step = width / (TREND_POINTS - 1);
  const low = Math.min(...points);
  const high = Math.max(...points);
  const y = (value: number) => (high === low ? height / 2 : height - 2 - ((value - low) / (high - low)) * (height - 4));
  const coords = points.map((value, index) => `${(index * step).toFixed(2)},${y(value).toFixed(2)}`);
  const line = coords.length > 1 ? `M${coords.join(' L')}` : `M0,${height} L${width},${height}`;
  const area = coords.length > 1 ? `${line} L${((points.length - 1) * step).toFixed(2)},${height} L0,${height} Z` : '';
  return (
    <svg aria-hidden viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" className="mt-3 h-8 w-full overflow-visible">
      {area && <path d={area} fill="#14b3ae" fillOpacity="0.12" />}
      <path
        d={line}
        fill="none"
        stroke="#14b3ae"
        strokeWidth="2"
        strokeOpacity={area ? 1 : 0.35}
        strokeDasharray={area ? undefined : '4 4'}
        vectorEffect="non-scaling-stroke"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
