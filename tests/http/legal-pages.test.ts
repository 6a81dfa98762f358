/**
 * The three policies in both languages as the server renders them: title, direction, one heading, a
 * section of each, the date, links to the other policies and to the privacy address, no dead anchor.
 * The browser tests (tests/e2e/legal.spec.ts) run one policy per language with axe and a phone.
 */
import { expect, test } from 'vitest';
import { policies } from '../support/policies';
import { hrefOf, named, page, text, texts, title } from './site';


const all = (['en', 'ar'] as const).flatMap((locale) => policies[locale].map((policy) => [policy.path, locale, policy] as const));

test.each(all)('%s: one heading, its sections, links to the other policies', async (path, locale, policy) => {
  const { status, document } = await page(path);
  expect(status).toBe(200);
  expect(title(document)).toBe(`${policy.title} | Siyana`);
  expect(document.querySelector('html')?.getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
  expect(texts(document.querySelectorAll('h1'))).toEqual([policy.title]);
  expect(texts(document.querySelectorAll('main h2'))).toContain(policy.section);
  const main = document.querySelector('main')!;
  expect(text(main)).toMatch(locale === 'en' ? /Last updated: November 15, 2026/ : /آخر تحديث: 15 نوفمبر 2026/);
  const related = named(document, 'nav', locale === 'en' ? 'Related policies' : 'سياسات ذات صلة');
  for (const other of policies[locale].filter((other) => other.path !== path)) expect(hrefOf(related, other.title)).toBe(other.path);
  expect(main.querySelectorAll('a[href="mailto:privacy@siyana.sa"]')).not.toHaveLength(0);
  for (const link of main.querySelectorAll('a[href^="#"]')) expect(document.getElementById(decodeURIComponent(link.getAttribute('href')!.slice(1))), link.getAttribute('href')!).not.toBeNull();
});
