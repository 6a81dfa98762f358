'use client';

import { Bot as botIcon, Calculator as calculatorIcon, Lightbulb as lightbulbIcon } from 'lucide';
import { createIcon } from '@/components/icons/create-icon';
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTabKeys } from '@/components/ui/tab-keys';
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
 * The tab list of the AI tools: a tab is selected when it gets the focus (arrow keys mirrored
 * right-to-left, Home and End: tab-keys.ts). `?tab=<value>` picks the tab on load. A panel is mounted when first opened and then
 * kept (hidden), so the chat, the figures typed and the dismissed recommendations survive switching tabs.
 */
export function AiTabs({ listLabel, dir, tabs }: { listLabel: string; dir: 'ltr' | 'rtl'; tabs: { value: AiTabValue; label: string; panel: ReactNode }[] }) {
  const search = useSyncExternalStore(subscribeToNothing, readSearch, noSearchOnServer);
  const [chosen, setChosen] = useState<AiTabValue | null>(null);
  const [visited, setVisited] = useState<ReadonlySet<AiTabValue>>(() => new Set());
  const active = chosen ?? tabFromQuery(search) ?? defaultAiTab;

  function choose(value: AiTabValue) {
    if (value === active) return;
    setVisited((previous) => new Set(previous).add(active));
    setChosen(value);
  }
  const tabProps = useTabKeys(tabs.length, (index) => {
    const value = tabs[index]?.value;
    if (value) choose(value);
  });
  const current = tabs.findIndex((tab) => tab.value === active);

  return (
    <div dir={dir} className="mt-10 sm:mt-12">
      <div
        role="tablist"
        aria-label={listLabel}
        className="mx-auto grid max-w-3xl grid-cols-3 gap-1 rounded-2xl border border-line bg-white p-1.5 shadow-[var(--shadow-card)]"
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.value}
            {...tabProps(index, current)}
            type="button"
            role="tab"
            id={`ai-tab-${tab.value}`}
            aria-selected={active === tab.value}
            aria-controls={`ai-panel-${tab.value}`}
            onClick={() => choose(tab.value)}
            className="flex min-h-11 flex-col items-center justify-center gap-1.5 rounded-xl px-2 py-2.5 text-center text-xs leading-tight font-semibold text-balance text-muted transition-colors hover:bg-navy-50 hover:text-navy-900 aria-selected:bg-navy-900 aria-selected:text-white sm:flex-row sm:gap-2 sm:px-4 sm:text-sm [&_svg]:size-4 [&_svg]:shrink-0"
          >
            {icons[tab.value]}
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        // Kept in the document once visited (hidden while another tab is open), so its state survives.
        <div
          key={tab.value}
          role="tabpanel"
          id={`ai-panel-${tab.value}`}
          aria-labelledby={`ai-tab-${tab.value}`}
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
