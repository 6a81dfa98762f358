/**
 * Every feature page record (ten platform features, six core systems) in both languages, as the
 * server renders it: each record's own texts and links. The browser tests (tests/e2e/features.spec.ts)
 * check one page of each template per language with roles, axe and a phone.
 */
import { describe, expect, test } from 'vitest';
import { coreSystems, type CoreSystem } from '@/content/core-systems';
import { platformFeatures, type PlatformFeature } from '@/content/platform-features';
import { featureWording } from '../support/page-wording';
import { hrefOf, page, region, text, texts, title, type Page } from './site';

type Locale = 'en' | 'ar';
const prefix = { en: '', ar: '/ar' } as const;
const home = { en: '/', ar: '/ar' } as const;

const ui = featureWording;

function expectPageTitle({ status, document }: Page, locale: Locale, h1: string, pageTitle: string) {
  expect(status).toBe(200);
  expect(document.querySelector('html')?.getAttribute('lang')).toBe(locale);
  expect(texts(document.querySelectorAll('h1'))).toEqual([h1]);
  expect(title(document)).toBe(`${pageTitle} | Siyana`);
}

function expectFeaturePage(rendered: Page, record: PlatformFeature, locale: Locale) {
  const t = ui[locale];
  const name = record.title[locale];
  const { document } = rendered;
  expectPageTitle(rendered, locale, name, name);
  expect(hrefOf(document.querySelector('main section')!, t.back)).toBe(home[locale]);

  const overview = region(document, t.overview(name));
  expect(text(overview)).toContain(record.detailedDescription[locale]);
  expect(texts(overview.querySelectorAll('dd'))).toEqual(record.stats.map((stat) => stat.value));
  expect(texts(overview.querySelectorAll('dt'))).toEqual(record.stats.map((stat) => stat.label[locale]));

  expect(texts(region(document, t.keyFeatures).querySelectorAll('h3'))).toEqual(record.keyFeatures.map((card) => card.title[locale]));

  const benefits = region(document, t.benefits);
  expect(texts(benefits.querySelectorAll('li'))).toEqual(record.benefits.map((benefit) => benefit[locale]));
  expect(texts(benefits.querySelectorAll('dt'))).toEqual(record.impact.map((meter) => meter.label[locale]));
  expect(texts(benefits.querySelectorAll('dd'))).toEqual(record.impact.map((meter) => `${meter.percent}%`));

  const cta = region(document, t.cta(name));
  expect(hrefOf(cta, t.demo)).toBe(`${prefix[locale]}/request-demo`);
  expect(hrefOf(cta, t.back)).toBe(home[locale]);
}

function expectCoreSystemPage(rendered: Page, record: CoreSystem, locale: Locale) {
  const t = ui[locale];
  const { document } = rendered;
  const name = record.name[locale];
  expectPageTitle(rendered, locale, name, `${name} (${record.code})`);

  const hero = document.querySelector('main section')!;
  const claims = hero.querySelector('dl')!;
  expect(texts(claims.querySelectorAll('dd'))).toEqual(record.claims.map((claim) => claim.value));
  expect(texts(claims.querySelectorAll('dt'))).toEqual(record.claims.map((claim) => claim.label[locale]));
  expect(hrefOf(hero, t.demo)).toBe(`${prefix[locale]}/request-demo`);
  expect(hrefOf(hero, t.back)).toBe(home[locale]);

  const live = document.querySelectorAll('figure').find((figure) => figure.querySelectorAll('dd').length === record.live.tiles.length);
  expect(texts(live?.querySelectorAll('dd') ?? [])).toEqual(record.live.tiles.map((tile) => tile.value));

  expect(texts(region(document, t.coreFeatures).querySelectorAll('h3'))).toEqual(record.keyFeatures.map((card) => card.title[locale]));

  const results = region(document, t.results);
  expect(texts(results.querySelectorAll('dt'))).toEqual(record.results.map((result) => result.label[locale]));
  for (const result of record.results) expect(text(results)).toContain(result.description[locale]);

  const cta = region(document, t.coreCta(name));
  expect(hrefOf(cta, t.demo)).toBe(`${prefix[locale]}/request-demo`);
  expect(hrefOf(cta, t.back)).toBe(home[locale]);
}

describe.each(['en', 'ar'] as const)('feature pages (%s)', (locale) => {
  test.each(platformFeatures.map((record) => [record.id, record] as const))('/feature/%s shows its own record', async (id, record) => {
    expectFeaturePage(await page(`${prefix[locale]}/feature/${id}`), record, locale);
  });

  test.each(coreSystems.map((record) => [record.id, record] as const))('/feature/%s shows its core system', async (id, record) => {
    expectCoreSystemPage(await page(`${prefix[locale]}/feature/${id}`), record, locale);
  });

  test('/feature alone shows Preventive Maintenance', async () => {
    expectFeaturePage(await page(`${prefix[locale]}/feature`), platformFeatures.find((record) => record.id === 'preventive')!, locale);
  });
});
