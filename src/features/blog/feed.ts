import type { Locale } from '@/i18n/routing';
import { localizeHref } from '@/i18n/navigation';
import { absoluteUrl } from '@/lib/seo';

/** The blog's Atom feed of a language: /resources/blog/feed.xml and /ar/resources/blog/feed.xml. */
export function feedPath(locale: Locale): string {
  return localizeHref('/resources/blog/feed.xml', locale);
}

/** The page head's link to the feed, as Next's `alternates.types`. */
export function feedAlternate(locale: Locale) {
  return { 'application/atom+xml': [{ url: absoluteUrl(feedPath(locale)), title: locale === 'ar' ? 'مدونة Siyana' : 'Siyana Blog' }] };
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  // Characters XML 1.0 does not allow are dropped rather than breaking the feed.
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);
}

export interface FeedEntry {
  url: string;
  title: string;
  summary: string;
  author: string;
  category: string;
  published: string;
  updated: string;
  /** The article as sanitised HTML. */
  html: string;
}

/** An Atom 1.0 document (RFC 4287) of a language's newest posts. */
export function atomFeed({ locale, title, subtitle, selfUrl, pageUrl, entries }: { locale: Locale; title: string; subtitle: string; selfUrl: string; pageUrl: string; entries: readonly FeedEntry[] }): string {
  const updated = entries.reduce((latest, entry) => (entry.updated > latest ? entry.updated : latest), '1970-01-01T00:00:00.000Z');
  const items = entries.map(
    (entry) => `  <entry>
    <id>${escapeXml(entry.url)}</id>
    <title>${escapeXml(entry.title)}</title>
    <link rel="alternate" type="text/html" href="${escapeXml(entry.url)}"/>
    <published>${escapeXml(entry.published)}</published>
    <updated>${escapeXml(entry.updated)}</updated>
    <author><name>${escapeXml(entry.author)}</name></author>
    <category term="${escapeXml(entry.category)}"/>
    <summary>${escapeXml(entry.summary)}</summary>
    <content type="html">${escapeXml(entry.html)}</content>
  </entry>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}">
  <id>${escapeXml(selfUrl)}</id>
  <title>${escapeXml(title)}</title>
  <subtitle>${escapeXml(subtitle)}</subtitle>
  <link rel="self" type="application/atom+xml" href="${escapeXml(selfUrl)}"/>
  <link rel="alternate" type="text/html" href="${escapeXml(pageUrl)}"/>
  <updated>${updated}</updated>
${items.join('\n')}
</feed>
`;
}
