import { expect, expectNoAxeViolations, phone, test } from './fixtures';

test.use(phone);

test.describe('phone-width drawer', () => {
  test('top bar keeps only logo, language and menu button', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Solutions' })).toBeHidden();
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeHidden();
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('opens by tap, lists the sections, Sign In and Request Demo, and closes on a link', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Solutions', exact: true })).toHaveAttribute('href', '/#solutions');
    await expect(drawer.getByRole('link', { name: 'Industries', exact: true })).toHaveAttribute('href', '/#industries');
    await expect(drawer.getByRole('link', { name: 'Resources', exact: true })).toHaveAttribute('href', '/#resources');
    await expect(drawer.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
    await expect(drawer.getByRole('link', { name: 'Request Demo' })).toHaveAttribute('href', '/request-demo');
    await expectNoAxeViolations(page);

    await drawer.getByRole('link', { name: 'Resources', exact: true }).tap();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/#resources$/);
  });

  test('closes with its close button and with Escape', async ({ page }) => {
    await page.goto('/ar');
    await page.getByRole('button', { name: 'فتح القائمة' }).tap();
    const drawer = page.getByRole('dialog', { name: 'القائمة' });
    await expect(drawer.getByRole('link', { name: 'اطلب عرضاً توضيحياً' })).toHaveAttribute('href', '/ar/request-demo');
    await expect(drawer.getByRole('link', { name: 'تسجيل الدخول' })).toHaveAttribute('href', '/ar/sign-in');
    await drawer.getByRole('button', { name: 'إغلاق القائمة' }).tap();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'فتح القائمة' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
