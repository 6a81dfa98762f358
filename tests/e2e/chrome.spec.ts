import { expect, expectNoAxeViolations, test } from './fixtures';
import { coreSystemItems } from '../../src/content/core-systems';
import { platformFeatureIds } from '../../src/content/platform-features';
import { sectorItems } from '../../src/content/sectors';

// The hrefs the records derive (content/hrefs.ts), in menu order.
const solutionHrefs = [...coreSystemItems.map((item) => item.href), '/ai-features'];
const sectorHrefs = sectorItems.map((item) => item.href);

test.describe('site chrome in English', () => {
  test('top bar: logo, panels with their cards, Sign In and Request Demo', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Siyana home' })).toHaveAttribute('href', '/');
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
    await expect(header.getByRole('link', { name: 'Request Demo' })).toHaveAttribute('href', '/detailed-demo-request');

    // Hover opens the Solutions panel: the six core systems and the AI features, each with title, description
    // and stat badge, then the ten platform features.
    await header.getByRole('button', { name: 'Solutions' }).hover();
    const solutions = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
    await expect(solutions).toHaveCount(7 + platformFeatureIds.length);
    for (const [index, href] of solutionHrefs.entries()) await expect(solutions.nth(index)).toHaveAttribute('href', href);
    await expect(solutions.first()).toContainText('Planned Preventive Care');

    // Hovering the next trigger swaps the panel.
    await header.getByRole('button', { name: 'Industries' }).hover();
    const industries = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
    await expect(industries).toHaveCount(6);
    for (const [index, href] of sectorHrefs.entries()) await expect(industries.nth(index)).toHaveAttribute('href', href);
  });

  test('panels open by keyboard and close with Escape', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Resources' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const cards = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
    await expect(cards).toHaveCount(14);
    await expect(cards.first()).toHaveAttribute('href', '/resources/hub');
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('a click on a panel card navigates', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Industries' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Medical/ }).click();
    await expect(page).toHaveURL(/\/sector\/medical$/);
  });

  test('footer: three link columns, legal links, social links, copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const name of ['Solutions', 'Platform features', 'Platform', 'Company']) await expect(footer.getByRole('heading', { name, exact: true })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    await expect(footer.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookies');
    await expect(footer.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('target', '_blank');
    // Pages are generated at build time, which for this test run is today.
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Siyana`);
    await expect(footer.getByRole('link', { name: 'About Siyana' })).toHaveAttribute('href', '/about');
    await expect(footer.getByRole('link', { name: 'Trust & Security' })).toHaveAttribute('href', '/trust');
    for (const link of await footer.getByRole('link').all()) {
      const href = await link.getAttribute('href');
      expect(href === '#' || href === '', `footer link ${await link.textContent()}`).toBe(false);
    }
  });

  // The page with its panels closed is checked whole by landing.spec.ts.
  test('no accessibility violations with a panel open', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Solutions' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveCount(7 + platformFeatureIds.length);
    await expectNoAxeViolations(page, { include: 'header' });
  });
});

test.describe('site chrome in Arabic', () => {
  test('is right-to-left and fully Arabic, with locale-aware links', async ({ page }) => {
    await page.goto('/ar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'الصفحة الرئيسية لـ Siyana' })).toHaveAttribute('href', '/ar');
    await expect(header.getByRole('link', { name: 'اطلب عرضاً توضيحياً' })).toHaveAttribute('href', '/ar/detailed-demo-request');
    await expect(header.getByRole('link', { name: 'تسجيل الدخول' })).toHaveAttribute('href', '/ar/sign-in');
    await header.getByRole('button', { name: 'الحلول' }).hover();
    const cards = page.getByRole('navigation', { name: 'الرئيسية' }).getByRole('link');
    await expect(cards).toHaveCount(7 + platformFeatureIds.length);
    await expect(cards.first()).toHaveAttribute('href', '/ar/feature/ppc');
    await expect(cards.first()).toContainText('الرعاية الوقائية المخططة');

    // Right-to-left for real: the logo sits at the right edge, the Request Demo button at the left.
    const logoBox = await header.getByRole('link', { name: 'الصفحة الرئيسية لـ Siyana' }).boundingBox();
    const demoBox = await header.getByRole('link', { name: 'اطلب عرضاً توضيحياً' }).boundingBox();
    expect(logoBox!.x).toBeGreaterThan(demoBox!.x);

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'سياسة الخصوصية' })).toHaveAttribute('href', '/ar/privacy');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Siyana. جميع الحقوق محفوظة`);
    await expect(footer.getByRole('link', { name: 'عن Siyana' })).toHaveAttribute('href', '/ar/about');
    await expect(footer.getByRole('link', { name: 'الثقة والأمان' })).toHaveAttribute('href', '/ar/trust');
  });

  test('no accessibility violations with a panel open', async ({ page }) => {
    await page.goto('/ar');
    await page.getByRole('button', { name: 'الحلول' }).click();
    await expect(page.getByRole('navigation', { name: 'الرئيسية' }).getByRole('link')).toHaveCount(7 + platformFeatureIds.length);
    await expectNoAxeViolations(page, { include: 'header' });
  });
});
