import { describe, expect, it } from 'vitest';
import { collectTexts, textProblems } from '../../tests/support/texts';
import { defaultFeatureId, featureIds, featurePages, findFeaturePage } from './feature-pages';

describe('generic feature page records', () => {
  it('cover the ten platform features of spec §2.3 in order; /feature alone shows preventive', () => {
    expect([...featureIds]).toEqual(['work-order', 'preventive', 'asset', 'analytics', 'mobile', 'ai', 'team', 'scheduling', 'energy', 'compliance']);
    expect(featurePages.map((page) => page.id)).toEqual([...featureIds]);
    expect(defaultFeatureId).toBe('preventive');
    expect(findFeaturePage('ai')?.id).toBe('ai');
    expect(findFeaturePage('ppc')).toBeUndefined();
  });

  // The counts of key features, benefits, stats and meters are fixed by their tuple types.
  it('have numeric stats and impact meters within 0-100% each', () => {
    for (const page of featurePages) {
      for (const stat of page.stats) expect(stat.value, page.id).toMatch(/^\d[\d.,/-]*[%+]?$/);
      for (const meter of page.impact) {
        expect(meter.percent, page.id).toBeGreaterThan(0);
        expect(meter.percent, page.id).toBeLessThanOrEqual(100);
      }
    }
  });

  it('each draw a different chart in the hero', () => {
    expect(new Set(featurePages.map((page) => page.scene.chart)).size).toBe(featurePages.length);
    for (const page of featurePages) expect(page.scene.series.length, page.id).toBeGreaterThan(0);
  });

  it('have every text in both languages, in the right script, with the same figures', () => {
    const problems = featurePages.flatMap((page) => collectTexts(page, page.id)).flatMap(textProblems);
    expect(problems).toEqual([]);
  });
});
