import type { MetadataRoute } from 'next';
import { publicRoutes } from '@/content/routes';
import { locales } from '@/i18n/routing';
import { absoluteUrl, languageAlternates, localizedPath } from '@/lib/seo';

export default function sitemap(): MetadataRoute.Sitemap {
  return publicRoutes().flatMap((path) =>
    locales.map((locale) => ({
      url: absoluteUrl(localizedPath(path, locale)),
      changeFrequency: 'weekly' as const,
      priority: path === '/' ? 1 : 0.7,
      alternates: { languages: languageAlternates(path) },
    })),
  );
}
