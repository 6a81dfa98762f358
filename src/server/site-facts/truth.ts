import { publicBodies, support } from '@/content/facts';
import { toWesternDigits } from '@/lib/numbers';
import { pricesOf } from './derived';
import { absoluteClaims, foreignCurrency, organisationNames } from '@/content/text-checks';
import type { SiteFacts } from '@/schemas/site-facts';

/** A broken truth rule at a field: the message key of `AdminSite.truth` and what was found. */
export interface TruthIssue {
  field: string;
  rule: 'absolute' | 'currency' | 'organisation' | 'figures' | 'price' | 'hours';
  found: string;
}

/** Fields that are names themselves (of the company, a customer, a host): no organisation check there. */
const NAME_FIELDS = new Set(['name', 'legalName', 'provider', 'issuer', 'person', 'title', 'sector', 'city', 'country', 'street', 'district', 'number', 'etimad']);

/** Uploaded files: their ids and names are addresses, not claims. */
const FILE_FIELDS = new Set(['evidenceFile', 'logo', 'image']);

function texts(value: unknown, path: string[]): { path: string[]; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => (FILE_FIELDS.has(key) ? [] : texts(child, [...path, key])));
}

/** The figures a text states, in order of size: Arabic-Indic digits read as digits, thousands separators dropped. */
function figuresOf(text: string): string[] {
  const western = toWesternDigits(text).replace(/\u066b/g, '.');
  return (western.match(/\d[\d,\u066c]*(?:\.\d+)?/g) ?? []).map((figure) => figure.replace(/[,\u066c]/g, '')).sort();
}

/** The clock's first and last working day, in each language (Sunday and Thursday, or Sun and Thu). */
const CLOCK_DAYS = { en: [/\bSun(?:day)?\b/i, /\bThu(?:rsday)?\b/i], ar: [/الأحد/, /الخميس/] };

/** Whether support hours state the clock's times, and its first and last working day, in both languages. */
function statesTheClock(hours: { en: string; ar: string }): boolean {
  const times = figuresOf(support.window.en).join(' ');
  return (['en', 'ar'] as const).every((language) => figuresOf(hours[language]).join(' ') === times && CLOCK_DAYS[language].every((day) => day.test(hours[language])));
}

/** Every `{ en, ar }` pair of the facts, with its dotted path. */
function pairs(value: unknown, path: string[]): { path: string[]; en: string; ar: string }[] {
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  if (typeof record.en === 'string' && typeof record.ar === 'string') return [{ path, en: record.en, ar: record.ar }];
  return Object.entries(record).flatMap(([key, child]) => pairs(child, [...path, key]));
}

/** SAR amounts a text states ("SAR 189", "189 SAR", "189 ريال"), as numbers. */
function riyalAmounts(text: string): { found: string; amount: number }[] {
  const western = toWesternDigits(text);
  const pattern = /(?:SAR\s*(\d[\d,\u066c]*)|(\d[\d,\u066c]*)\s*(?:SAR|ريال|ريالاً|ريالا|ر\.س))/gi;
  return [...western.matchAll(pattern)].map((match) => ({ found: match[0], amount: Number((match[1] ?? match[2]!).replace(/[,\u066c]/g, '')) }));
}

/**
 * One figure per fact: the English and Arabic of a text state the same figures, and a price stated in
 * a question's answer is one of the published prices (or the onboarding fee), never a second figure for it.
 */
function figureIssues(facts: SiteFacts, flagged: Set<string>): TruthIssue[] {
  const issues: TruthIssue[] = [];
  for (const pair of pairs(facts, [])) {
    const field = pair.path.join('.');
    if (flagged.has(`${field}.en`) || flagged.has(`${field}.ar`)) continue;
    const en = figuresOf(pair.en);
    const ar = figuresOf(pair.ar);
    if (en.join(' ') !== ar.join(' ')) {
      const missing = [...en.filter((figure) => !ar.includes(figure)), ...ar.filter((figure) => !en.includes(figure))];
      issues.push({ field, rule: 'figures', found: missing.join(', ') || en.join(', ') });
    }
  }
  // The support hours are the hours of the clock that times every lead's answer and every demo slot
  // (lib/working-hours.ts), and the copy states them as its seed; published hours state its days and times.
  const hours = facts.company?.supportHours;
  if (hours && !flagged.has('company.supportHours.en') && !flagged.has('company.supportHours.ar') && !statesTheClock(hours)) {
    issues.push({ field: 'company.supportHours', rule: 'hours', found: support.hoursFigure.value });
  }
  const prices = pricesOf(facts);
  const published = new Set([...prices.plans.flatMap((plan) => [plan.monthly, plan.annual]), prices.onboardingFee].filter((amount) => amount > 0));
  for (const { path, text } of texts(facts.faqs ?? {}, ['faqs'])) {
    const field = path.join('.');
    if (flagged.has(field)) continue;
    for (const { found, amount } of riyalAmounts(text)) if (!published.has(amount)) issues.push({ field, rule: 'price', found });
  }
  return issues;
}

/**
 * The site's truth rules, run on what staff save: no absolute claim, money in SAR only, no
 * organisation named that is neither a public body nor a customer entered as a reference with the
 * customer's written permission (nor the company itself or an integration), and one figure per fact.
 */
export function truthIssues(facts: SiteFacts): TruthIssue[] {
  const allowed = [
    ...publicBodies,
    ...(facts.references ?? []).filter((reference) => reference.permission).flatMap((reference) => [reference.name.en, reference.name.ar]),
    ...(facts.company?.legalName ? [facts.company.legalName.en, facts.company.legalName.ar] : []),
    ...(facts.integrations ?? []).map((integration) => integration.name),
  ];
  const issues: TruthIssue[] = [];
  for (const { path, text } of texts(facts, [])) {
    const field = path.join('.');
    // URLs and file ids are addresses, not claims.
    if (/^https:\/\//.test(text) || /^[0-9a-f-]{36}$/.test(text)) continue;
    for (const found of absoluteClaims(text)) issues.push({ field, rule: 'absolute', found });
    for (const found of foreignCurrency(text)) issues.push({ field, rule: 'currency', found });
    const leaf = path.findLast((part) => !/^\d+$/.test(part) && part !== 'en' && part !== 'ar') ?? '';
    if (!NAME_FIELDS.has(leaf)) for (const found of organisationNames(text, allowed)) issues.push({ field, rule: 'organisation', found });
  }
  // A text already refused for what it says is not also refused for its figures.
  return [...issues, ...figureIssues(facts, new Set(issues.map((issue) => issue.field)))];
}
