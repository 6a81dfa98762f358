import { describe, expect, it } from 'vitest';
import { atomFeed, escapeXml } from './feed';

describe('Atom feed', () => {
  it('escapes markup and drops characters XML cannot hold', () => {
    expect(escapeXml(`<b>"R&D"</b> it's\u0001`)).toBe('&lt;b&gt;&quot;R&amp;D&quot;&lt;/b&gt; it&apos;s');
  });

  it('lists entries with their links, dates and escaped HTML, updated at the newest entry', () => {
    const xml = atomFeed({
      locale: 'ar',
      title: 'مدونة Siyana',
      subtitle: 'مقالات',
      selfUrl: 'https://siyana.sa/ar/resources/blog/feed.xml',
      pageUrl: 'https://siyana.sa/ar/resources/blog',
      entries: [
        { url: 'https://siyana.sa/ar/resources/blog/a', title: 'أ & ب', summary: 's', author: 'فريق', category: 'الطاقة', published: '2026-11-10T07:00:00.000Z', updated: '2026-11-12T07:00:00.000Z', html: '<p>نص</p>' },
        { url: 'https://siyana.sa/ar/resources/blog/b', title: 'ج', summary: 's', author: 'فريق', category: 'الصيانة', published: '2026-10-10T07:00:00.000Z', updated: '2026-10-10T07:00:00.000Z', html: '<p>x</p>' },
      ],
    });
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom" xml:lang="ar">/);
    expect(xml).toContain('<updated>2026-11-12T07:00:00.000Z</updated>\n  <entry>');
    expect(xml).toContain('<title>أ &amp; ب</title>');
    expect(xml).toContain('<content type="html">&lt;p&gt;نص&lt;/p&gt;</content>');
    expect(xml.match(/<entry>/g)).toHaveLength(2);
  });
});
