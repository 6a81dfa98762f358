import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as go } from '@/app/go/whatsapp/route';
import { env } from '@/env';
import { riyadhDateOf } from '@/lib/riyadh-time';
import { countWhatsAppClick, whatsappClicksByPage } from '@/server/leads/whatsapp-clicks';
import { databaseKinds, type TestDatabase } from '../support/databases';
import { createRouteDatabase } from '../support/route-database';

const digits = env.WHATSAPP_NUMBER.replace(/\D/g, '');
const plainChat = `https://wa.me/${digits}`;

let visitors = 0;
/** A click; each from a visitor of its own unless `visitor` names one (an address and a user agent). */
function click(from: string | null, visitor = { address: `198.51.${Math.floor(visitors / 250)}.${visitors++ % 250}`, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)' }) {
  const query = from === null ? '' : `?from=${encodeURIComponent(from)}`;
  return go(new Request(`http://localhost:3000/go/whatsapp${query}`, { headers: { 'x-forwarded-for': visitor.address, 'user-agent': visitor.userAgent } }));
}
const someone = (address: string, userAgent = 'Mozilla/5.0 (Linux; Android 15)') => ({ address, userAgent });

/** The prefilled message of a redirect, decoded. */
function messageOf(location: string | null): string | null {
  if (!location) return null;
  return new URL(location).searchParams.get('text');
}

