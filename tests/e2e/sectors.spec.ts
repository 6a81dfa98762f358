import type { Page } from '@playwright/test';
import { sectors, type Sector } from '../../src/content/sectors';
import { sectorWording } from '../support/page-wording';
import { expect, expectNoAxeViolations, onPhone, test } from './fixtures';

type Locale = 'en' | 'ar';
const locales: Locale[] = ['en', 'ar'];
const prefix = { en: '', ar: '/ar' } as const;
const other = { en: 'ar', ar: 'en' } as const;

const ui = sectorWording;

const home = (locale: Locale) => (locale === 'en' ? '/' : '/ar');

/** Everything a sector page must show: its own title, 3 figures, 6 services, 5 benefits, the quality box and its links. */
async function expectSectorPage(page: Page, record: Sector, locale: Locale) {
  const t = ui[locale];
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(record.title[locale]);
  await expect(page).toHaveTitle(`${record.title[locale]} | Siyana`);

  const hero = page.locator('main section').first();
  await expect(hero.getByRole('definition')).toHaveText(record.stats.map((stat) => stat.value));
  await expect(hero.getByRole('term')).toHaveText(record.stats.map((stat) => stat.label[locale]));

  const services = page.getByRole('region', { name: t.features });
  await expect(services.getByRole('heading', { level: 3 })).toHaveText(record.features.map((card) => card.title[locale]));
  for (const card of record.features) await expect(services.getByText(card.description[locale])).toBeVisible();

  const benefits = page.getByRole('region', { name: t.keyBenefits });
  // Each benefit is numbered by a decorative badge, so its text ends with the benefit.
  await expect(benefits.getByRole('listitem')).toHaveCount(5);
  await expect(benefits.getByRole('listitem')).toContainText(record.benefits.map((benefit) => benefit[locale]));
  await expect(benefits.getByRole('heading', { name: t.quality })).toBeVisible();
  await expect(benefits.getByRole('term')).toHaveText(t.guarantees);
  await expect(benefits.getByRole('definition')).toHaveText(['9:00-18:00', '1', '24/7']);

  await expect(page.getByRole('link', { name: t.getStarted })).toHaveAttribute('href', `${prefix[locale]}/request-demo`);
  await expect(page.getByRole('link', { name: t.keyBenefits })).toHaveAttribute('href', '#benefits');
  const toggle = page.getByRole('link', { name: t.language, exact: true }).first();
  await expect(toggle).toHaveAttribute('href', `${prefix[other[locale]]}/sector/${record.id}?lang=${other[locale]}`);
  await expect(toggle).toHaveAttribute('hreflang', other[locale]);

  const cta = page.getByRole('region', { name: t.cta });
  await expect(cta.getByRole('link', { name: t.demo })).toHaveAttribute('href', `${prefix[locale]}/request-demo`);
  await expect(cta.getByRole('link', { name: t.home })).toHaveAttribute('href', home(locale));
}

for (const locale of locales) {
  test.describe(`sector pages (${locale})`, () => {
    // Every sector record is checked in the rendered HTML by tests/http/sector-pages.test.ts.
    // One test of the template per language: each former test a step; the phone's before the language
    // link, whose choice (a cookie) would redirect the next unprefixed address.
    test('a sector page: its record, roles and links, no accessibility violations; the Key Benefits button; on a phone; the language link', async ({ page }) => {
      await test.step('a sector page: its record, roles and links, no accessibility violations', async () => {
        const response = await page.goto(`${prefix[locale]}/sector/tourism`);
        expect(response?.status()).toBe(200);
        await expectSectorPage(page, sectors.find((record) => record.id === 'tourism')!, locale);
        await expectNoAxeViolations(page);
      });

      await test.step('the Key Benefits button scrolls to the benefits', async () => {
        await page.goto(`${prefix[locale]}/sector/industrial`);
        const heading = page.getByRole('heading', { level: 2, name: ui[locale].keyBenefits });
        await expect(heading).not.toBeInViewport();
        await page.getByRole('link', { name: ui[locale].keyBenefits }).click();
        await expect(page).toHaveURL(/#benefits$/);
        await expect(heading).toBeInViewport();
      });

      await test.step('on a phone: fits the screen and keeps every section', async () => {
        await page.goto(`${prefix[locale]}/sector/residential`);
        await onPhone(page, async () => {
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow).toBeLessThanOrEqual(0);
          await expectSectorPage(page, sectors.find((record) => record.id === 'residential')!, locale);
          await expectNoAxeViolations(page);
        });
      });

      await test.step('the language link opens the same sector in the other language', async () => {
        await page.goto(`${prefix[locale]}/sector/medical`);
        await page.getByRole('link', { name: ui[locale].language, exact: true }).first().click();
        await expect(page).toHaveURL(new RegExp(`${prefix[other[locale]]}/sector/medical$`));
        await expect(page.locator('html')).toHaveAttribute('lang', other[locale]);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(sectors.find((r) => r.id === 'medical')!.title[other[locale]]);
        // The choice sticks: an unprefixed URL now follows it, even after Arabic had been chosen before.
        expect((await page.context().cookies()).find((cookie) => cookie.name === 'language')?.value).toBe(other[locale]);
        if (locale === 'ar') {
          await page.goto('/sector/office');
          await expect(page).toHaveURL(/\/sector\/office$/);
          await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        }
      });
    });
  });
}
