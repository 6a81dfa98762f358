import { expect, phone, test } from './fixtures';
import { platformFeatureIds } from '../../src/content/platform-features';

test.describe('desktop panels by keyboard', () => {
  test('ArrowDown opens a panel at its first link; arrows, Home and End move within it; Escape returns to the trigger', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const trigger = nav.getByRole('button', { name: 'Solutions' });
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const links = nav.getByRole('link');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(links.first()).toBeFocused();
    // From the first link ArrowUp wraps round to the last.
    await page.keyboard.press('ArrowUp');
    await expect(links.last()).toBeFocused();
    await expect(links.last()).toHaveAttribute('href', `/feature/${platformFeatureIds.at(-1)}`);
    await page.keyboard.press('Home');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('End');
    await expect(links.last()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(links).toHaveCount(0);

    // ArrowUp on a closed trigger opens it at its last link.
    await page.keyboard.press('ArrowUp');
    await expect(links.last()).toBeFocused();
  });

  test('Tab from an open trigger enters its panel first; leaving the panel closes it', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const industries = nav.getByRole('button', { name: 'Industries' });
    await industries.focus();
    await page.keyboard.press('Enter');
    await expect(industries).toHaveAttribute('aria-expanded', 'true');
    const links = nav.getByRole('link');
    await page.keyboard.press('Tab');
    await expect(links.first()).toBeFocused();
    await expect(links.first()).toHaveAttribute('href', '/sector/commercial');

    // Through the six sector cards, then on to the next trigger: the panel closes behind the focus.
    for (let step = 1; step < 6; step += 1) await page.keyboard.press('Tab');
    await expect(links.last()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('button', { name: 'Resources' })).toBeFocused();
    await expect(industries).toHaveAttribute('aria-expanded', 'false');

    // Shift+Tab from a panel's first link goes back to its trigger and keeps the panel open.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(links.first()).toHaveAttribute('href', '/resources/hub');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(nav.getByRole('button', { name: 'Resources' })).toBeFocused();
    await expect(nav.getByRole('button', { name: 'Resources' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('works the same on the Arabic pages', async ({ page }) => {
    await page.goto('/ar');
    const nav = page.getByRole('navigation', { name: 'الرئيسية' });
    await nav.getByRole('button', { name: 'الموارد' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link').first()).toBeFocused();
    await expect(nav.getByRole('link').first()).toHaveAttribute('href', '/ar/resources/hub');
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link').nth(1)).toBeFocused();
  });
});

/** Every link of the three desktop panels, opened one after the other. */
async function desktopMenuHrefs(page: import('@playwright/test').Page, locale: 'en' | 'ar'): Promise<string[]> {
  await page.goto(locale === 'en' ? '/' : '/ar');
  const nav = page.getByRole('navigation', { name: locale === 'en' ? 'Main' : 'الرئيسية' });
  const hrefs: string[] = [];
  for (const trigger of await nav.getByRole('button').all()) {
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link').first()).toBeVisible();
    for (const link of await nav.getByRole('link').all()) hrefs.push((await link.getAttribute('href'))!);
    await page.keyboard.press('Escape');
  }
  return hrefs;
}

test.describe('phone drawer', () => {
  for (const locale of ['en', 'ar'] as const) {
    test(`offers every destination of the desktop panels (${locale})`, async ({ page, browser }) => {
      const desktop = await desktopMenuHrefs(page, locale);
      const prefix = locale === 'ar' ? '/ar' : '';
      expect(desktop.length).toBe(7 + platformFeatureIds.length + 6 + 14);
      for (const path of ['/ai-features', '/resources/qr-generator', '/resources/courses', '/resources/learning', '/resources/partnerships']) {
        expect(desktop).toContain(`${prefix}${path}`);
      }

      const context = await browser.newContext({ ...phone, baseURL: test.info().project.use.baseURL });
      const mobile = await context.newPage();
      await mobile.goto(locale === 'en' ? '/' : '/ar');
      await mobile.locator('html[data-ready]').waitFor({ state: 'attached' });
      await mobile.getByRole('button', { name: locale === 'en' ? 'Open menu' : 'فتح القائمة' }).tap();
      const drawer = mobile.getByRole('dialog');
      await expect(drawer).toBeVisible();
      const drawerHrefs = await drawer.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(drawerHrefs.filter((href) => !href!.includes('#'))).toEqual(expect.arrayContaining(desktop));
      for (const href of desktop) expect(drawerHrefs, href).toContain(href);
      await context.close();
    });
  }
});

test.describe('hamburger button', () => {
  test.use(phone);

  test('says whether the menu is open and which element it controls', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Open menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const controls = await button.getAttribute('aria-controls');
    expect(controls).toBeTruthy();
    await button.tap();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveAttribute('id', controls!);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('events: invitations', () => {
  // The empty state's "Notify me" shows only when nothing is upcoming; the seeded events are, so the hero's button is used.
  for (const { path, invitations } of [
    { path: '/resources/events', invitations: 'Get event invitations' },
    { path: '/ar/resources/events', invitations: 'احصل على دعوات الفعاليات' },
  ]) {
    test(`puts the focus in the e-mail field (${path})`, async ({ page }) => {
      await page.goto(path);
      const field = page.locator('#newsletter input[type="email"]');
      await page.getByRole('link', { name: invitations }).click();
      await expect(field).toBeFocused();
      await expect(field).toBeInViewport();
      await expect(page).toHaveURL(/#newsletter$/);

      // By keyboard too.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('link', { name: invitations }).focus();
      await page.keyboard.press('Enter');
      await expect(field).toBeFocused();
    });
  }
});
