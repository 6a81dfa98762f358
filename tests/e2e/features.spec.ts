import type { Page } from '@playwright/test';
import { coreSystems, type CoreSystem } from '../../src/content/core-systems';
import { platformFeatures, type PlatformFeature } from '../../src/content/platform-features';
import { featureWording } from '../support/page-wording';
import { expect, expectNoAxeViolations, onPhone, test } from './fixtures';

type Locale = 'en' | 'ar';
const locales: Locale[] = ['en', 'ar'];
const prefix = { en: '', ar: '/ar' } as const;
const home = (locale: Locale) => (locale === 'en' ? '/' : '/ar');

const ui = featureWording;

async function expectOneTitle(page: Page, locale: Locale, h1: string, title: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
  await expect(page).toHaveTitle(`${title} | Siyana`);
}

/** A generic feature page: title, 4 stats, 4 key features, 5 benefits with 3 impact meters, links and the band. */
async function expectFeaturePage(page: Page, record: PlatformFeature, locale: Locale) {
  const t = ui[locale];
  const title = record.title[locale];
  await expectOneTitle(page, locale, title, title);
  await expect(page.locator('main section').first().getByRole('link', { name: t.back })).toHaveAttribute('href', home(locale));

  const overview = page.getByRole('region', { name: t.overview(title) });
  await expect(overview.getByText(record.detailedDescription[locale])).toBeVisible();
  await expect(overview.getByRole('definition')).toHaveText(record.stats.map((stat) => stat.value));
  await expect(overview.getByRole('term')).toHaveText(record.stats.map((stat) => stat.label[locale]));

  const keyFeatures = page.getByRole('region', { name: t.keyFeatures });
  await expect(keyFeatures.getByRole('heading', { level: 3 })).toHaveText(record.keyFeatures.map((card) => card.title[locale]));

  const benefits = page.getByRole('region', { name: t.benefits });
  await expect(benefits.getByRole('listitem')).toHaveText(record.benefits.map((benefit) => benefit[locale]));
  await expect(benefits.getByRole('heading', { name: t.impact })).toBeVisible();
  await expect(benefits.getByRole('term')).toHaveText(record.impact.map((meter) => meter.label[locale]));
  await expect(benefits.getByRole('definition')).toHaveText(record.impact.map((meter) => `${meter.percent}%`));

  const cta = page.getByRole('region', { name: t.cta(title) });
  await expect(cta.getByRole('link', { name: t.demo })).toHaveAttribute('href', `${prefix[locale]}/request-demo`);
  await expect(cta.getByRole('link', { name: t.back })).toHaveAttribute('href', home(locale));
  await expect(page.getByRole('region', { name: t.assurances }).getByRole('heading', { level: 3 })).toHaveText(t.band);
}

/** A core-system page: spec claims, live overview, 6 key features, 4 result metrics and its links. */
async function expectCoreSystemPage(page: Page, record: CoreSystem, locale: Locale) {
  const t = ui[locale];
  const name = record.name[locale];
  await expectOneTitle(page, locale, name, `${name} (${record.code})`);

  const hero = page.locator('main section').first();
  const claims = hero.locator('dl').first();
  await expect(claims.getByRole('definition')).toHaveText(record.claims.map((claim) => claim.value));
  await expect(claims.getByRole('term')).toHaveText(record.claims.map((claim) => claim.label[locale]));
  await expect(hero.getByRole('link', { name: t.demo })).toHaveAttribute('href', `${prefix[locale]}/request-demo`);
  await expect(hero.getByRole('link', { name: t.back }).first()).toHaveAttribute('href', home(locale));

  const live = page.getByRole('figure', { name: t.liveNote });
  await expect(live.getByRole('definition')).toHaveText(record.live.tiles.map((tile) => tile.value));

  const keyFeatures = page.getByRole('region', { name: t.coreFeatures });
  await expect(keyFeatures.getByRole('heading', { level: 3 })).toHaveText(record.keyFeatures.map((card) => card.title[locale]));

  const results = page.getByRole('region', { name: t.results });
  await expect(results.getByRole('term')).toHaveText(record.results.map((result) => result.label[locale]));
  for (const result of record.results) await expect(results.getByText(result.description[locale])).toBeVisible();

  const cta = page.getByRole('region', { name: t.coreCta(name) });
  await expect(cta.getByRole('link', { name: t.demo })).toHaveAttribute('href', `${prefix[locale]}/request-demo`);
  await expect(cta.getByRole('link', { name: t.back })).toHaveAttribute('href', home(locale));
}

/** Another page of the same template, on a phone: it fits the screen, and axe finds nothing in that layout. */
async function expectFitsPhone(page: Page, path: string) {
  await test.step(`on a phone: ${path} fits the screen without accessibility violations`, async () => {
    await page.goto(path);
    await onPhone(page, async () => {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

// Every record of both templates is checked in the rendered HTML by tests/http/feature-pages.test.ts;
// here one page of each template per language, as a browser shows it.
for (const locale of locales) {
  test.describe(`feature pages (${locale})`, () => {
    test('a generic feature page: its record, roles and links, no accessibility violations', async ({ page }) => {
      const response = await page.goto(`${prefix[locale]}/feature/analytics`);
      expect(response?.status()).toBe(200);
      await expectFeaturePage(page, platformFeatures.find((record) => record.id === 'analytics')!, locale);
      await expectNoAxeViolations(page);
      await expectFitsPhone(page, `${prefix[locale]}/feature/mobile`);
    });

    test('a core system page: its record, roles and links, no accessibility violations', async ({ page }) => {
      const response = await page.goto(`${prefix[locale]}/feature/em`);
      expect(response?.status()).toBe(200);
      await expectCoreSystemPage(page, coreSystems.find((record) => record.id === 'em')!, locale);
      await expectNoAxeViolations(page);
      await expectFitsPhone(page, `${prefix[locale]}/feature/sm`);
    });
  });
}
