/**
 * What crawlers and security researchers read: robots.txt, the sitemap (well-formed, every page
 * listed answers 200 in both languages, hreflang alternates) and /.well-known/security.txt.
 */
import { describe, expect, test } from 'vitest';
import { pool } from '../e2e/support/hostile';
import { request } from './site';

/**
 * Whether an XML document is well-formed, for the subset a sitemap uses (declaration, elements,
 * attributes, text with entity references; no comments, CDATA or doctype): every tag closed in
 * order, one root, no stray `<` or `&`.
 */
function wellFormed(xml: string): string | null {
  const body = xml.replace(/^\uFEFF?<\?xml[^?]*\?>\s*/, '');
  const stack: string[] = [];
  let roots = 0;
  const token = /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>|([^<]+)|(<)/gy;
  for (let match = token.exec(body); match; match = token.exec(body)) {
    const [, closing, name, , selfClosing, text, stray] = match;
    if (stray) return `a stray "<" at ${match.index}`;
    if (text !== undefined) {
      if (/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);)/i.test(text)) return `an unescaped "&" at ${match.index}`;
      if (!stack.length && text.trim()) return `text outside the root at ${match.index}`;
      continue;
    }
    if (closing) {
      if (stack.pop() !== name) return `</${name}> closes nothing open at ${match.index}`;
    } else if (!selfClosing) {
      if (!stack.length) roots += 1;
      stack.push(name!);
    } else if (!stack.length) roots += 1;
    if (token.lastIndex === body.length) break;
  }
  if (stack.length) return `<${stack.at(-1)}> never closed`;
  return roots === 1 ? null : `${roots} root elements`;
}

describe('robots.txt and the sitemap', () => {
  test('the well-formedness check refuses what a parser refuses', () => {
    expect(wellFormed('<?xml version="1.0"?><urlset><url><loc>a</loc></url></urlset>')).toBeNull();
    expect(wellFormed('<urlset><url><loc>a</url></loc></urlset>')).not.toBeNull();
    expect(wellFormed('<urlset><loc>a & b</loc></urlset>')).not.toBeNull();
    expect(wellFormed('<urlset><loc>a</loc>')).not.toBeNull();
    expect(wellFormed('<a></a><b></b>')).not.toBeNull();
  });

  test('robots.txt allows the site and keeps crawlers out of the staff area and the API', async () => {
    const text = await (await request('/robots.txt')).text();
    expect(text).toMatch(/User-Agent: \*/i);
    expect(text).toContain('Allow: /');
    expect(text).toContain('Disallow: /admin');
    expect(text).toContain('Disallow: /api');
    expect(text).toMatch(/Sitemap: .+\/sitemap\.xml/);
  });

  test('sitemap.xml is well-formed and every listed page answers 200 in both languages', async () => {
    const response = await request('/sitemap.xml');
    expect(response.headers.get('content-type')).toContain('xml');
    const xml = await response.text();
    expect(wellFormed(xml)).toBeNull();
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
    expect(locs).toContain('http://localhost:3000/');
    expect(locs).toContain('http://localhost:3000/ar');
    const statuses = new Map<string, number>();
    await pool(locs, 4, async (loc) => {
      const answer = await request(new URL(loc).pathname);
      await answer.arrayBuffer();
      statuses.set(loc, answer.status);
    });
    expect(locs.map((loc) => `${new URL(loc).pathname} ${statuses.get(loc)}`)).toEqual(locs.map((loc) => `${new URL(loc).pathname} 200`));
  }, 180_000);

  test('the sitemap lists the company pages in both languages with hreflang alternates', async () => {
    const sitemap = await (await request('/sitemap.xml')).text();
    for (const path of ['/sign-in', '/about', '/trust']) {
      expect(sitemap).toMatch(new RegExp(`<loc>[^<]*[^r]${path}</loc>`));
      expect(sitemap).toMatch(new RegExp(`<loc>[^<]*/ar${path}</loc>`));
      expect(sitemap).toMatch(new RegExp(`hreflang="ar"\\s+href="[^"]*/ar${path}"`));
    }
  });
});

test('/.well-known/security.txt follows RFC 9116 and is never localised', async () => {
  for (const cookie of ['', 'language=ar']) {
    const response = await request('/.well-known/security.txt', { headers: cookie ? { cookie } : {} });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; charset=utf-8/);
    const body = await response.text();
    const fields = Object.fromEntries(body.trim().split('\n').map((line) => line.split(/: (.*)/s).slice(0, 2)));
    expect(fields.Contact).toBe('mailto:support@siyana.sa');
    expect(fields['Preferred-Languages']).toBe('en, ar');
    expect(fields.Canonical).toMatch(/\/\.well-known\/security\.txt$/);
    expect(fields.Policy).toMatch(/\/trust#report-a-vulnerability$/);
    const daysAhead = (Date.parse(fields.Expires!) - Date.now()) / 86_400_000;
    expect(daysAhead).toBeGreaterThan(330);
    expect(daysAhead).toBeLessThan(365);
  }
  expect((await request('/ar/.well-known/security.txt')).status).toBe(404);
});
