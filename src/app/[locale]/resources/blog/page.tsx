import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/site/page-hero';
import { Section } from '@/components/site/section';
import { blogCategoryLabels } from '@/content/blog';
import { ArticleCard, type ArticleCardData } from '@/features/blog/article-card';
import { feedAlternate } from '@/features/blog/feed';
import { COVER_GRID_SIZES, PostCover } from '@/components/site/post-cover';
import { plainExcerpt, readingMinutes } from '@/features/blog/reading';
import { NewsletterSignup } from '@/features/newsletter/newsletter-signup';
import type { Locale } from '@/i18n/routing';
import { cn } from '@/lib/cn';
import { resolvePageLocale } from '@/lib/localized-page';
import { formatCalendarDate } from '@/lib/riyadh-time';
import { localizeHref } from '@/i18n/navigation';
import { pageMetadata } from '@/lib/seo';
import type { BlogPost } from '@/server/blog/posts';
import { publishedPostsFor } from '@/server/blog/published';
import { PhoneActionBar } from '@/components/site/phone-action-bar';
import { formatDecimal } from '@/lib/numbers';

/** Reads the published posts on every request, so publishing shows at once. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/resources/blog'>): Promise<Metadata> {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Blog' });
  const metadata = pageMetadata({ locale, path: '/resources/blog', title: t('metaTitle'), description: t('metaDescription') });
  return { ...metadata, alternates: { ...metadata.alternates, types: feedAlternate(locale) } };
}

const categoryName = (id: string, locale: Locale) => (blogCategoryLabels[id] ?? blogCategoryLabels.all!)[locale];

/** How wide a cover is drawn (src/components/site/section.tsx: 1280 px max, 16/24/32 px gutters; grid gap 20 px). */
const FEATURED_SIZES = '(min-width: 1280px) 576px, (min-width: 1024px) calc(50vw - 64px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)';

export default async function BlogPage({ params, searchParams }: PageProps<'/[locale]/resources/blog'>) {
  const locale = await resolvePageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Blog' });
  const requested = (await searchParams).category;
  const category = typeof requested === 'string' && requested in blogCategoryLabels ? requested : 'all';

  const posts = await publishedPostsFor(locale);
  const readTime = (minutes: number) => t('readTime', { minutes, n: formatDecimal(minutes, locale) });
  const fromPost = (post: BlogPost): ArticleCardData => ({
    key: post.slug,
    category: categoryName(post.category, locale),
    title: post.title,
    excerpt: post.excerpt || plainExcerpt(post.content),
    meta: [t('by', { author: post.author }), formatCalendarDate((post.publishedDate ?? post.createdAt).slice(0, 10), locale)],
    readTime: readTime(readingMinutes(post.content)),
    href: localizeHref(`/resources/blog/${encodeURIComponent(post.slug)}`, locale),
  });

  // The newest post is featured above the category row; a chosen category lists all of its posts.
  const [newest, ...rest] = posts;
  const featured = category === 'all' ? newest : undefined;
  const shown = category === 'all' ? rest : posts.filter((post) => post.category === category);
  const coverOf = (post: BlogPost, sizes: string, options: { priority?: boolean; className?: string } = {}) => (
    <PostCover post={post} cover={post.cover} sizes={sizes} locale={locale} {...options} />
  );

  return (
    <>
      <PageHero locale={locale} eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <Section className="pt-0 sm:pt-0 lg:pt-0">
        <p className="sr-only">{t('featured')}</p>
        {featured && (
          <ArticleCard article={fromPost(featured)} featured media={coverOf(featured, FEATURED_SIZES, { priority: true, className: 'lg:rounded-2xl lg:ring-1 lg:ring-white/15' })} />
        )}
        {!newest && <p className="rounded-2xl border border-dashed border-line p-10 text-center text-muted">{t('none')}</p>}
        <nav aria-label={t('categories')} className="mt-12 -mx-4 overflow-x-auto px-4">
          <ul className="flex gap-2">
            {Object.keys(blogCategoryLabels).map((id) => (
              <li key={id}>
                <a
                  href={`${localizeHref('/resources/blog', locale)}${id === 'all' ? '' : `?category=${id}`}`}
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
        {shown.length || !newest || category === 'all' ? (
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((post) => (
              <li key={post.id}>
                <ArticleCard article={fromPost(post)} media={coverOf(post, COVER_GRID_SIZES)} />
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
      <PhoneActionBar locale={locale} page={'/resources/blog'} />
    </>
  );
}
