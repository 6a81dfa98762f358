/**
 * What a 404 is about, read from the requested path (set by src/proxy.ts for global-not-found.tsx):
 * a slug under a section with its own "not found" screen, or any other page.
 *
 * Next 16 renders a segment's not-found.tsx only in the browser (the server sends an empty shell), so
 * every 404 of the site is the root 404 document, rendered on the server. A slug page joins it by:
 * - a closed set of slugs from src/content (sectors, features, later guides, courses, events):
 *   `generateStaticParams` plus `export const dynamicParams = false`, so an unknown slug never
 *   renders the page and Next answers with the 404 document;
 * - slugs from the database (blog posts, events): the proxy checks the slug before rendering
 *   (src/proxy/blog-post.ts, src/proxy/event.ts) and sends a missing one to the 404 document;
 * and by a prefix below, with its texts in the screen (not-found-screen.tsx).
 */
export const missingSections = [
  { kind: 'sector', prefix: '/sector/' },
  { kind: 'feature', prefix: '/feature/' },
  { kind: 'article', prefix: '/resources/blog/' },
  { kind: 'guide', prefix: '/resources/guides/' },
  { kind: 'course', prefix: '/resources/courses/' },
  { kind: 'event', prefix: '/resources/events/' },
] as const;

export type MissingKind = (typeof missingSections)[number]['kind'] | 'page';

/** The kind of a missing path, with or without the /ar prefix; one slug deep only. */
export function missingKindOf(path: string | null | undefined): MissingKind {
  if (!path) return 'page';
  const bare = path === '/ar' || path.startsWith('/ar/') ? path.slice(3) : path;
  for (const { kind, prefix } of missingSections) {
    if (!bare.startsWith(prefix)) continue;
    const slug = bare.slice(prefix.length).replace(/\/$/, '');
    if (slug && !slug.includes('/')) return kind;
  }
  return 'page';
}
