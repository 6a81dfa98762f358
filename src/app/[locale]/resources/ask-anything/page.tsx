import { Clock } from '@/components/icons';
import type { Metadata } from 'next';
import { ContentCtaBand } from '@/components/site/cta-band';
import { PageHero } from '@/components/site/page-hero';
import { Section, SectionHeading } from '@/components/site/section';
import { Card } from '@/components/ui/card';
import { askFaqGroups, askPage, askTiles } from '@/content/help';
import { HeroStats } from '@/features/resources/hero-stats';
import { FaqGroups, HelpChannels } from '@/features/tools/help-sections';
import { QuestionForm } from '@/features/questions/question-form';
import { IslandMessages } from '@/components/site/island-messages';
import { localizedMetadata, resolvePageLocale } from '@/lib/localized-page';
import { PhoneActionBar } from '@/components/site/phone-action-bar';

export function generateMetadata({ params }: PageProps<'/[locale]/resources/ask-anything'>): Promise<Metadata> {
  return localizedMetadata(params, askPage.meta, '/resources/ask-anything');
}

export default async function AskAnythingPage({ params }: PageProps<'/[locale]/resources/ask-anything'>) {
  const locale = await resolvePageLocale(params);
  const { hero, stats, statsTitle, tiles, faqs, cta } = askPage;
  return (
    <>
      <PageHero
        locale={locale}
        eyebrow={hero.eyebrow[locale]}
        title={hero.title[locale]}
        lead={hero.lead[locale]}
        aside={
          <Card className="p-5 sm:p-8">
            <h2 id="ask-form-title" className="text-xl font-bold text-navy-900">
              {hero.formTitle[locale]}
            </h2>
            <div className="mt-5">
              <IslandMessages locale={locale} namespaces={['Tools.common', 'Tools.ask']}>
                <QuestionForm />
              </IslandMessages>
            </div>
          </Card>
        }
      >
        <div className="mt-8 flex max-w-md items-start gap-3 rounded-2xl border border-teal-100 bg-white p-4 shadow-sm">
          <span aria-hidden className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-teal-50 text-teal-700">
            <Clock className="size-6" />
          </span>
          <div>
            <p className="font-bold text-navy-900">{hero.promise[locale]}</p>
            <p className="text-sm text-muted">{hero.promiseDetail[locale]}</p>
          </div>
        </div>
      </PageHero>

      <Section id="numbers" tone="navy" labelledBy="ask-stats-title" className="py-14 sm:py-16 lg:py-16">
        <h2 id="ask-stats-title" className="text-center text-sm font-semibold tracking-wide text-teal-100 uppercase">
          {statsTitle[locale]}
        </h2>
        <HeroStats stats={stats} locale={locale} inverted className="mx-auto mt-8 max-w-3xl text-center" />
      </Section>

      <Section id="help" labelledBy="ask-tiles-title">
        <SectionHeading id="ask-tiles-title" eyebrow={tiles.eyebrow[locale]} title={tiles.title[locale]} />
        <HelpChannels channels={askTiles} locale={locale} page="/resources/ask-anything" className="mt-12" />
      </Section>

      <Section id="faq" tone="canvas" labelledBy="ask-faq-title">
        <SectionHeading id="ask-faq-title" eyebrow={faqs.eyebrow[locale]} title={faqs.title[locale]} lead={faqs.lead[locale]} />
        <FaqGroups groups={askFaqGroups} locale={locale} className="mt-12" />
      </Section>

      <ContentCtaBand id="ask-cta" cta={cta} locale={locale} />
      <PhoneActionBar locale={locale} page={'/resources/ask-anything'} />
    </>
  );
}
