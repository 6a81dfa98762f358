import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectNoAxeViolations, shareStaffSession, test } from './fixtures';



/** A landscape photo-like JPEG, larger than the biggest variant. */
async function photo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1250">
    <defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="#8fd0f0"/><stop offset="1" stop-color="#1d3a63"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="1400" cy="420" r="150" fill="#fff3c4"/>
    <rect x="200" y="600" width="500" height="650" fill="#2a2f3a"/><rect x="900" y="500" width="400" height="750" fill="#2a2f3a"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** The image has been fetched and decoded (lazy images are scrolled to first). */
async function expectLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
}

test.describe('blog covers', () => {
  shareStaffSession();

  test('staff upload a cover, visitors see it on the card and the post page, and removing it brings back the generated cover', async ({ page, browser }) => {
    const title = `Rooftop chillers in August ${Date.now()}`;
    await page.goto('/admin/blog');

    // A new post has no id yet: the editor says to save it first.
    await page.getByRole('button', { name: 'مقال جديد' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('احفظ المقال أولاً، ثم افتحه للتعديل لإضافة صورة الغلاف.');
    await expect(dialog.getByLabel('ملف الصورة')).toHaveCount(0);
    await dialog.getByLabel('العنوان').fill(title);
    await dialog.getByLabel('الكاتب').fill('Sara');
    await dialog.getByLabel('اللغة', { exact: true }).selectOption('en');
    await dialog.getByLabel('التصنيف').selectOption('energy');
    await dialog.getByLabel('المحتوى (Markdown)').fill('## Before the heat\n\nClean the condenser coils before June.');
    await dialog.getByRole('switch').check();
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const row = page.locator('li').filter({ hasText: title });
    await row.getByRole('button', { name: /تعديل/ }).click();
    const cover = page.getByRole('dialog').getByRole('region', { name: 'صورة الغلاف' });
    await expect(cover).toContainText('لا توجد صورة غلاف');
    await expect(cover.getByLabel('ملف الصورة')).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');

    // Refusals are shown in Arabic: alt text in the wrong language (checked in the browser), a text file
    // renamed .jpg (checked by the server from its bytes).
    await cover.getByLabel('ملف الصورة').setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    await cover.getByLabel('النص البديل').fill('مبردات على السطح');
    await cover.getByRole('button', { name: 'رفع الصورة' }).click();
    await expect(cover.getByRole('alert')).toHaveText('اكتب النص البديل بالإنجليزية، لغة المقال.');
    await cover.getByLabel('ملف الصورة').setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture at all\n'.repeat(50)) });
    await cover.getByLabel('النص البديل').fill('Chillers on a rooftop');
    await cover.getByRole('button', { name: 'رفع الصورة' }).click();
    await expect(cover.getByRole('alert')).toContainText('نقبل صور JPEG أو PNG أو WebP فقط');

    await cover.getByLabel('ملف الصورة').setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    const upload = cover.getByRole('button', { name: 'رفع الصورة' });
    await upload.click();
    const preview = cover.getByRole('img', { name: 'Chillers on a rooftop' });
    await expect(preview).toBeVisible({ timeout: 20_000 });
    await expectLoaded(preview);
    await expect(cover.getByRole('alert')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The public card: the image, with its alt text and 16:9 size attributes, in AVIF where the browser takes it.
    // A context of its own (not browser.newPage()), so axe can open its helper page in it.
    const visitorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const visitor = await visitorContext.newPage();
    await visitor.goto('/resources/blog');
    const card = visitor.locator('article').filter({ has: visitor.getByRole('link', { name: title }) });
    const cardImage = card.getByRole('img', { name: 'Chillers on a rooftop' });
    await expect(cardImage).toHaveAttribute('width', '1600');
    await expect(cardImage).toHaveAttribute('height', '900');
    await expectLoaded(cardImage);
    expect(await cardImage.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(/\/media\/blog\/[^/]+\/[^/]+\/(480|960|1600)\.avif$/);
    await expectNoAxeViolations(visitor);

    await card.getByRole('link', { name: title }).click();
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
    const hero = visitor.locator('main article').first().locator('picture img');
    await expect(hero).toHaveAttribute('alt', 'Chillers on a rooftop');
    await expect(hero).toHaveAttribute('loading', 'eager');
    await expectLoaded(hero);
    const box = await hero.boundingBox();
    expect(Math.abs(box!.width / box!.height - 16 / 9)).toBeLessThan(0.02);
    const media = await visitor.request.get(await hero.evaluate((element: HTMLImageElement) => element.currentSrc));
    expect(media.status()).toBe(200);
    expect(media.headers()['content-type']).toBe('image/avif');
    expect(media.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const postUrl = new URL(visitor.url()).pathname;

    // Removal asks first, then the generated cover takes the image's place.
    await cover.getByRole('button', { name: 'إزالة الصورة' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('إزالة صورة الغلاف؟');
    await confirm.getByRole('button', { name: 'إزالة الصورة' }).click();
    await expect(cover).toContainText('لا توجد صورة غلاف');
    await expect(preview).toHaveCount(0);
    // The removed button's focus goes to the file input, inside the editor.
    await expect(cover.getByLabel('ملف الصورة')).toBeFocused();
    expect((await visitor.request.get(media.url())).status()).toBe(404);

    await visitor.goto(postUrl);
    await expect(visitor.locator('main article').first().locator('picture')).toHaveCount(0);
    await expect(visitor.locator('main article').first().locator('[data-cover="generated"]')).toHaveAttribute('aria-hidden', 'true');
    await visitor.goto('/resources/blog');
    const plainCard = visitor.locator('article').filter({ has: visitor.getByRole('link', { name: title }) });
    await expect(plainCard.locator('[data-cover="generated"]')).toContainText('Energy');
    await expect(plainCard.getByRole('img')).toHaveCount(0);

    // Tidy up: the post goes, and its cover with it.
    // (Escape would first dismiss the success toast, the newest layer.)
    await page.getByRole('dialog').getByRole('button', { name: 'إلغاء' }).first().click();
    await page.locator('li').filter({ hasText: title }).getByRole('button', { name: /حذف/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'حذف' }).click();
    await expect(page.locator('li').filter({ hasText: title })).toHaveCount(0);
    await visitorContext.close();
  });
});
