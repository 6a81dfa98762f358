import { describe, expect, it } from 'vitest';
import { namedReferences, standards } from './facts';
import { coreSystems, platformFeatureIds, platformFeatures, trustIndicators } from './landing';
import { solutionIds, solutions } from './solutions';

describe('landing content', () => {
  it('has the ten explorer features in the spec order, each with its mockup type', () => {
    expect(platformFeatures.map((feature) => feature.id)).toEqual([...platformFeatureIds]);
    expect(Object.fromEntries(platformFeatures.map((feature) => [feature.id, feature.mockup.type]))).toEqual({
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
    // Every one of the nine chart kinds of the spec is used.
    expect(new Set(platformFeatures.map((feature) => feature.mockup.type)).size).toBe(9);
  });

  it('uses the spec titles for the tiles', () => {
    expect(platformFeatures.map((feature) => feature.title.en)).toEqual([
      'Work Order Management', 'Preventive Maintenance', 'Asset Management', 'Analytics & Reports', 'Mobile App',
      'AI Integration', 'Team Management', 'Smart Scheduling', 'Energy Management', 'Compliance Tracking',
    ]);
  });

  it('has six core systems named as in the Solutions menu (IC is Incident Control), two images each', () => {
    expect(coreSystems.map((system) => system.id)).toEqual([...solutionIds]);
    expect(coreSystems.map((system) => system.title)).toEqual(solutions.map((solution) => solution.title));
    expect(coreSystems.find((system) => system.id === 'ic')?.title.en).toBe('Incident Control');
  });

  it('names the eight standards of the strip, each with what the platform does for it, and no partner', () => {
    expect(standards.map((standard) => standard.id)).toEqual(['iso-55001', 'iso-41001', 'sbc', 'civil-defense', 'cbahi', 'nca-ecc', 'pdpl', 'zatca']);
    expect(namedReferences).toEqual([]);
    expect(trustIndicators).toHaveLength(3);
  });

  it('has every text in both languages', () => {
    const texts = [
      ...trustIndicators,
      ...standards.flatMap((standard) => [standard.mark, standard.does]),
      ...platformFeatures.flatMap((f) => [f.title, f.description, f.badge, f.mainTitle, f.mainDescription, f.mockup.title, f.mockup.subtitle, ...f.mockup.items.map((i) => i.label)]),
      ...coreSystems.flatMap((s) => [s.title, s.description, ...s.images]),
    ];
    for (const text of texts) {
      expect(text.en.trim()).not.toBe('');
      expect(text.ar.trim()).not.toBe('');
    }
  });
});
