import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
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

  const assistant = (
    <AssistantChat
      samples={aiChatSamples.map((sample) => ({ question: sample.question[locale], answer: sample.answer[locale] }))}
      labels={{
        title: t('assistant.title'),
        subtitle: t('assistant.subtitle'),
        online: t('assistant.online'),
        conversation: t('assistant.conversation'),
        manager: t('assistant.manager'),
        assistant: t('assistant.assistant'),
        typing: t('assistant.typing'),
        pause: t('assistant.pause'),
        resume: t('assistant.resume'),
        note: t('assistant.note'),
        capabilitiesTitle: t('assistant.capabilities.title'),
        capabilities: [t('assistant.capabilities.predict'), t('assistant.capabilities.energy'), t('assistant.capabilities.sla'), t('assistant.capabilities.plan')],
      }}
    />
  );

  // The calculator and the recommendations fill in their figures themselves: their strings come as messages, with ICU arguments.
  // Both tabs are closed at first: their code and data load when one is opened (lazy-panels.tsx).
  const messages = await getMessages({ locale });
  const roi = (
    <NextIntlClientProvider locale={locale} messages={{ Ai: { roi: messages.Ai.roi, panel: messages.Ai.panel } }}>
      <LazyRoiEstimate pricingHref={getPathname({ href: '/pricing', locale })} prices={prices} />
    </NextIntlClientProvider>
  );

  const recommendations = (
    <NextIntlClientProvider locale={locale} messages={{ Ai: { recommendations: messages.Ai.recommendations, panel: messages.Ai.panel } }}>
      <LazyRecommendationBoard />
    </NextIntlClientProvider>
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
