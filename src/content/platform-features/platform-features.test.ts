import { describe, expect, it } from 'vitest';
import { collectTexts, textProblems } from '../../../tests/support/texts';
import { defaultPlatformFeatureId, findPlatformFeature, platformFeatureIds, platformFeatures } from '.';

describe('platform feature records', () => {
  it('cover the ten platform features of spec §2.3 in order; /feature alone shows preventive', () => {
    expect([...platformFeatureIds]).toEqual(['work-order', 'preventive', 'asset', 'analytics', 'mobile', 'ai', 'team', 'scheduling', 'energy', 'compliance']);
    expect(platformFeatures.map((feature) => feature.id)).toEqual([...platformFeatureIds]);
    expect(defaultPlatformFeatureId).toBe('preventive');
    expect(findPlatformFeature('ai')?.id).toBe('ai');
    expect(findPlatformFeature('ppc')).toBeUndefined();
  });

  it('use the spec titles for the menus and the landing explorer’s tiles', () => {
    expect(platformFeatures.map((feature) => feature.name.en)).toEqual([
      'Work Order Management', 'Preventive Maintenance', 'Asset Management', 'Analytics & Reports', 'Mobile App',
      'AI Integration', 'Team Management', 'Smart Scheduling', 'Energy Management', 'Compliance Tracking',
    ]);
  });

  it('give each explorer panel its mockup type, the nine chart kinds of the spec all used', () => {
    expect(Object.fromEntries(platformFeatures.map((feature) => [feature.id, feature.explorer.mockup.type]))).toEqual({
      'work-order': 'list',
      preventive: 'calendar',
      asset: 'donut',
      analytics: 'bar',
      mobile: 'list',
      ai: 'line',
      team: 'column',
      scheduling: 'progress',
      energy: 'wave',
      compliance: 'gauge',
    });
    expect(new Set(platformFeatures.map((feature) => feature.explorer.mockup.type)).size).toBe(9);
  });

  // The counts of key features, benefits, stats and meters are fixed by their tuple types.
  it('have numeric stats and impact meters within 0-100% each', () => {
    for (const feature of platformFeatures) {
      for (const stat of feature.stats) expect(stat.value, feature.id).toMatch(/^\d[\d.,/-]*[%+]?$/);
      for (const meter of feature.impact) {
        expect(meter.percent, feature.id).toBeGreaterThan(0);
        expect(meter.percent, feature.id).toBeLessThanOrEqual(100);
      }
    }
  });

  it('each draw a different chart in the page’s hero', () => {
    expect(new Set(platformFeatures.map((feature) => feature.scene.chart)).size).toBe(platformFeatures.length);
    for (const feature of platformFeatures) expect(feature.scene.series.length, feature.id).toBeGreaterThan(0);
  });

  // The page's texts; the menu and explorer texts are checked for both languages below (their
  // Arabic figures are not isolated, so the page's figure check does not apply to them).
  it('have every page text in both languages, in the right script, with the same figures', () => {
    const pageOf = ({ badge, title, description, detailedDescription, stats, keyFeatures, benefits, impact, scene }: (typeof platformFeatures)[number]) =>
      ({ badge, title, description, detailedDescription, stats, keyFeatures, benefits, impact, scene });
    const problems = platformFeatures.flatMap((feature) => collectTexts(pageOf(feature), feature.id)).flatMap(textProblems);
    expect(problems).toEqual([]);
  });

  it('have every menu and explorer text in both languages', () => {
    const texts = platformFeatures.flatMap((f) => [f.name, f.blurb, f.explorer.badge, f.explorer.title, f.explorer.description, f.explorer.mockup.title, f.explorer.mockup.subtitle, ...f.explorer.mockup.items.map((i) => i.label)]);
    for (const text of texts) {
      expect(text.en.trim()).not.toBe('');
      expect(text.ar.trim()).not.toBe('');
    }
  });
});
