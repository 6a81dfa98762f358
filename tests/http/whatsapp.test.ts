/**
 * The WhatsApp redirect and the phone's action bar as the production server sends them: status,
 * Location and no cookie; the bar in the HTML of public pages (with the page's own WhatsApp link and
 * its language's demo form) and absent from the demo forms themselves.
 */
import { describe, expect, test } from 'vitest';
import { page, request } from './site';

const chat = 'https://wa.me/966115204400';

describe('/go/whatsapp', () => {
  test.each([
    ['/about', 'en', '“About Us”'],
    ['/ar/resources/support', 'ar', '«الدعم»'],
  ])('answers 302 to WhatsApp with a message naming %s, without a cookie', async (path, _, name) => {
    const response = await request(`/go/whatsapp?from=${encodeURIComponent(path)}`);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(chat);
    expect(location.searchParams.get('text')).toContain(name);
    expect(location.searchParams.get('text')).toContain(path);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  test.each([['https://evil.example/'], ['//evil.example'], ['/\\evil.example'], ['/no-such-page'], [`/${'a'.repeat(500)}`]])(
    'sends from=%s to the plain chat link, never elsewhere',
    async (from) => {
      const response = await request(`/go/whatsapp?from=${encodeURIComponent(from)}`);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(chat);
      expect(response.headers.get('set-cookie')).toBeNull();
    },
  );
});

describe('the phone action bar', () => {
  test.each([
    ['/', '/request-demo'],
    ['/about', '/request-demo'],
    ['/ar/pricing', '/ar/request-demo'],
    ['/resources/support', '/request-demo'],
    ['/ar/partners/apply', '/ar/request-demo'],
    ['/sector/medical', '/request-demo'],
    ['/ar/privacy', '/ar/request-demo'],
  ])('is on %s with its demo link and the page’s WhatsApp link', async (path, demo) => {
    const { status, document } = await page(path);
    expect(status).toBe(200);
    const bar = document.querySelectorAll('[data-phone-bar]');
    expect(bar).toHaveLength(1);
    expect(bar[0]!.getAttribute('class')).toMatch(/\bmd:hidden\b/);
    expect(bar[0]!.getAttribute('class')).toMatch(/\bprint:hidden\b/);
    const hrefs = bar[0]!.querySelectorAll('a').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([demo, `/go/whatsapp?from=${encodeURIComponent(path)}`]);
  });

  test.each(['/request-demo', '/ar/request-demo', '/detailed-demo-request', '/ar/detailed-demo-request'])('is not on the demo form %s', async (path) => {
    const { status, document } = await page(path);
    expect(status).toBe(200);
    expect(document.querySelectorAll('[data-phone-bar]')).toHaveLength(0);
    // The header's compact demo button is there on every page.
    expect(document.querySelector('[data-compact-demo]')?.getAttribute('href')).toBe(path.startsWith('/ar') ? '/ar/request-demo' : '/request-demo');
  });
});
