import { describe, expect, it } from 'vitest';
import { partners } from './facts';
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

  it('has eight partners, each named in both languages with its own mark and initial', () => {
    expect(partners).toHaveLength(8);
    for (const locale of ['en', 'ar'] as const) {
      expect(new Set(partners.map((partner) => partner.name[locale])).size).toBe(8);
      expect(new Set(partners.map((partner) => partner.initial[locale])).size).toBe(8);
    }
    expect(new Set(partners.map((partner) => partner.mark)).size).toBe(8);
    for (const partner of partners) {
      expect(partner.name.ar).toMatch(/^[\u0600-\u06FF\s]+$/);
      expect(partner.name.ar).toContain(partner.initial.ar);
      expect(partner.name.en).toContain(partner.initial.en);
    }
    expect(trustIndicators).toHaveLength(3);
  });

  it('has every text in both languages', () => {
    const texts = [
      ...trustIndicators,
      ...partners.map((partner) => partner.name),
      ...platformFeatures.flatMap((f) => [f.title, f.description, f.badge, f.mainTitle, f.mainDescription, f.mockup.title, f.mockup.subtitle, ...f.mockup.items.map((i) => i.label)]),
      ...coreSystems.flatMap((s) => [s.title, s.description, ...s.images]),
    ];
    for (const text of texts) {
      expect(text.en.trim()).not.toBe('');
      expect(text.ar.trim()).not.toBe('');
    }
  });
});
