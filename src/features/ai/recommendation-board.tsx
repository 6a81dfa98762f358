'use client';

import { ArrowRight as arrowRightIcon, Boxes as boxesIcon, Check as checkIcon, Coins as coinsIcon, Gauge as gaugeIcon, PartyPopper as partyPopperIcon, RotateCcw as rotateCcwIcon, ShieldCheck as shieldCheckIcon, Siren as sirenIcon, SprayCan as sprayCanIcon, Wrench as wrenchIcon, Zap as zapIcon } from 'lucide';
import { createIcon } from '@/components/icons/create-icon';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { aiRecommendations } from '@/content/ai';
import type { RecommendationPriority, RecommendationType } from '@/content/types';
import type { Locale } from '@/i18n/routing';
import { cx } from '@/lib/cn';
import { createRecommendationQueue, dismissRecommendation, isQueueDone, recommendationCounter, shuffle } from './recommendation-queue';

const ArrowRight = createIcon(arrowRightIcon);
const Boxes = createIcon(boxesIcon);
const Check = createIcon(checkIcon);
const Coins = createIcon(coinsIcon);
const Gauge = createIcon(gaugeIcon);
const PartyPopper = createIcon(partyPopperIcon);
const RotateCcw = createIcon(rotateCcwIcon);
const ShieldCheck = createIcon(shieldCheckIcon);
const Siren = createIcon(sirenIcon);
const SprayCan = createIcon(sprayCanIcon);
const Wrench = createIcon(wrenchIcon);
const Zap = createIcon(zapIcon);

const typeIcons: Record<RecommendationType, ReactNode> = {
  urgent: <Siren aria-hidden />,
  maintenance: <Wrench aria-hidden />,
  energy: <Zap aria-hidden />,
  efficiency: <Gauge aria-hidden />,
  cost: <Coins aria-hidden />,
  security: <ShieldCheck aria-hidden />,
  inventory: <Boxes aria-hidden />,
  cleaning: <SprayCan aria-hidden />,
};

const priorityStyles: Record<RecommendationPriority, string> = {
  Critical: 'bg-danger-50 text-danger ring-danger/20',
  High: 'bg-amber-100 text-navy-900 ring-amber-500/30',
  Medium: 'bg-teal-50 text-teal-700 ring-teal-600/20',
  Low: 'bg-navy-50 text-muted ring-line',
};

/**
 * Six recommendations at a time from a list shuffled when the board first opens (it is only ever
 * mounted in the browser, when its tab is opened). Implementing one brings in the next. The twenty
 * samples come with this module (lazy-panels.tsx loads it when the tab first opens),
 * not with the page.
 */
export function RecommendationBoard() {
  const t = useTranslations('Ai.recommendations');
  const locale = useLocale() as Locale;
  const items = aiRecommendations.map((item) => ({ ...item, title: item.title[locale], description: item.description[locale], action: item.action[locale] }));
  const [queue, setQueue] = useState(() => createRecommendationQueue(shuffle(items.map((item) => item.id))));
  const focusAfterDismiss = useRef<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const byId = new Map(items.map((item) => [item.id, item]));
  const { showing, open } = recommendationCounter(queue);
  const done = isQueueDone(queue);

  // The button pressed has gone: move focus to the card now in its place, or to the closing message.
  useEffect(() => {
    const index = focusAfterDismiss.current;
    if (index === null) return;
    focusAfterDismiss.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    const target = buttons[Math.min(index, buttons.length - 1)] ?? doneRef.current;
    target?.focus();
  }, [queue]);

  const dismiss = (id: string) => {
    focusAfterDismiss.current = queue.visible.indexOf(id);
    setQueue((current) => dismissRecommendation(current, id));
  };

  return (
    <div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-2xl">
          <h3 className="text-xl font-bold text-navy-900">{t('title')}</h3>
          <p className="mt-2 text-sm leading-relaxed text-muted">{t('lead')}</p>
        </div>
        <p role="status" className="w-fit shrink-0 rounded-full border border-line bg-white px-4 py-2 text-sm font-semibold text-navy-900 tabular-nums">
          {t('showing', { shown: showing, total: open })}
        </p>
      </div>

      {done ? (
        <div className="mt-6 flex animate-fade-in flex-col items-center rounded-[var(--radius-card)] border border-line bg-white px-6 py-14 text-center shadow-[var(--shadow-card)]">
          <span aria-hidden className="flex size-16 items-center justify-center rounded-full bg-teal-100 text-teal-700">
            <PartyPopper className="size-8" />
          </span>
          <h4 ref={doneRef} tabIndex={-1} className="mt-5 text-2xl font-bold text-navy-900 outline-none">
            {t('doneTitle')}
          </h4>
          <p className="mt-2 max-w-md text-muted">{t('doneBody')}</p>
          <Button variant="outline" className="mt-6" onClick={() => setQueue(createRecommendationQueue(shuffle(items.map((item) => item.id))))}>
            <RotateCcw aria-hidden />
            {t('again')}
          </Button>
        </div>
      ) : (
        <ul ref={listRef} aria-label={t('listLabel')} className="mt-6 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {queue.visible.map((id) => {
            const item = byId.get(id);
            if (!item) return null;
            return (
              <li key={id} className="flex animate-fade-in flex-col rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-[var(--shadow-card)]">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="inline-flex items-center gap-1.5 text-xs font-semibold text-navy-900 [&_svg]:size-4 [&_svg]:text-teal-700">
                    {typeIcons[item.type]}
                    {t(`types.${item.type}`)}
                  </span>
                  <span className={cx('rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', priorityStyles[item.priority])}>
                    {t('priority', { priority: t(`priorities.${item.priority}`) })}
                  </span>
                </div>
                <h4 className="mt-3 font-semibold text-navy-900">{item.title}</h4>
                <p className="mt-1.5 text-sm leading-relaxed text-muted">{item.description}</p>
                <p className="mt-3 flex items-start gap-2 rounded-xl bg-canvas px-3 py-2 text-sm text-ink">
                  <ArrowRight aria-hidden className="rtl-mirror mt-0.5 size-4 shrink-0 text-teal-700" />
                  <span>
                    <span className="sr-only">{t('action')}: </span>
                    {item.action}
                  </span>
                </p>
                <Button variant="outline" size="sm" className="mt-4 w-full" onClick={() => dismiss(id)}>
                  <Check aria-hidden />
                  {t('implement')}
                  <span className="sr-only">: {item.title}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
