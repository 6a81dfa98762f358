import { describe, expect, it } from 'vitest';
import { navigationGroups } from './navigation';
import { coreSystemItems } from './core-systems';
import { staticRoutes } from './routes';
import { sectorItems } from './sectors';
import { collectTexts, latinWords } from './text-checks';

const hrefs = navigationGroups.flatMap((group) => group.items.map((item) => item.href));

describe('the menus’ one list', () => {
  it('offers every resource page, the AI features, every core system and every sector', () => {
    const destinations = [
      '/ai-features',
      ...staticRoutes.filter((route) => route.startsWith('/resources/')),
      ...coreSystemItems.map((item) => item.href),
      ...sectorItems.map((item) => item.href),
    ];
    for (const destination of destinations) expect(hrefs, destination).toContain(destination);
  });

  // That each is a page of the site is hrefs.test.ts's business.
  it('lists each page once', () => {
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  // Figures of the shared catalogue cards are the facts module's business (content.test.ts).
  it('has every text in both languages, Arabic in Arabic', () => {
    for (const { path, text } of collectTexts(navigationGroups.map((group) => group.items.map(({ title, description, stat }) => ({ title, description, stat }))))) {
      expect(text.en.trim(), path).not.toBe('');
      expect(text.ar, path).toMatch(/[\u0600-\u06FF]/);
      expect(latinWords(text.ar), path).toEqual([]);
    }
  });
});
