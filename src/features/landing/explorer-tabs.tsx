'use client';

import { useState, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { useTabKeys } from '@/components/ui/tab-keys';

export interface ExplorerTile {
  id: string;
  title: string;
  description: string;
  icon: ReactNode;
}

/**
 * The feature explorer's only client logic: which tile is selected. Tiles are tabs (click, Enter or
 * Space selects; arrow keys, Home and End move between them: tab-keys.ts); the panels come pre-rendered from the
 * server. Only the selected panel is in the document: the nine others, a third of the home page's
 * elements, would cost hydration work on every first visit for content nobody sees yet. They arrive
 * with the page's data, so a switch shows the next one at once.
 */
export function ExplorerTabs({ tiles, panels, initialId, label }: { tiles: ExplorerTile[]; panels: ReactNode[]; initialId: string; label: string }) {
  const [selected, setSelected] = useState(() => Math.max(0, tiles.findIndex((tile) => tile.id === initialId)));
  const [focused, setFocused] = useState(selected);
  const tabProps = useTabKeys(tiles.length, setFocused);

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 py-2 [scrollbar-width:none] sm:mx-0 sm:grid sm:grid-cols-3 sm:overflow-visible sm:px-0 lg:grid-cols-5"
      >
        {tiles.map((tile, index) => {
          const isSelected = index === selected;
          return (
            <button
              key={tile.id}
              {...tabProps(index, focused)}
              type="button"
              role="tab"
              id={`feature-tab-${tile.id}`}
              aria-selected={isSelected}
              aria-controls={isSelected ? `feature-panel-${tile.id}` : undefined}
              onClick={() => {
                setSelected(index);
                setFocused(index);
              }}
              className={clsx(
                'flex h-auto w-40 shrink-0 snap-start flex-col items-start gap-2 rounded-2xl border bg-white p-4 text-start transition-all sm:h-full sm:w-auto',
                isSelected ? 'border-teal-600 shadow-[var(--shadow-card)] ring-2 ring-teal-600 ring-offset-2' : 'border-line hover:border-navy-700/40 hover:bg-navy-50/60',
              )}
            >
              <span
                aria-hidden
                className={clsx('flex size-10 items-center justify-center rounded-xl [&_svg]:size-5', isSelected ? 'bg-teal-700 text-white' : 'bg-teal-50 text-teal-700')}
              >
                {tile.icon}
              </span>
              <span className="text-sm font-semibold text-navy-900">{tile.title}</span>
              <span className="text-xs leading-snug text-muted">{tile.description}</span>
            </button>
          );
        })}
      </div>
      {tiles[selected] && (
        <div key={tiles[selected].id} role="tabpanel" id={`feature-panel-${tiles[selected].id}`} aria-labelledby={`feature-tab-${tiles[selected].id}`} className="mt-8">
          {panels[selected]}
        </div>
      )}
    </div>
  );
}
