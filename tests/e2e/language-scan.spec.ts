import { publicRoutes } from '@/content/routes';
import { latinWordsAllowedOnArabicPages } from '../support/language-allow-list';
import { expect, test } from './fixtures';
import { reversedFigures } from './support/figures';

/**
 * No English on an Arabic page and no Arabic on an English page (decisions: "Routes and languages"):
 * the visible text, the title, the meta description and every accessible label of every public page.
 * The exceptions: the language switch, which names the other language in that language, and `<code>`
 * (identifiers such as a cookie's name are the same in every language).
 */
type PageTexts = { visible: string; labels: string[] };

// The pages as the server sends them: every text a visitor reads is there before any script runs.
test.use({ javaScriptEnabled: false });

const LANGUAGE_NAMES = { en: 'English', ar: 'العربية' } as const;
// Addresses are written the same in every language: e-mail, web addresses, paths and file names.
const ADDRESSES = /\S+@\S+|https?:\/\/\S+|(?<!\w)\/[\w./-]+|\b[\w-]+(?:\.[\w-]+)*\.(?:sa|com|net|org|txt|xml|csv|pdf)\b/gi;
const allowed = new Set(latinWordsAllowedOnArabicPages.map((word) => word.toLowerCase()));

function latinWords(text: string): string[] {
  return (text.replace(ADDRESSES, ' ').match(/[A-Za-z]{3,}/g) ?? []).filter((word) => !allowed.has(word.toLowerCase()));
}

function arabicRuns(text: string): string[] {
  return text.match(/[\u0600-\u06FF][\u0600-\u06FF\s]*/g)?.map((run) => run.trim()) ?? [];
}

async function pageTexts(page: import('@playwright/test').Page, locale: 'en' | 'ar'): Promise<PageTexts> {
  const other = locale === 'en' ? 'ar' : 'en';
  return page.evaluate(
    ({ other, otherName }) => {
      // The language switch, and only it, may name the other language.
      for (const element of document.querySelectorAll<HTMLElement>(`[lang="${other}"]`)) {
        if (element.textContent?.trim() === otherName) element.style.display = 'none';
      }
      for (const element of document.querySelectorAll<HTMLElement>('code')) element.style.display = 'none';
      const labels = [
        document.title,
        document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
        ...[...document.querySelectorAll('[aria-label], [alt], [title]:not(title)')].flatMap((element) =>
          ['aria-label', 'alt', 'title'].map((name) => element.getAttribute(name) ?? '').filter(Boolean),
        ),
      ];
      return { visible: document.body.innerText, labels };
    },
    { other, otherName: LANGUAGE_NAMES[other] },
  );
}

// One crawl per language: every public route must answer 200 (a missing page fails the scan, it is
// not scanned as a 404 screen) and read in that language only; on the Arabic pages every range and
// percentage reads in order.
for (const locale of ['en', 'ar'] as const) {
  test(`every public page answers 200 and reads in ${LANGUAGE_NAMES[locale]} only`, async ({ page }) => {
    test.setTimeout(120_000);
    for (const route of publicRoutes()) {
      const path = locale === 'en' ? route : `/ar${route === '/' ? '' : route}`;
      const response = await page.goto(path);
      expect.soft(response?.status(), `${path} status`).toBe(200);
      const { visible, labels } = await pageTexts(page, locale);
      if (locale === 'ar') {
        // Ranges and percentages read in order, measured where they are drawn (arabic-figures.spec.ts).
        expect.soft(await reversedFigures(page), `${path}: figures in reading order`).toEqual([]);
        expect.soft(latinWords(visible), `${path}: visible text`).toEqual([]);
        expect.soft(labels.flatMap((label) => latinWords(label).map((word) => `${word} in "${label}"`)), `${path}: title, description and labels`).toEqual([]);
      } else {
        expect.soft(arabicRuns(visible), `${path}: visible text`).toEqual([]);
        expect.soft(labels.flatMap(arabicRuns), `${path}: title, description and labels`).toEqual([]);
      }
    }
  });
}

test('the scan finds what it looks for', () => {
  expect(latinWords('نظام Siyana يدعم ISO 41001 وخطة PPC مع Dashboard')).toEqual(['Dashboard']);
  expect(latinWords('راسلنا على sales@siyana.sa أو https://siyana.sa/app أو app.siyana.sa، والملف /.well-known/security.txt')).toEqual([]);
  expect(arabicRuns('Siyana helps العربية teams')).toEqual(['العربية']);
});
