import { describe, expect, it } from 'vitest';
import ar from '../../messages/ar.json';
import en from '../../messages/en.json';
import { coreSystems } from './core-systems';
import * as facts from './facts';
import { landingClaims } from './landing';
import { platformFeatures } from './platform-features';
import { sectors } from './sectors';
import { conflictingFigures, liveWords, organisationNames, type StatedFigure } from './text-checks';

/** Every content module, seed post and guide, except the guards' own lists. */
const contentModules = import.meta.glob<Record<string, unknown>>(['./**/*.ts', '!./**/*.test.ts', '!./text-checks.ts'], { eager: true });

/** Every string inside a value, with where it was found. */
function strings(value: unknown, path: string): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (value === null || typeof value !== 'object' || '$$typeof' in value) return [];
  return Object.entries(value).flatMap(([key, child]) => strings(child, `${path}.${key}`));
}

/** The names the copy may state: public standards and bodies, and named references (none today). */
const allowedNames = [...facts.publicBodies, ...facts.namedReferences.flatMap((name) => [name.en, name.ar])];

function organisationsIn(sources: Record<string, unknown>): string[] {
  return Object.entries(sources)
    .flatMap(([name, value]) => strings(value, name))
    // The staff area's own strings are not public copy (its search hint names an example company).
    .filter(({ path }) => !/^facts\.(publicBodies|namedReferences)\.|^messages\.(en|ar)\.Admin\./.test(path))
    .flatMap(({ path, text }) => organisationNames(text, allowedNames).map((found) => `${path}: ${found}`));
}

const copy = { ...contentModules, 'messages.en': en, 'messages.ar': ar };

describe('proof that holds: no invented organisation', () => {
  it('names no organisation the facts module does not hold, in either language', () => {
    expect(organisationsIn(copy)).toEqual([]);
    // The scan reaches the copy: thousands of strings in both languages.
    expect(Object.entries(copy).flatMap(([name, value]) => strings(value, name)).length).toBeGreaterThan(3000);
  });

  it('catches a planted invented partner, in English and in Arabic', () => {
    const planted = {
      landing: { strip: [{ en: 'Najd Facilities Group', ar: 'هيئة سدير للتطوير' }, { en: 'Falak Cloud', ar: 'رمال للبيانات' }] },
      messages: { Landing: { trusted: { title: 'Our partners: the Ministry of Smart Buildings and Oasis Property Company' } } },
    };
    expect(organisationsIn(planted)).toEqual([
      'landing.strip.0.en: Najd Facilities Group',
      'landing.strip.0.ar: هيئة سدير للتطوير',
      'landing.strip.1.en: Falak Cloud',
      'landing.strip.1.ar: رمال للبيانات',
      'messages.Landing.trusted.title: Ministry of Smart Buildings',
      'messages.Landing.trusted.title: Oasis Property Company',
    ]);
  });

  it('lets the copy name the standards and public bodies, never as partners', () => {
    expect(organisationNames('Evidence for Civil Defense inspections and the Saudi Electricity Company bill', allowedNames)).toEqual([]);
    expect(organisationNames('فواتير الشركة السعودية للكهرباء وتفتيش الدفاع المدني، و100+ شركة تثق في Siyana', allowedNames)).toEqual([]);
    expect(facts.standards.map((standard) => standard.mark.en)).toEqual([
      'ISO 55001',
      'ISO 41001',
      'Saudi Building Code',
      'Civil Defense requirements',
      'CBAHI',
      'NCA Essential Cybersecurity Controls',
      'PDPL',
      'ZATCA e-invoicing',
    ]);
  });
});

/** Every text of a picture of the product: mock-ups, sample panels and their labels. */
function mockupTexts(sources: { messages: { en: typeof en; ar: typeof ar } } & Record<string, unknown>): { path: string; text: string }[] {
  const { messages, ...records } = sources;
  return [
    ...strings(messages.en.Landing.dashboard, 'messages.en.Landing.dashboard'),
    ...strings(messages.ar.Landing.dashboard, 'messages.ar.Landing.dashboard'),
    ...strings({ liveTitle: messages.en.Feature.core.liveTitle, liveBadge: messages.en.Feature.core.liveBadge }, 'messages.en.Feature.core'),
    ...strings({ liveTitle: messages.ar.Feature.core.liveTitle, liveBadge: messages.ar.Feature.core.liveBadge }, 'messages.ar.Feature.core'),
    ...strings(messages.en.Ai.live, 'messages.en.Ai.live'),
    ...strings(messages.ar.Ai.live, 'messages.ar.Ai.live'),
    ...strings(records, 'records'),
  ];
}

