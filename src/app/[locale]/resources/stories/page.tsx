import type { Metadata } from 'next';
import { ContentCtaBand } from '@/components/site/cta-band';
import { PageHero } from '@/components/site/page-hero';
import { Section, SectionHeading } from '@/components/site/section';
import { customerStories, storiesPage } from '@/content/stories';
import { StoriesIllustration } from '@/features/resources/illustrations';
import { StoryCard } from '@/features/resources/story-card';
import { localizedMetadata, resolvePageLocale } from '@/lib/localized-page';
import { PhoneActionBar } from '@/components/site/phone-action-bar';

export function generateMetadata({ params }: PageProps<'/[locale]/resources/stories'>): Promise<Metadata> {
  return localizedMetadata(params, storiesPage.meta, '/resources/stories');
}

export default async function CustomerStoriesPage({ params }: PageProps<'/[locale]/resources/stories'>) {
  const locale = await resolvePageLocale(params);
  const { hero, list, cta } = storiesPage;
  return (
    <>
      <PageHero locale={locale} eyebrow={hero.eyebrow[locale]} title={hero.title[locale]} lead={hero.lead[locale]} aside={<StoriesIllustration />} />

      <Section id="stories" tone="canvas" labelledBy="stories-list-title">
        <SectionHeading id="stories-list-title" eyebrow={list.eyebrow[locale]} title={list.title[locale]} />
        <ul className="mt-12 grid gap-6 lg:grid-cols-2">
          {customerStories.map((story) => (
            <li key={story.id}>
              <StoryCard story={story} locale={locale} />
            </li>
          ))}
        </ul>
      </Section>

      <ContentCtaBand id="stories-cta" cta={cta} locale={locale} />
      <PhoneActionBar locale={locale} page={'/resources/stories'} />
    </>
  );
}
