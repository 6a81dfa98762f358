import { describe, expect, it } from 'vitest';
import ar from '../../messages/ar.json';
import en from '../../messages/en.json';
import { AGEING_SURCHARGE_AT_END_OF_LIFE, DEFAULT_PARTS_PERCENT, savingsRates, VAT_RATE } from './savings';
import { courses } from './courses';
import * as facts from './facts';
import { claimFigures } from './text-checks';

/** Every content module a page renders (the product records through their folders' entry), except the facts module itself and code-only modules. */
const contentModules = import.meta.glob<Record<string, unknown>>(
  [
    './*.ts',
    './core-systems/index.ts',
    './platform-features/index.ts',
    './sectors/index.ts',
    '!./*.test.ts',
    '!./savings.ts',
    '!./text-checks.ts',
    '!./types.ts',
    '!./page-blocks.ts',
    '!./routes.ts',
    '!./hrefs.ts',
  ],
  { eager: true },
);

/**
 * Places whose figures are not claims, each with why. Anything else that states a percentage, a "+",
 * "K" or "x" figure must take it from the facts module.
 */
const notClaims: { path: RegExp; why: string }[] = [
  { path: /^ai\.aiChatSamples\./, why: 'the assistant’s scripted answers read out a demo portfolio' },
  { path: /^ai\.aiRecommendations\./, why: 'sample recommendations about a demo portfolio' },
  { path: /^platform-features\.platformFeatures\.\d+\.explorer\.mockup\./, why: 'sample phone screens, labelled as samples' },
  { path: /^landing\.dashboardFigures\./, why: 'the hero dashboard’s sample data, labelled "Sample data"' },
  { path: /^core-systems\.coreSystems\.\d+\.live\./, why: '"Sample figures from a demo portfolio", as the panel says' },
  { path: /^platform-features\.platformFeatures\.\d+\.scene\./, why: 'the hero illustration’s sample reading' },
  { path: /^blog\./, why: 'sample articles seeded into the database once, then owned by staff' },
  { path: /^messages\.DemoForm\.(budgets|facilitySizes|companySizes)\./, why: 'the ranges of a form’s options' },
];

/** Every string (and every `percent` number, shown as "N%") inside a value, with where it was found. */
function strings(value: unknown, path: string): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (typeof value === 'number') return path.endsWith('.percent') ? [{ path, text: `${value}%` }] : [];
  if (value === null || typeof value !== 'object' || '$$typeof' in value) return [];
  return Object.entries(value).flatMap(([key, child]) => strings(child, `${path}.${key}`));
}

/** The figures the facts module renders: its records, the computed learning counts and the calculator rates. */
function factFigures(): Set<string> {
  const rendered = [
    ...strings(facts, 'facts'),
    ...strings(facts.learningFacts(courses), 'learning'),
    ...Object.values(savingsRates).flatMap((rates) => Object.values(rates).map((rate) => ({ path: 'rate', text: facts.percentOf(rate) }))),
    { path: 'rate', text: facts.percentOf(AGEING_SURCHARGE_AT_END_OF_LIFE) },
    { path: 'rate', text: `${DEFAULT_PARTS_PERCENT}%` },
    { path: 'vat', text: facts.percentOf(VAT_RATE) },
  ];
  return new Set(rendered.flatMap(({ text }) => claimFigures(text)));
}

/** Figures stated in `sources` that the facts module does not render, as "path: figure". */
function unsourcedFigures(sources: Record<string, unknown>, known: Set<string>): string[] {
  return Object.entries(sources)
    .flatMap(([name, value]) => strings(value, name))
    .filter(({ path }) => !notClaims.some((rule) => rule.path.test(path)))
    .flatMap(({ path, text }) => claimFigures(text).filter((figure) => !known.has(figure)).map((figure) => `${path}: ${figure} in "${text}"`));
}

const pageSources = {
  ...Object.fromEntries(Object.entries(contentModules).map(([file, module]) => [file.replace(/^\.\/|(\/index)?\.ts$/g, ''), module])),
  'messages.en': en,
  'messages.ar': ar,
};

describe('one set of facts', () => {
  const known = factFigures();

  it('reads claim figures in both languages alike', () => {
    expect(claimFigures('Trusted by 100+ companies, 30-40% lower costs, 11K+ students, 3x faster')).toEqual(['100+', '30-40%', '11K+', '3x']);
    expect(claimFigures('أكثر من 11 ألف متدرب، و11 ألف+، وخفض 35٪، وأكثر من 100 شركة')).toEqual(['11K+', '11K+', '35%', '100+']);
    expect(claimFigures('+50% by the end of its life; 24/7 support; 2.3 h')).toEqual(['50%']);
  });

  it('holds the figures chosen where the spec disagreed with itself', () => {
    expect(facts.company.customers.value).toBe('100+');
    expect(facts.savings.commercialPortfolios.value).toBe('10-20%');
    expect(facts.savings.energy.value).toBe('10-25%');
    expect(facts.savings.carbon.value).toBe(facts.savings.energy.value);
    expect(facts.learningFacts(courses)).toEqual({ courses: courses.length, lessons: courses.reduce((sum, course) => sum + course.lessonCount, 0), hours: { min: 3, max: 6 } });
  });

  it('is the source of every percentage, "+", "K" and "x" figure of the content records', () => {
    const records = Object.fromEntries(Object.entries(pageSources).filter(([name]) => !name.startsWith('messages.')));
    expect(unsourcedFigures(records, known)).toEqual([]);
    // The scan reaches the page records: they state well over a hundred such figures, all from facts.
    const stated = Object.entries(records).flatMap(([name, value]) => strings(value, name)).flatMap(({ text }) => claimFigures(text));
    expect(stated.length).toBeGreaterThan(150);
  });

  it('is the source of every such figure of the interface messages, in both languages', () => {
    expect(unsourcedFigures({ messages: en }, known)).toEqual([]);
    expect(unsourcedFigures({ messages: ar }, known)).toEqual([]);
  });

  it('catches a page that states a figure of its own', () => {
    const planted = {
      sectors: { sectors: [{ stats: [{ value: '73%', label: { en: 'Cost reduction', ar: 'خفض التكاليف' } }] }] },
      messages: { Landing: { trusted: { title: 'Trusted by 1000+ global companies' } }, Resources: { stat: 'أكثر من 15 ألف متدرب' } },
    };
    expect(unsourcedFigures(planted, known)).toEqual([
      'sectors.sectors.0.stats.0.value: 73% in "73%"',
      'messages.Landing.trusted.title: 1000+ in "Trusted by 1000+ global companies"',
      'messages.Resources.stat: 15K+ in "أكثر من 15 ألف متدرب"',
    ]);
    expect(unsourcedFigures({ sectors: { sectors: [{ stats: [facts.savings.commercialPortfolios] }] } }, known)).toEqual([]);
  });
});
