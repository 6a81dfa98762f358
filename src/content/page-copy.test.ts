import { describe, expect, it } from 'vitest';
import { collectTexts, repeatedSentences } from '../../tests/support/texts';
import { coreSystemPages } from './core-system-pages';
import { capability, savings } from './facts';
import { featurePages } from './feature-pages';
import { sectorPages } from './sector-pages';

/**
 * The labels of the shared capability figures: issue 33 wants every page about one capability to state
 * it in the same words and figure, so these repeat by design. Every other sentence is written once.
 */
const sharedFigureLabels = new Set<string>([...Object.values(savings), ...Object.values(capability)].flatMap((fact) => [fact.label.en, fact.label.ar]));

describe('copy of the sector, feature and core-system pages', () => {
  it('never repeats a sentence between or within pages, except the shared figures’ labels', () => {
    const texts = [
      ...sectorPages.flatMap((page) => collectTexts(page, `sector ${page.id}`)),
      ...featurePages.flatMap((page) => collectTexts(page, `feature ${page.id}`)),
      ...coreSystemPages.flatMap((page) => collectTexts(page, `core ${page.id}`)),
    ].filter(({ text }) => !sharedFigureLabels.has(text.en));
    expect(repeatedSentences(texts)).toEqual([]);
    expect(texts.length).toBeGreaterThan(300);
  });
});