describe.each(databaseKinds)('WhatsApp redirect on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createRouteDatabase(kind);
  });
  afterAll(async () => database.drop());

  const clicksOf = async (path: string) =>
    Number((await database.db.selectFrom('whatsapp_clicks').select('clicks').where('path', '=', path).where('day', '=', riyadhDateOf(new Date())).executeTakeFirst())?.clicks ?? 0);

  it('answers 302 to wa.me with a message in the page language naming the page, sets no cookie and counts the click', async () => {
    const before = await clicksOf('/resources/support');
    const response = await click('/resources/support');
    expect(response.status).toBe(302);
    const location = response.headers.get('location')!;
    expect(location.startsWith(`${plainChat}?text=`)).toBe(true);
    expect(messageOf(location)).toBe(`Hello Siyana team, I am on your page “Support” (${new URL('/resources/support', env.SITE_URL)}) and would like to talk to you.`);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await clicksOf('/resources/support')).toBe(before + 1);
  });

  it('writes the Arabic message for an Arabic page, naming records and stored pages too', async () => {
    expect(messageOf((await click('/ar/resources/ask-anything')).headers.get('location'))).toBe(
      `مرحباً فريق Siyana، أتصفح صفحة «اسألنا أي شيء» على موقعكم (${new URL('/ar/resources/ask-anything', env.SITE_URL)}) وأودّ التحدث معكم.`,
    );
    expect(messageOf((await click('/ar/sector/medical/')).headers.get('location'))).toContain('«');
    expect(await clicksOf('/ar/sector/medical')).toBe(1);
    const post = await database.db.selectFrom('blog_posts').select(['slug', 'title', 'locale']).where('published', '=', 1).where('locale', '=', 'en').executeTakeFirstOrThrow();
    expect(messageOf((await click(`/resources/blog/${post.slug}`)).headers.get('location'))).toContain(`“${post.title}”`);
    expect(await clicksOf(`/resources/blog/${post.slug}`)).toBe(1);
  });

  it('quotes a booked demo\'s reference from its confirmation page only, never the page\'s token', async () => {
    const withReference = (from: string, ref: string) =>
      go(new Request(`http://localhost:3000/go/whatsapp?from=${encodeURIComponent(from)}&ref=${encodeURIComponent(ref)}`, { headers: { 'x-forwarded-for': '203.0.113.77', 'user-agent': 'Mozilla/5.0' } }));
    expect(messageOf((await withReference('/request-demo/booked', '3F9A2C1B')).headers.get('location'))).toBe(
      `Hello Siyana team, I am on your page “Your Booked Demo” (${new URL('/request-demo/booked', env.SITE_URL)}) and would like to talk to you. My demo booking reference: 3F9A2C1B.`,
    );
    expect(messageOf((await withReference('/ar/request-demo/booked', '3F9A2C1B')).headers.get('location'))).toMatch(/رقم حجز العرض التوضيحي: 3F9A2C1B\.$/);
    // Another page, or a value of another shape, quotes nothing.
    expect(messageOf((await withReference('/pricing', '3F9A2C1B')).headers.get('location'))).not.toContain('3F9A2C1B');
    for (const ref of ['3f9a2c1b', '3F9A2C1B0', '<script>', '']) expect(messageOf((await withReference('/request-demo/booked', ref)).headers.get('location'))).not.toContain('reference');
  });

  it.each([
    ['an absolute URL', 'https://evil.example/phish'],
    ['a protocol-relative host', '//evil.example'],
    ['a backslash host', '/\\evil.example'],
    ['an unknown route', '/no-such-page'],
    ['a missing blog post', '/resources/blog/no-such-post'],
    ['an English post under /ar', null],
    ['an over-long path', `/resources/${'a'.repeat(300)}`],
    ['no from at all', undefined],
    ['a script URL', 'javascript:alert(1)'],
  ])('sends %s to the plain chat link and counts it under "other"', async (_, from) => {
    let value = from;
    if (from === null) {
      const post = await database.db.selectFrom('blog_posts').select('slug').where('published', '=', 1).where('locale', '=', 'en').executeTakeFirstOrThrow();
      value = `/ar/resources/blog/${post.slug}`;
    }
    const before = await clicksOf('other');
    const response = await click(value ?? null);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(plainChat);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await clicksOf('other')).toBe(before + 1);
    if (value) expect(await clicksOf(value)).toBe(0);
  });

  it('counts one click per visitor, page and Riyadh day: 500 clicks of one visitor move the count by 1', async () => {
    const before = await clicksOf('/pricing');
    const visitor = someone('203.0.113.50');
    for (let round = 0; round < 10; round += 1) {
      const answers = await Promise.all(Array.from({ length: 50 }, () => click('/pricing', visitor)));
      expect(answers.every((answer) => answer.status === 302)).toBe(true);
    }
    expect(await clicksOf('/pricing')).toBe(before + 1);
    // Another page, another user agent on the same address, another address: each counts.
    const support = await clicksOf('/resources/support');
    await click('/resources/support', visitor);
    expect(await clicksOf('/resources/support')).toBe(support + 1);
    await click('/pricing', someone('203.0.113.50', 'Mozilla/5.0 (Windows NT 10.0)'));
    await click('/pricing', someone('203.0.113.51'));
    expect(await clicksOf('/pricing')).toBe(before + 3);
    // Nothing raw is stored: neither the address nor the user agent.
    const stored = JSON.stringify(await database.db.selectFrom('whatsapp_click_visitors').selectAll().execute());
    expect(stored).not.toContain('203.0.113');
    expect(stored).not.toContain('Android');
  });

  it("a day's key and visitors are gone once the next day counts; the same visitor counts again that day", async () => {
    const visitor = { address: '192.0.2.77', userAgent: 'Mozilla/5.0 (Macintosh)' };
    // Days after every other click of this file, as the days of a running site only go forward.
    const first = new Date('2027-01-10T08:00:00Z');
    const next = new Date('2027-01-11T08:00:00Z');
    await countWhatsAppClick(database.db, '/solutions', visitor, first);
    await countWhatsAppClick(database.db, '/solutions', visitor, first);
    await countWhatsAppClick(database.db, '/solutions', visitor, next);
    const days = await database.db.selectFrom('whatsapp_clicks').select(['day', 'clicks']).where('path', '=', '/solutions').orderBy('day').execute();
    expect(days).toEqual([{ day: '2027-01-10', clicks: 1 }, { day: '2027-01-11', clicks: 1 }]);
    expect(await database.db.selectFrom('whatsapp_click_visitors').select('day').where('day', '<', '2027-01-11').execute()).toEqual([]);
    const keys = await database.db.selectFrom('site_secrets').select('name').where('name', 'like', 'whatsapp-visitors:%').execute();
    expect(keys.map((key) => key.name)).toEqual(['whatsapp-visitors:2027-01-11']);
  });

  it('counts 40 concurrent clicks of 40 visitors on one page as 40 (one atomic upsert per click)', async () => {
    const before = await clicksOf('/pricing');
    const responses = await Promise.all(Array.from({ length: 40 }, () => click('/pricing')));
    expect(responses.every((response) => response.status === 302)).toBe(true);
    expect(await clicksOf('/pricing')).toBe(before + 40);
    const rows = await database.db.selectFrom('whatsapp_clicks').selectAll().where('path', '=', '/pricing').execute();
    expect(rows).toHaveLength(1);
  });

  it('keeps one row per page per Riyadh day and sums the last 30 days for the dashboard', async () => {
    const now = new Date('2026-11-27T22:30:00Z'); // 01:30 on 28 November in Riyadh
    expect(riyadhDateOf(now)).toBe('2026-11-28');
    const visitor = someone('192.0.2.10');
    await countWhatsAppClick(database.db, '/about', visitor, new Date('2026-10-01T10:00:00Z'));
    await countWhatsAppClick(database.db, '/about', visitor, new Date('2026-11-27T20:00:00Z'));
    await countWhatsAppClick(database.db, '/about', visitor, now);
    const days = await database.db.selectFrom('whatsapp_clicks').select(['day', 'clicks']).where('path', '=', '/about').orderBy('day').execute();
    expect(days).toEqual([
      { day: '2026-10-01', clicks: 1 },
      { day: '2026-11-27', clicks: 1 },
      { day: '2026-11-28', clicks: 1 },
    ]);
    const byPage = await whatsappClicksByPage(database.db, 30, now);
    expect(byPage.find((row) => row.path === '/about')).toEqual({ path: '/about', clicks: 2 });
    expect(byPage.map((row) => row.clicks)).toEqual([...byPage.map((row) => row.clicks)].sort((a, b) => b - a));
  });
});