function liveLabels(texts: { path: string; text: string }[]): string[] {
  return texts.flatMap(({ path, text }) => liveWords(text).map((word) => `${path}: ${word}`));
}

const mockupRecords = {
  platformFeatureMockups: platformFeatures.map((feature) => feature.explorer.mockup),
  coreSystemPanels: coreSystems.map((system) => system.live),
  featureScenes: platformFeatures.map((feature) => feature.scene),
};

describe('proof that holds: pictures say sample data', () => {
  it('labels no mock-up "Live" or "مباشر", and the dashboard says it shows sample data', () => {
    expect(liveLabels(mockupTexts({ messages: { en, ar }, ...mockupRecords }))).toEqual([]);
    expect(en.Landing.dashboard.live).toBe('Sample data');
    expect(ar.Landing.dashboard.live).toBe('بيانات نموذجية');
    expect(en.Feature.core.liveBadge).toBe('Sample data');
  });

  it('catches a planted "Live" badge, in English and in Arabic', () => {
    const planted = structuredClone({ en, ar });
    planted.en.Landing.dashboard.live = 'Live';
    planted.ar.Feature.core.liveBadge = 'مباشر';
    expect(liveLabels(mockupTexts({ messages: planted }))).toEqual(['messages.en.Landing.dashboard.live: Live', 'messages.ar.Feature.core.liveBadge: مباشر']);
  });
});

/** Every headline figure of the pages that cover a capability, with the page's name. */
function statedFigures(): StatedFigure[] {
  const of = (page: string, list: readonly { value: string; label: { en: string } }[]) => list.map(({ value, label }) => ({ page, value, label: label.en }));
  return [
    ...coreSystems.flatMap((system) => [...of(`solutions/${system.id}`, system.claims), ...of(`solutions/${system.id}`, system.results)]),
    ...platformFeatures.flatMap((feature) => of(`features/${feature.id}`, feature.stats)),
    ...sectors.flatMap((sector) => of(`sector/${sector.id}`, sector.stats)),
    ...of('landing', landingClaims),
    ...of('ai', [facts.ai.earlyWarning, facts.ai.responseTime, facts.ai.downtime]),
  ];
}

describe('one figure per capability, on every page', () => {
  it('states each measure (energy, asset life, downtime, audit preparation ...) with one value across pages', () => {
    const figures = statedFigures();
    expect(conflictingFigures(figures)).toEqual([]);
    expect(figures.length).toBeGreaterThan(80);
  });

  it('has PPM and preventive, EM and energy, CM and compliance share their figures', () => {
    const values = (page: string) => new Set(statedFigures().filter((figure) => figure.page === page).map((figure) => `${figure.label}=${figure.value}`));
    for (const [system, feature] of [['ppm', 'preventive'], ['em', 'energy'], ['cm', 'compliance']]) {
      const shared = [...values(`solutions/${system}`)].filter((entry) => values(`features/${feature}`).has(entry));
      expect(shared.length, `${system} / ${feature}`).toBeGreaterThanOrEqual(2);
    }
  });

  it('catches a planted conflicting figure, even worded differently', () => {
    const planted = [
      ...statedFigures(),
      { page: 'solutions/ppm', label: 'Longer asset lifespan', value: '45%' },
      { page: 'solutions/em', label: 'Energy savings', value: '35%' },
    ];
    expect(conflictingFigures(planted)).toEqual([
      expect.stringMatching(/^asset-life: 10-20% \(.*features\/preventive.*\) \/ 45% \(solutions\/ppm\)$/),
      expect.stringMatching(/^energy: 10-25% \(.*features\/energy.*\) \/ 35% \(solutions\/em\)$/),
    ]);
  });
});
