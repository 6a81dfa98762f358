import type { MetadataRoute } from 'next';
import { publicRoutes } from '@/content/routes';
import { locales } from '@/i18n/routing';
import { absoluteUrl, languageAlternates, localizedPath } from '@/lib/seo';
import { publishedPostsFor } from '@/server/public-blog';

/** Made on request, so newly published blog posts are listed at once. */
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages = publicRoutes().flatMap((path) =>
    locales.map((locale) => ({
      url: absoluteUrl(localizedPath(path, locale)),
      changeFrequency: 'weekly' as const,
      priority: path === '/' ? 1 : 0.7,
      alternates: { languages: languageAlternates(path) },
    })),
  );
  const posts = (await Promise.all(locales.map((locale) => publishedPostsFor(locale)))).flat();
  return [
    ...pages,
    ...posts.map((post) => ({
      url: absoluteUrl(localizedPath(`/resources/blog/${encodeURIComponent(post.slug)}`, post.locale)),
      lastModified: post.updatedAt,
      changeFrequency: 'monthly' as const,
      priority: 0.6,
    })),
  ];
}
