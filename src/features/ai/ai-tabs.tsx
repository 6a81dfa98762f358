'use client';

import { Bot as botIcon, Calculator as calculatorIcon, Lightbulb as lightbulbIcon } from 'lucide';
import { createIcon } from '@/components/icons/create-icon';
import { useId, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import { defaultAiTab, tabFromQuery, type AiTabValue } from './tabs';

const Bot = createIcon(botIcon);
const Calculator = createIcon(calculatorIcon);
const Lightbulb = createIcon(lightbulbIcon);

const icons: Record<AiTabValue, ReactNode> = {
  automation: <Bot aria-hidden />,
  roi: <Calculator aria-hidden />,
  recommendations: <Lightbulb aria-hidden />,
};

// The page is static, so the query is read in the browser only; the server renders the default tab.
const subscribeToNothing = () => () => {};
const readSearch = () => window.location.search;
const noSearchOnServer = () => '';

/**
 * The tab list of the AI tools (ARIA tabs with automatic activation: arrow keys, Home and End move and
 * select). `?tab=<value>` picks the tab on load. A panel is mounted when first opened and then kept
 * (hidden), so the chat, the figures typed and the dismissed recommendations survive switching tabs.
 */
export function AiTabs({ listLabel, dir, tabs }: { listLabel: string; dir: 'ltr' | 'rtl'; tabs: { value: AiTabValue; label: string; panel: ReactNode }[] }) {
  const search = useSyncExternalStore(subscribeToNothing, readSearch, noSearchOnServer);
  const [chosen, setChosen] = useState<AiTabValue | null>(null);
  const [visited, setVisited] = useState<ReadonlySet<AiTabValue>>(() => new Set());
  const buttons = useRef(new Map<AiTabValue, HTMLButtonElement>());
  const id = useId();
  const active = chosen ?? tabFromQuery(search) ?? defaultAiTab;

  function choose(value: AiTabValue) {
    setVisited((previous) => new Set(previous).add(active));
    setChosen(value);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const targets: Record<string, number> = { [forward]: index + 1, [backward]: index - 1, Home: 0, End: tabs.length - 1 };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[(target + tabs.length) % tabs.length];
    if (!tab) return;
    choose(tab.value);
    buttons.current.get(tab.value)?.focus();
  }

  return (
    <div dir={dir} className="mt-10 sm:mt-12">
      <div
        role="tablist"
        aria-label={listLabel}
        aria-orientation="horizontal"
        className="mx-auto grid max-w-3xl grid-cols-3 gap-1 rounded-2xl border border-line bg-white p-1.5 shadow-[var(--shadow-card)]"
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.value}
            ref={(element) => {
              if (element) buttons.current.set(tab.value, element);
            }}
            type="button"
            role="tab"
            id={`${id}-${tab.value}-tab`}
            aria-selected={active === tab.value}
            aria-controls={`${id}-${tab.value}-panel`}
            tabIndex={active === tab.value ? 0 : -1}
            onClick={() => choose(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className="flex min-h-11 flex-col items-center justify-center gap-1.5 rounded-xl px-2 py-2.5 text-center text-xs leading-tight font-semibold text-balance text-muted transition-colors hover:bg-navy-50 hover:text-navy-900 aria-selected:bg-navy-900 aria-selected:text-white sm:flex-row sm:gap-2 sm:px-4 sm:text-sm [&_svg]:size-4 [&_svg]:shrink-0"
          >
            {icons[tab.value]}
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.value}
          role="tabpanel"
          id={`${id}-${tab.value}-panel`}
          aria-labelledby={`${id}-${tab.value}-tab`}
          tabIndex={0}
          hidden={active !== tab.value}
          className="mt-8 rounded-[var(--radius-card)]"
        >
          {(active === tab.value || visited.has(tab.value)) && tab.panel}
        </div>
      ))}
    </div>
  );
}
