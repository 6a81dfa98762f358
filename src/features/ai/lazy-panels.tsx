'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

type PanelNamespace = 'Ai.roi' | 'Ai.recommendations';

/**
 * A closed tab's content, loaded when the tab is first opened instead of with the page: its heading
 * (the messages' `title` and `lead`) at once, the tool once its module has arrived (if it cannot
 * arrive, the heading stays over a message saying so). The messages of `namespace` and `Ai.panel`
 * come from the page's IslandMessages (src/components/site/island-messages.tsx).
 */
function lazyPanel<P extends object>(load: () => Promise<ComponentType<P>>, namespace: PanelNamespace) {
  /** The tab's heading and lead, over what stands in for the tool while it is missing. */
  function PanelIntro({ children }: { children: ReactNode }) {
    const t = useTranslations(namespace);
    return (
      <div className="max-w-2xl">
        <h3 className="text-xl font-bold text-navy-900">{t('title')}</h3>
        <p className="mt-2 text-sm leading-relaxed text-muted">{t('lead')}</p>
        {children}
      </div>
    );
  }
  function LoadFailed() {
    const t = useTranslations('Ai.panel');
    return (
      <PanelIntro>
        <p role="alert" className="mt-6 text-sm font-semibold text-danger">
          {t('loadFailed')}
        </p>
      </PanelIntro>
    );
  }
  const Tool = lazy(() => load().then((component) => ({ default: component }), () => ({ default: LoadFailed as ComponentType<P> })));

  return function LazyPanel(props: P) {
    const t = useTranslations('Ai.panel');
    return (
      <Suspense
        fallback={
          <PanelIntro>
            <p role="status" className="mt-6 text-sm font-semibold text-muted motion-safe:animate-pulse">
              {t('loading')}
            </p>
          </PanelIntro>
        }
      >
        <Tool {...props} />
      </Suspense>
    );
  };
}

/** The ROI tab (the savings model comes with it). */
export const LazyRoiEstimate = lazyPanel(() => import('./roi-estimate').then((module) => module.RoiEstimate), 'Ai.roi');

/** The recommendations tab (its twenty samples in both languages come with it). */
export const LazyRecommendationBoard = lazyPanel(() => import('./recommendation-board').then((module) => module.RecommendationBoard), 'Ai.recommendations');
