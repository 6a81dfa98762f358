import { publicBodies } from '@/content/facts';
import { absoluteClaims, foreignCurrency, organisationNames } from '@/content/text-checks';
import type { SiteFacts } from '@/schemas/site-facts';

/** A broken truth rule at a field: the message key of `AdminSite.truth` and what was found. */
export interface TruthIssue {
  field: string;
  rule: 'absolute' | 'currency' | 'organisation';
  found: string;
}

/** Fields that are names themselves (of the company, a customer, a host): no organisation check there. */
const NAME_FIELDS = new Set(['name', 'legalName', 'provider', 'issuer', 'person', 'title', 'sector', 'city', 'country', 'street', 'district', 'number', 'etimad']);

function texts(value: unknown, path: string[]): { path: string[]; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => texts(child, [...path, key]));
}

/**
 * The site's truth rules, run on what staff save: no absolute claim, money in SAR only, and no
 * organisation named that is neither a public body nor a customer entered as a reference with the
 * customer's written permission (nor the company itself or an integration).
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
  return issues;
}
