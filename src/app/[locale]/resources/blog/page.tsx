import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/site/page-hero';
import { Section } from '@/components/site/section';
import { blogCategoryLabels, featuredSample, sampleArticles, type SampleArticle } from '@/content/blog';
import { ArticleCard, type ArticleCardData } from '@/features/blog/article-card';
import { PostCover } from '@/features/blog/post-cover';
import { NewsletterSignup } from '@/features/newsletter/newsletter-signup';
import type { Locale } from '@/i18n/routing';
import type { BlogCover } from '@/lib/blog-cover';
import { cn } from '@/lib/cn';
import { formatDate, resolvePageLocale } from '@/lib/localized-page';
import { localizedPath, pageMetadata } from '@/lib/seo';
import type { BlogPost } from '@/server/blog';
import { publishedPostsFor } from '@/server/public-blog';

/** Reads the published posts on every request, so publishing shows at once. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/resources/blog'>): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Blog' });
  return pageMetadata({ locale, path: '/resources/blog', title: t('metaTitle'), description: t('metaDescription') });
}

const categoryName = (id: string, locale: Locale) => (blogCategoryLabels[id] ?? blogCategoryLabels.all!)[locale];

/** How wide a cover is drawn (src/components/site/section.tsx: 1280 px max, 16/24/32 px gutters; grid gap 20 px). */
const FEATURED_SIZES = '(min-width: 1280px) 576px, (min-width: 1024px) calc(50vw - 64px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)';
const GRID_SIZES = '(min-width: 1280px) 392px, (min-width: 1024px) calc((100vw - 104px) / 3), (min-width: 640px) calc((100vw - 68px) / 2), calc(100vw - 32px)';

type Listed = { card: ArticleCardData; category: string; id: string; cover: BlogCover | null };

export default async function BlogPage({ params, searchParams }: PageProps<'/[locale]/resources/blog'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Blog' });
  const requested = (await searchParams).category;
  const category = typeof requested === 'string' && requested in blogCategoryLabels ? requested : 'all';

  const posts = await publishedPostsFor(locale);
  const fromPost = (post: BlogPost): ArticleCardData => ({
    key: post.slug,
    category: categoryName(post.category, locale),
    title: post.title,
    excerpt: post.excerpt || post.content.replace(/[#*_>`\[\]()]/g, '').slice(0, 180),
    meta: [t('by', { author: post.author }), formatDate((post.publishedDate ?? post.createdAt).slice(0, 10), locale)],
    href: localizedPath(`/resources/blog/${encodeURIComponent(post.slug)}`, locale),
  });
  const fromSample = (sample: SampleArticle): ArticleCardData => ({
    key: sample.id,
    category: categoryName(sample.category, locale),
    title: sample.title[locale],
    excerpt: sample.excerpt[locale],
    meta: [t('by', { author: sample.author[locale] }), formatDate(sample.date, locale)],
    readTime: t('readTime', { minutes: String(sample.readMinutes) }),
    views: t('views', { views: sample.views }),
  });

  const listPost = (post: BlogPost): Listed => ({ card: fromPost(post), category: post.category, id: post.id, cover: post.cover });
  const listSample = (sample: SampleArticle): Listed => ({ card: fromSample(sample), category: sample.category, id: sample.id, cover: null });

  // Staff posts replace the sample articles as soon as one is published in this language.
  const featured = posts[0] ? listPost(posts[0]) : listSample(featuredSample);
  const rest = posts.length ? posts.slice(1).map(listPost) : sampleArticles.map(listSample);
  const shown = rest.filter((item) => category === 'all' || item.category === category);
  const coverOf = (item: Listed, sizes: string, options: { priority?: boolean; className?: string } = {}) => (
    <PostCover post={item} cover={item.cover} sizes={sizes} locale={locale} {...options} />
  );

  return (
    <>
      <PageHero locale={locale} eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <Section className="pt-0 sm:pt-0 lg:pt-0">
        <p className="sr-only">{t('featured')}</p>
        <ArticleCard article={featured.card} featured media={coverOf(featured, FEATURED_SIZES, { priority: true, className: 'lg:rounded-2xl lg:ring-1 lg:ring-white/15' })} />
        <nav aria-label={t('categories')} className="mt-12 -mx-4 overflow-x-auto px-4">
          <ul className="flex gap-2">
            {Object.keys(blogCategoryLabels).map((id) => (
              <li key={id}>
                <a
                  href={`${localizedPath('/resources/blog', locale)}${id === 'all' ? '' : `?category=${id}`}`}
                  aria-current={id === category ? 'page' : undefined}
                  className={cn(
                    'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap',
                    id === category ? 'border-teal-700 bg-teal-700 text-white' : 'border-line bg-white text-navy-900 hover:bg-navy-50',
                  )}
                >
                  {categoryName(id, locale)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {shown.length ? (
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((item) => (
              <li key={item.card.key}>
                <ArticleCard article={item.card} media={coverOf(item, GRID_SIZES)} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-8 rounded-2xl border border-dashed border-line p-10 text-center text-muted">{t('empty')}</p>
        )}
        <section aria-labelledby="blog-newsletter" className="mt-16 grid items-center gap-6 rounded-3xl bg-navy-900 p-8 sm:p-10 lg:grid-cols-2">
          <div>
            <h2 id="blog-newsletter" className="text-2xl font-bold text-white">
              {t('newsletterTitle')}
            </h2>
            <p className="mt-2 text-white/80">{t('newsletterLead')}</p>
          </div>
          <NewsletterSignup locale={locale} subscriptionType="blog" tone="dark" />
        </section>
      </Section>
    </>
  );
}
