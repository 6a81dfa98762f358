import { describe, expect, it } from 'vitest';
import { collectTexts, repeatedSentences } from '../../tests/support/texts';
import { coreSystemPages } from './core-system-pages';
import { featurePages } from './feature-pages';
import { sectorPages } from './sector-pages';

describe('copy of the sector, feature and core-system pages', () => {
  it('never repeats a sentence between or within pages', () => {
    const texts = [
      ...sectorPages.flatMap((page) => collectTexts(page, `sector ${page.id}`)),
      ...featurePages.flatMap((page) => collectTexts(page, `feature ${page.id}`)),
      ...coreSystemPages.flatMap((page) => collectTexts(page, `core ${page.id}`)),
    ];
    expect(repeatedSentences(texts)).toEqual([]);
  });
});
