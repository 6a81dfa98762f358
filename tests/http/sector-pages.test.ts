/**
 * Every sector page record in both languages, as the server renders it: its own title, figures,
 * services, benefits, quality box and links. The browser tests (tests/e2e/sectors.spec.ts) check one
 * sector per language with roles, axe, the in-page link, the language switch and a phone.
 */
import { describe, expect, test } from 'vitest';
import { sectors, type Sector } from '@/content/sectors';
import { sectorWording } from '../support/page-wording';
import { hrefOf, page, region, request, text, texts, title, type Page } from './site';

type Locale = 'en' | 'ar';
const prefix = { en: '', ar: '/ar' } as const;
const other = { en: 'ar', ar: 'en' } as const;
const ui = sectorWording;

function expectSectorPage({ status, document }: Page, record: Sector, locale: Locale) {
  const t = ui[locale];
  expect(status).toBe(200);
  expect(document.querySelector('html')?.getAttribute('lang')).toBe(locale);
  expect(texts(document.querySelectorAll('h1'))).toEqual([record.title[locale]]);
  expect(title(document)).toBe(`${record.title[locale]} | Siyana`);

  const hero = document.querySelector('main section')!;
  expect(texts(hero.querySelectorAll('dd'))).toEqual(record.stats.map((stat) => stat.value));
  expect(texts(hero.querySelectorAll('dt'))).toEqual(record.stats.map((stat) => stat.label[locale]));

  const services = region(document, t.features);
  expect(texts(services.querySelectorAll('h3'))).toEqual(record.features.map((card) => card.title[locale]));
  for (const card of record.features) expect(text(services)).toContain(card.description[locale]);

  const benefits = region(document, t.keyBenefits);
  expect(texts(benefits.querySelectorAll('li'))).toEqual(record.benefits.map((benefit) => benefit[locale]));
  expect(texts(benefits.querySelectorAll('h3'))).toContain(t.quality);
  expect(texts(benefits.querySelectorAll('dt'))).toEqual(t.guarantees);
  expect(texts(benefits.querySelectorAll('dd'))).toEqual(['9:00-18:00', '1', '24/7']);

  const main = document.querySelector('main')!;
  expect(hrefOf(main, t.getStarted)).toBe(`${prefix[locale]}/request-demo`);
  expect(hrefOf(main, t.keyBenefits)).toBe('#benefits');
  const toggle = document.querySelectorAll('a').find((link) => text(link) === t.language);
  expect(toggle?.getAttribute('href')).toBe(`${prefix[other[locale]]}/sector/${record.id}?lang=${other[locale]}`);
  expect(toggle?.getAttribute('hreflang')).toBe(other[locale]);

  const cta = region(document, t.cta);
  expect(hrefOf(cta, t.demo)).toBe(`${prefix[locale]}/request-demo`);
  expect(hrefOf(cta, t.home)).toBe(locale === 'en' ? '/' : '/ar');
}

describe.each(['en', 'ar'] as const)('sector pages (%s)', (locale) => {
  test.each(sectors.map((record) => [record.id, record] as const))('/sector/%s shows its own content and links', async (id, record) => {
    expectSectorPage(await page(`${prefix[locale]}/sector/${id}`), record, locale);
  });

  test('/sector alone shows the commercial sector', async () => {
    expectSectorPage(await page(`${prefix[locale]}/sector`), sectors.find((record) => record.id === 'commercial')!, locale);
  });
});

test('sector pages are statically generated and add no client JavaScript of their own', async () => {
  const scriptsOf = async (path: string) => (await page(path)).document.querySelectorAll('script[src]').map((script) => script.getAttribute('src')!).sort();
  const homeScripts = await scriptsOf('/');
  expect((await scriptsOf('/sector/office')).filter((src) => !homeScripts.includes(src))).toEqual([]);
  const response = await request('/ar/sector/office');
  expect(response.headers.get('x-nextjs-cache') ?? response.headers.get('x-nextjs-prerender')).toBeTruthy();
});
