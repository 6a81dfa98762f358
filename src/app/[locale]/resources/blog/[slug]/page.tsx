import { ArrowLeft, ArrowRight } from '@/components/icons';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound, redirect } from 'next/navigation';
import { Section } from '@/components/site/section';
import { blogCategoryLabels } from '@/content/blog';
import { ArticleCard } from '@/features/blog/article-card';
import { plainExcerpt, readingMinutes, relatedPosts } from '@/features/blog/reading';
import { COVER_GRID_SIZES, PostCover } from '@/components/site/post-cover';
import { Link, localizeHref } from '@/i18n/navigation';
import { resolvePageLocale } from '@/lib/localized-page';
import { formatCalendarDate } from '@/lib/riyadh-time';
import { absoluteUrl, pageMetadata } from '@/lib/seo';
import { feedAlternate } from '@/features/blog/feed';
import { findPostById } from '@/server/blog/posts';
import { getDatabase } from '@/server/db';
import { renderMarkdown } from '@/server/markdown';
import { publishedPost, publishedPostsFor } from '@/server/blog/published';
import { PhoneActionBar } from '@/components/site/phone-action-bar';
import { formatDecimal } from '@/lib/numbers';

export const dynamic = 'force-dynamic';

async function load(locale: string, rawSlug: string) {
  const post = await publishedPost(decodeURIComponent(rawSlug));
  if (!post) return null;
  // Written in the other language (its proxy rule, src/proxy/blog-post.ts, normally sends the visitor there first).
  if (post.locale !== locale) redirect(localizeHref(`/resources/blog/${encodeURIComponent(post.slug)}`, post.locale));
  const translation = post.translationId ? await findPostById(getDatabase().db, post.translationId) : null;
  return { post, translation: translation?.published ? translation : null };
}

export async function generateMetadata({ params }: PageProps<'/[locale]/resources/blog/[slug]'>): Promise<Metadata> {
  const { slug } = await params;
  const locale = await resolvePageLocale(params);
  const found = await load(locale, slug);
  if (!found) return {};
  const { post, translation } = found;
  const metadata = pageMetadata({ locale, path: `/resources/blog/${post.slug}`, title: post.title, description: post.excerpt || post.content.slice(0, 160) });
  // hreflang only to a real translation of this post.
  const languages: Record<string, string> = { [locale]: absoluteUrl(localizeHref(`/resources/blog/${post.slug}`, locale)) };
  if (translation) languages[translation.locale] = absoluteUrl(localizeHref(`/resources/blog/${translation.slug}`, translation.locale));
  return { ...metadata, alternates: { canonical: languages[locale], languages, types: feedAlternate(locale) }, openGraph: { ...metadata.openGraph, type: 'article', publishedTime: post.publishedDate ?? undefined, authors: [post.author] } };
}

export default async function BlogPostPage({ params }: PageProps<'/[locale]/resources/blog/[slug]'>) {
  const { slug } = await params;
  const locale = await resolvePageLocale(params);
  const found = await load(locale, slug);
  // A missing post's 404: normally answered earlier by its proxy rule, src/proxy/blog-post.ts, with the
  // server-rendered 404 document.
  if (!found) notFound();
  const { post, translation } = found;
  const t = await getTranslations({ locale, namespace: 'Blog' });
  const Back = locale === 'ar' ? ArrowRight : ArrowLeft;
  const categoryName = (id: string) => (blogCategoryLabels[id] ?? blogCategoryLabels.all!)[locale];
  const readTime = (minutes: number) => t('readTime', { minutes, n: formatDecimal(minutes, locale) });
  const related = relatedPosts(post, await publishedPostsFor(locale));
  return (
    <>
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <Link href="/resources/blog" className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-teal-700">
        <Back aria-hidden className="size-4" />
        {t('backToBlog')}
      </Link>
      <p className="mt-6 w-fit rounded-full bg-teal-50 px-2.5 py-1 text-xs font-semibold text-teal-700">{categoryName(post.category)}</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance text-navy-900 sm:text-4xl">{post.title}</h1>
      <p className="mt-4 text-sm text-muted">
        {t('by', { author: post.author })} · {t('publishedOn', { date: formatCalendarDate((post.publishedDate ?? post.createdAt).slice(0, 10), locale) })} ·{' '}
        {readTime(readingMinutes(post.content))}
      </p>
      {translation && (
        <p className="mt-2 text-sm">
          <a href={localizeHref(`/resources/blog/${encodeURIComponent(translation.slug)}`, translation.locale)} hrefLang={translation.locale} className="font-medium text-teal-700 underline">
            {t('readTranslation')}
          </a>
        </p>
      )}
      <PostCover post={post} cover={post.cover} locale={locale} priority sizes="(min-width: 768px) 720px, calc(100vw - 32px)" className="mt-8 rounded-[var(--radius-card)]" />
      {post.excerpt && <p className="mt-8 text-lg leading-relaxed text-navy-800">{post.excerpt}</p>}
      <div className="prose-site mt-8" dangerouslySetInnerHTML={{ __html: renderMarkdown(post.content, { rtl: post.locale === 'ar' }) }} />
    </article>
    {related.length > 0 && (
      <Section tone="canvas" labelledBy="related-title">
        <h2 id="related-title" className="text-2xl font-bold text-navy-900">
          {t('related')}
        </h2>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {related.map((other) => (
            <li key={other.id}>
              <ArticleCard
                article={{
                  key: other.slug,
                  category: categoryName(other.category),
                  title: other.title,
                  excerpt: other.excerpt || plainExcerpt(other.content),
                  meta: [formatCalendarDate((other.publishedDate ?? other.createdAt).slice(0, 10), locale)],
                  readTime: readTime(readingMinutes(other.content)),
                  href: localizeHref(`/resources/blog/${encodeURIComponent(other.slug)}`, locale),
                }}
                media={<PostCover post={other} cover={other.cover} locale={locale} sizes={COVER_GRID_SIZES} />}
              />
            </li>
          ))}
        </ul>
      </Section>
    )}
      <PhoneActionBar locale={locale} page={`/resources/blog/${slug}`} />
    </>
  );
}
