import { describe, expect, it } from 'vitest';
import { namedReferences, standards } from './facts';
import { trustIndicators } from './landing';

// The explorer's features and the six systems' cards are part of their records (platform-features/, core-systems/).
describe('landing content', () => {
  it('names the eight standards of the strip, each with what the platform does for it, and no partner', () => {
    expect(standards.map((standard) => standard.id)).toEqual(['iso-55001', 'iso-41001', 'sbc', 'civil-defense', 'cbahi', 'nca-ecc', 'pdpl', 'zatca']);
    expect(namedReferences).toEqual([]);
    expect(trustIndicators).toHaveLength(3);
  });

  it('has every text in both languages', () => {
    const texts = [...trustIndicators, ...standards.flatMap((standard) => [standard.mark, standard.does])];
    for (const text of texts) {
      expect(text.en.trim()).not.toBe('');
      expect(text.ar.trim()).not.toBe('');
    }
  });
});
