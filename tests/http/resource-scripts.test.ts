/**
 * The resource pages' own scripts, read from the HTML the server sends (moved from
 * tests/e2e/resources.spec.ts, issue 48): the course page is the only one with an island of its own.
 */
import { expect, test } from 'vitest';
import { request } from './site';

const pages = ['hub', 'learning', 'courses', 'stories', 'partnerships', 'customer-success'] as const;

test('the course page is the only resource page that ships JavaScript of its own', async () => {
  const scriptsOf = async (path: string) => {
    const html = await (await request(path)).text();
    return new Set([...html.matchAll(/<script [^>]*?src="([^"]+)"/g)].map((match) => match[1]));
  };
  // The privacy page has no island: its scripts are the site chrome's.
  const chrome = await scriptsOf('/privacy');
  for (const name of pages.filter((name) => name !== 'courses')) expect(await scriptsOf(`/resources/${name}`), name).toEqual(chrome);
  const courses = await scriptsOf('/resources/courses');
  expect([...courses].filter((src) => !chrome.has(src))).toHaveLength(1);
});
