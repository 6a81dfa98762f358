import type { MetadataRoute } from 'next';
import { publicRoutes } from '@/content/routes';
import { locales } from '@/i18n/routing';
import { localizeHref } from '@/i18n/navigation';
import { absoluteUrl, languageAlternates } from '@/lib/seo';
import type { BlogPost } from '@/server/blog/posts';
import { publishedPostsFor } from '@/server/blog/published';
import { publishedEvents } from '@/server/events/published';
import { publishedFacts } from '@/server/site-facts/published';

/** Made on request, so newly published blog posts and events are listed at once. */
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // A page built from published facts is listed only once its facts exist.
  const factPages = (await publishedFacts()).integrations?.length ? ['/integrations'] : [];
  const pages = [...publicRoutes(), ...factPages].flatMap((path) =>
    locales.map((locale) => ({
      url: absoluteUrl(localizeHref(path, locale)),
      changeFrequency: 'weekly' as const,
      priority: path === '/' ? 1 : 0.7,
      alternates: { languages: languageAlternates(path) },
    })),
  );
  const posts = (await Promise.all(locales.map((locale) => publishedPostsFor(locale)))).flat();
  const postUrl = (post: BlogPost) => absoluteUrl(localizeHref(`/resources/blog/${encodeURIComponent(post.slug)}`, post.locale));
  const byId = new Map(posts.map((post) => [post.id, post]));
  const { upcoming, past } = await publishedEvents();
  // An event is written in both languages: one entry per language, each naming the other.
  const events = [...upcoming, ...past].flatMap((event) =>
    locales.map((locale) => ({
      url: absoluteUrl(localizeHref(`/resources/events/${event.slug}`, locale)),
      lastModified: event.updatedAt,
      changeFrequency: 'weekly' as const,
      priority: 0.6,
      alternates: { languages: languageAlternates(`/resources/events/${event.slug}`) },
    })),
  );
  return [
    ...pages,
    ...events,
    ...posts.map((post) => {
      // hreflang only between a post and its published translation.
      const translation = post.translationId ? byId.get(post.translationId) : undefined;
      return {
        url: postUrl(post),
        lastModified: post.updatedAt,
        changeFrequency: 'monthly' as const,
        priority: 0.6,
        ...(translation ? { alternates: { languages: { [post.locale]: postUrl(post), [translation.locale]: postUrl(translation) } } } : {}),
      };
    }),
  ];
}
