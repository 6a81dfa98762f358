import { getTranslations } from 'next-intl/server';
import { IslandMessages } from '@/components/site/island-messages';
import { Section, SectionHeading } from '@/components/site/section';
import { aiChatSamples } from '@/content/ai';
import type { Prices } from '@/content/savings';
import { getPathname } from '@/i18n/navigation';
import { directionOf, type Locale } from '@/i18n/routing';
import { AiTabs } from './ai-tabs';
import { AssistantChat } from './assistant-chat';
import { LazyRecommendationBoard, LazyRoiEstimate } from './lazy-panels';

/** The three tabs: AI Assistant, ROI Calculator, AI Recommendations. */
export async function AiToolsSection({ locale, prices }: { locale: Locale; prices: Prices }) {
  const t = await getTranslations({ locale, namespace: 'Ai' });

  // Each tab's island reads its own words as messages (the calculator and the recommendations fill in their figures with ICU arguments).
  const assistant = (
    <IslandMessages locale={locale} namespaces={['Ai.assistant']}>
      <AssistantChat samples={aiChatSamples.map((sample) => ({ question: sample.question[locale], answer: sample.answer[locale] }))} />
    </IslandMessages>
  );

  // Both tabs are closed at first: their code and data load when one is opened (lazy-panels.tsx).
  const roi = (
    <IslandMessages locale={locale} namespaces={['Ai.roi', 'Ai.panel']}>
      <LazyRoiEstimate pricingHref={getPathname({ href: '/pricing', locale })} prices={prices} />
    </IslandMessages>
  );

  const recommendations = (
    <IslandMessages locale={locale} namespaces={['Ai.recommendations', 'Ai.panel']}>
      <LazyRecommendationBoard />
    </IslandMessages>
  );

  return (
    <Section id="ai-tools" tone="canvas" labelledBy="ai-tools-title">
      <SectionHeading id="ai-tools-title" eyebrow={t('tools.eyebrow')} title={t('tools.title')} lead={t('tools.lead')} />
      <AiTabs
        listLabel={t('tools.listLabel')}
        dir={directionOf(locale)}
        tabs={[
          { value: 'automation', label: t('tools.tabs.automation'), panel: assistant },
          { value: 'roi', label: t('tools.tabs.roi'), panel: roi },
          { value: 'recommendations', label: t('tools.tabs.recommendations'), panel: recommendations },
        ]}
      />
    </Section>
  );
}
