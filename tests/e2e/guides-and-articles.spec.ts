import { guides } from '@/content/guides';
import { seedPosts } from '@/content/seed-posts';
import { expect, expectNoAxeViolations, phone, test } from './fixtures';

type Locale = 'en' | 'ar';
const locales: Locale[] = ['en', 'ar'];
const prefix = (locale: Locale) => (locale === 'ar' ? '/ar' : '');

test.describe('guides', () => {
  for (const locale of locales) {
    test(`every guide has a page with contents whose links reach linkable headings (${locale})`, async ({ page }) => {
      for (const guide of guides) {
        const response = await page.goto(`${prefix(locale)}/resources/guides/${guide.id}`);
        expect(response?.status(), guide.id).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.title[locale]);
        const contents = page.getByRole('navigation', { name: locale === 'ar' ? 'محتويات الدليل' : 'In this guide' });
        const entries = contents.getByRole('link');
        await expect(entries).toHaveCount(guide[locale].sections.length);
        for (const section of guide[locale].sections) {
          await expect(page.locator(`h2#${section.id}`), `${guide.id}#${section.id}`).toHaveText(section.title);
        }
      }
    });
  }

  test('a contents link moves to its section and the address can be shared', async ({ page }) => {
    const guide = guides[1]!;
    const section = guide.ar.sections[2]!;
    await page.goto(`/ar/resources/guides/${guide.id}`);
    await page.getByRole('navigation', { name: 'محتويات الدليل' }).getByRole('link', { name: section.title }).click();
    await expect(page).toHaveURL(new RegExp(`#${section.id}$`));
    await expect(page.locator(`h2#${section.id}`)).toBeInViewport();
    await page.goto(`/resources/guides/${guide.id}#${guide.en.sections[3]!.id}`);
    await expect(page.locator(`h2#${guide.en.sections[3]!.id}`)).toBeInViewport();
  });

  test('has no accessibility violations, on a phone too, in both languages', async ({ browser }) => {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    for (const locale of locales) {
      await page.goto(`${prefix(locale)}/resources/guides/${guides[0]!.id}`);
      await expectNoAxeViolations(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, 'no sideways scrolling').toBeLessThanOrEqual(390);
    }
    await context.close();
  });

  test('an unknown guide answers 404 with the guides listed; the bare folder leads to the hub', async ({ page, request }) => {
    const response = await page.goto('/ar/resources/guides/no-such-guide');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الدليل غير موجود');
    await expect(page.getByRole('link', { name: guides[0]!.title.ar })).toBeVisible();
    const bare = await request.get('/resources/guides', { maxRedirects: 0 });
    expect(bare.status()).toBe(308);
    expect(bare.headers()['location']).toBe('/resources/hub#guides');
  });

  test('the hub leads to every guide: the featured playbook and the five others', async ({ page }) => {
    await page.goto('/resources/hub');
    await page.locator('[data-featured="guide"]').getByRole('link', { name: 'Read the Guide' }).click();
    await expect(page).toHaveURL(new RegExp(`/resources/guides/${guides[0]!.id}$`));
    await page.goto('/ar/resources/hub');
    for (const guide of guides.slice(1)) {
      await expect(page.locator('#guides').getByRole('link', { name: guide.title.ar, exact: true })).toHaveAttribute('href', `/ar/resources/guides/${guide.id}`);
    }
  });
});

test.describe('articles', () => {
  for (const locale of locales) {
    test(`the seeded articles are real posts: listed newest first, each with its page, reading time and related posts (${locale})`, async ({ page }) => {
      const newestFirst = [...seedPosts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
      await page.goto(`${prefix(locale)}/resources/blog`);
      // Other tests may publish posts meanwhile; the seeded ones keep their order among them.
      const seeded = new Set(newestFirst.map((post) => post[locale].title));
      const titles = await page.locator('main article h2 a, main article h3 a').allTextContents();
      expect(titles.filter((title) => seeded.has(title))).toEqual(newestFirst.map((post) => post[locale].title));

      const post = newestFirst[1]!;
      await page.getByRole('link', { name: post[locale].title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/resources/blog/${encodeURIComponent(post[locale].slug)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post[locale].title);
      await expect(page.locator('main')).toContainText(locale === 'ar' ? /قراءة في/ : /\d+ min read/);
      const related = page.locator('section[aria-labelledby="related-title"] article');
      await expect(related).toHaveCount(3);
      // The translation is linked, and hreflang names it.
      const other = locale === 'ar' ? 'en' : 'ar';
      await expect(page.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute('href', new RegExp(`/resources/blog/${encodeURIComponent(post[other].slug)}$`));
      await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', new RegExp(`${prefix(locale)}/resources/blog/feed\\.xml$`));
    });
  }

  test('the category row filters the posts', async ({ page }) => {
    await page.goto('/resources/blog?category=energy');
    const cards = page.locator('main li article');
    const energy = seedPosts.filter((post) => post.category === 'energy');
    for (const post of energy) await expect(cards.filter({ hasText: post.en.title })).toHaveCount(1);
    for (const card of await cards.all()) await expect(card.locator('p').first()).toHaveText('Energy');
    await expect(cards.filter({ hasText: seedPosts.find((post) => post.category === 'mobile')!.en.title })).toHaveCount(0);
  });

  test('each language has an Atom feed of its posts, and the sitemap names every post with its translation', async ({ request }) => {
    for (const locale of locales) {
      const feed = await request.get(`${prefix(locale)}/resources/blog/feed.xml`);
      expect(feed.status()).toBe(200);
      expect(feed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
      const xml = await feed.text();
      expect(xml).toContain(`xml:lang="${locale}"`);
      for (const post of seedPosts) expect(xml).toContain(`<title>${post[locale].title.replace(/&/g, '&amp;').replace(/'/g, '&apos;')}</title>`);
    }
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const post = seedPosts[0]!;
    const entry = sitemap.split('<url>').find((block) => block.includes(`/resources/blog/${post.en.slug}</loc>`));
    expect(entry).toMatch(new RegExp(`hreflang="ar" href="https?://[^/"]+/ar/resources/blog/${encodeURIComponent(post.ar.slug)}"`));
  });
});
