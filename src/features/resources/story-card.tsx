import { ArrowRight, MapPin, NamedIcon, Quote } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { sectorItems } from '@/content/sectors';
import type { CustomerStory } from '@/content/stories';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

/** One customer story: who, the challenge, what changed, three results and the customer's words. */
export async function StoryCard({ story, locale }: { story: CustomerStory; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Resources' });
  const sector = sectorItems.find((candidate) => candidate.id === story.sector)!;
  const titleId = `story-${story.id}`;
  return (
    <article
      aria-labelledby={titleId}
      data-story={story.id}
      className="flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-[var(--shadow-card)]"
    >
      <header className="border-b border-line bg-navy-50 px-6 py-5 sm:px-8">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          <span className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 font-semibold text-teal-700 ring-1 ring-line">
            <NamedIcon name={sector.icon} aria-hidden className="size-4 shrink-0" />
            {sector.title[locale]}
          </span>
          <span className="inline-flex items-center gap-1.5 text-muted">
            <MapPin aria-hidden className="size-4 shrink-0" />
            {story.location[locale]}
          </span>
        </div>
        <p className="mt-3 text-sm font-semibold text-navy-900">
          {story.operator[locale]} <span className="font-normal text-muted">· {story.scale[locale]}</span>
        </p>
        <h3 id={titleId} className="mt-2 text-xl font-bold text-balance text-navy-900 sm:text-2xl">
          {story.headline[locale]}
        </h3>
      </header>
      <div className="flex flex-1 flex-col px-6 py-6 sm:px-8">
        <h4 className="sr-only">{t('story.results')}</h4>
        <dl className="grid grid-cols-3 gap-3">
          {story.results.map((result) => (
            <div key={result.label.en} className="grid content-start gap-1 rounded-xl bg-teal-50 p-3">
              <dd dir="ltr" className="order-first text-lg font-bold text-teal-700 [unicode-bidi:plaintext] sm:text-2xl">
                {result.value[locale]}
              </dd>
              <dt className="text-xs leading-snug text-ink">{result.label[locale]}</dt>
            </div>
          ))}
        </dl>
        <h4 className="mt-6 text-sm font-semibold text-navy-900">{t('story.challenge')}</h4>
        <p className="mt-1 text-sm leading-relaxed text-muted">{story.challenge[locale]}</p>
        <h4 className="mt-4 text-sm font-semibold text-navy-900">{t('story.solution')}</h4>
        <p className="mt-1 text-sm leading-relaxed text-muted">{story.solution[locale]}</p>
        <figure className="mt-6 rounded-xl border-s-4 border-amber-500 bg-canvas p-5">
          <Quote aria-hidden className="rtl-mirror size-5 text-amber-500" />
          <blockquote className="mt-2 leading-relaxed font-medium text-navy-900">{story.quote[locale]}</blockquote>
          <figcaption className="mt-3 text-sm text-muted">
            {story.role[locale]}
            {locale === 'ar' ? '، ' : ', '}
            {story.operator[locale]}
          </figcaption>
        </figure>
        <Link
          href={sector.href}
          className="mt-auto inline-flex min-h-11 items-center gap-2 pt-6 text-sm font-semibold text-teal-700 hover:text-teal-600"
        >
          {t('story.sector', { sector: sector.title[locale] })}
          <ArrowRight aria-hidden className="rtl-mirror size-4 shrink-0" />
        </Link>
      </div>
    </article>
  );
}
