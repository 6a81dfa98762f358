import { getTranslations } from 'next-intl/server';
import { hasLocale } from 'next-intl';
import { blogCategoryLabels } from '@/content/blog';
import { atomFeed, feedPath } from '@/features/blog/feed';
import { plainExcerpt } from '@/features/blog/reading';
import { routing } from '@/i18n/routing';
import { localizeHref } from '@/i18n/navigation';
import { absoluteUrl } from '@/lib/seo';
import { renderMarkdown } from '@/server/markdown';
import { publishedPostsFor } from '@/server/blog/published';

/** Read per request, like the blog page, so a post appears in the feed as soon as it is published. */
export const dynamic = 'force-dynamic';

const FEED_SIZE = 20;

export async function GET(_request: Request, { params }: RouteContext<'/[locale]/resources/blog/feed.xml'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return new Response('Not found', { status: 404 });
  const t = await getTranslations({ locale, namespace: 'Blog' });
  const posts = (await publishedPostsFor(locale)).slice(0, FEED_SIZE);
  const xml = atomFeed({
    locale,
    title: t('feed'),
    subtitle: t('metaDescription'),
    selfUrl: absoluteUrl(feedPath(locale)),
    pageUrl: absoluteUrl(localizeHref('/resources/blog', locale)),
    entries: posts.map((post) => ({
      url: absoluteUrl(localizeHref(`/resources/blog/${encodeURIComponent(post.slug)}`, locale)),
      title: post.title,
      summary: post.excerpt || plainExcerpt(post.content, 300),
      author: post.author,
      category: (blogCategoryLabels[post.category] ?? blogCategoryLabels.all!)[locale],
      published: post.publishedDate ?? post.createdAt,
      updated: post.updatedAt,
      html: renderMarkdown(post.content),
    })),
  });
  return new Response(xml, { headers: { 'content-type': 'application/atom+xml; charset=utf-8', 'cache-control': 'public, max-age=300' } });
}
