import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '@/i18n/routing';
import { arabicChoiceRedirect, languageSwitch } from './language-choice';

/**
 * Each rule names the page it serves, and that page's folder names the rule back, so a rule that
 * decides a page's answer (a 404, a redirect) is found from the page.
 */
const servedBy: Record<string, string> = {
  'blog-post.ts': 'src/app/[locale]/resources/blog/[slug]/page.tsx',
  'event.ts': 'src/app/[locale]/resources/events/[slug]/page.tsx',
  'language-choice.ts': 'src/app/[locale]/layout.tsx',
  'staff-area.ts': 'src/app/admin/layout.tsx',
};

/** Modules that serve no one page. */
const general: Record<string, string> = {
  'answers.ts': "what the rules share (the rule's shape, the path's language, short answers, the 404 document)",
  'request-refusals.ts': 'refusals of malformed requests and of methods pages do not take, on every path',
};

const folder = join(process.cwd(), 'src/proxy');

describe('the proxy rules', () => {
  it('are each named from the page they serve, or serve no one page', () => {
    const modules = readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    expect(modules.filter((name) => !(name in servedBy) && !(name in general))).toEqual([]);
    for (const [module, page] of Object.entries(servedBy)) {
      expect(readFileSync(join(process.cwd(), page), 'utf8'), `${page} names src/proxy/${module}`).toContain(`src/proxy/${module}`);
    }
  });
});

const request = (url: string, init: { cookie?: string; prefetch?: boolean } = {}) => {
  const headers = new Headers();
  if (init.cookie) headers.set('cookie', init.cookie);
  if (init.prefetch) headers.set('next-router-prefetch', '1');
  return new NextRequest(new URL(url, 'http://localhost'), { headers });
};

/** Path and query of a redirect's target. */
const target = (answer: Response | null) => {
  const url = new URL(answer!.headers.get('location')!);
  return url.pathname + url.search;
};

describe('languageSwitch', () => {
  it('remembers ?lang= and shows the clean address in that language', () => {
    const answer = languageSwitch(request('/pricing?lang=ar&x=1'))!;
    expect(answer.status).toBe(307);
    expect(target(answer)).toBe('/ar/pricing?x=1');
    expect(answer.cookies.get(LANGUAGE_COOKIE)?.value).toBe('ar');
    expect(target(languageSwitch(request('/ar/pricing?lang=en')))).toBe('/pricing');
  });

  it('leaves prefetches, unknown languages and plain addresses alone', () => {
    expect(languageSwitch(request('/pricing?lang=ar', { prefetch: true }))).toBeNull();
    expect(languageSwitch(request('/pricing?lang=fr'))).toBeNull();
    expect(languageSwitch(request('/pricing'))).toBeNull();
  });
});

describe('arabicChoiceRedirect', () => {
  it('sends a visitor who chose Arabic to the Arabic page', () => {
    const answer = arabicChoiceRedirect(request('/pricing', { cookie: `${LANGUAGE_COOKIE}=ar` }))!;
    expect(answer.status).toBe(307);
    expect(target(answer)).toBe('/ar/pricing');
  });

  it('opens what an explicit address names when it may exist in English only, and leaves the rest', () => {
    const arabic = { cookie: `${LANGUAGE_COOKIE}=ar` };
    expect(arabicChoiceRedirect(request('/resources/blog/some-post', arabic))).toBeNull();
    expect(arabicChoiceRedirect(request('/resources/blog/feed.xml', arabic))).toBeNull();
    expect(arabicChoiceRedirect(request('/resources/guides/x/pdf', arabic))).toBeNull();
    expect(arabicChoiceRedirect(request('/ar/pricing', arabic))).toBeNull();
    expect(arabicChoiceRedirect(request('/pricing'))).toBeNull();
  });
});
