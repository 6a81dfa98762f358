import { describe, expect, it } from 'vitest';
import { collectTexts, repeatedSentences } from '../../tests/support/texts';
import { coreSystems } from './core-systems';
import { capability, savings } from './facts';
import { platformFeatures } from './platform-features';
import { sectors } from './sectors';

/**
 * The labels of the shared capability figures: issue 33 wants every page about one capability to state
 * it in the same words and figure, so these repeat by design. Every other sentence is written once.
 */
const sharedFigureLabels = new Set<string>([...Object.values(savings), ...Object.values(capability)].flatMap((fact) => [fact.label.en, fact.label.ar]));

describe('copy of the sector, feature and core-system pages', () => {
  it('never repeats a sentence between or within pages, except the shared figures’ labels', () => {
    const texts = [
      ...sectors.flatMap((sector) => collectTexts(sector, `sector ${sector.id}`)),
      ...platformFeatures.flatMap((feature) => collectTexts(feature, `feature ${feature.id}`)),
      ...coreSystems.flatMap((system) => collectTexts(system, `core ${system.id}`)),
    ].filter(({ text }) => !sharedFigureLabels.has(text.en));
    expect(repeatedSentences(texts)).toEqual([]);
    expect(texts.length).toBeGreaterThan(300);
  });
});
