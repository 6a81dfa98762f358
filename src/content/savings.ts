/**
 * The one savings model: every cost, saving, ROI and payback
 * figure the site shows is computed here, in Saudi riyals only, from the published prices below. Pure
 * and small: the calculators' client islands import it without the rest of the site's claims, and the
 * facts module re-exports the prices and rates, so they are stated once.
 *
 * - Gross annual saving = labour × 8 % + maintenance × 10 % + energy × 10 % + downtime × 20 % (the
 *   conservative default rates; each line's "up to" rate is the top of the range the pages claim).
 * - Platform cost of the first year = users × the plan's monthly price per user (annual billing) × 12,
 *   plus the published one-off onboarding fee (what a buyer really pays in year one).
 * - Net annual saving = gross − platform cost. ROI = net / platform cost × 100.
 * - Payback (months) = platform cost / monthly net saving; none when the net saving is not positive.
 *
 * The prices are the business's published facts: the constants here are their seed, and every page
 * computes with the prices staff published (`Prices`), falling back to the seed for what is not.
 */

/** Riyals to the US dollar (the peg), used only to set our prices against published dollar list prices. */
export const SAR_PER_USD = 3.75;

/** Published CMMS list prices, USD per user per month (MaintainX, UpKeep, Fiix and peers). */
export const marketListPriceUsd = { min: 20, max: 75 } as const;

/** VAT in the Kingdom; every published price excludes it. */
export const VAT_RATE = 0.15;

export type PlanId = 'essentials' | 'professional';

/** A published plan: SAR per named user per month, by billing. Requesters (occupants, tenants) are free. */
export interface PublishedPlan {
  id: PlanId;
  /** SAR per user per month when billed monthly. */
  monthly: number;
  /** SAR per user per month when billed annually (paid once a year). */
  annual: number;
  minUsers: number;
  /** Sites included; null when unlimited. */
  sites: number | null;
}

/**
 * Prices, SAR per named user per month, excluding VAT. Essentials sits at USD 29 (annual) and
 * Professional at USD 51, inside the market's USD 20-75 list prices, for a platform that includes the
 * six core systems, the mobile app and Arabic throughout, with support in Riyadh time.
 */
export const seedPlans: readonly [PublishedPlan, PublishedPlan] = [
  { id: 'essentials', monthly: 129, annual: 109, minUsers: 5, sites: 3 },
  { id: 'professional', monthly: 229, annual: 189, minUsers: 10, sites: null },
];

/** What a buyer pays, excluding VAT: the two plans and the one-off onboarding fee (0 when none is published). */
export interface Prices {
  plans: readonly [PublishedPlan, PublishedPlan];
  onboardingFee: number;
}

/** The prices before staff publish any: the seed plans and no onboarding fee. */
export const seedPrices: Prices = { plans: seedPlans, onboardingFee: 0 };

/** The plan every savings figure is priced with: the one with every capability the tools assume. */
export function referencePlanOf(prices: Prices): PublishedPlan {
  return prices.plans[1];
}

/** Users assumed by a tool that does not ask for them. */
export const DEFAULT_USERS = 25;

export type CostLine = 'labour' | 'maintenance' | 'energy' | 'downtime';
export const costLines = ['labour', 'maintenance', 'energy', 'downtime'] as const satisfies readonly CostLine[];

/**
 * Share of each annual cost the platform saves: `rate` is the conservative default every tool computes
 * with; `upTo` is the top of the range the pages claim. Stated with the reason on each tool's page.
 */
export const savingsRates: Record<CostLine, { rate: number; upTo: number }> = {
  /** Technician hours freed from travel, paperwork and repeat visits. */
  labour: { rate: 0.08, upTo: 0.15 },
  /** Parts and contractor call-outs avoided by planned work. */
  maintenance: { rate: 0.1, upTo: 0.25 },
  /** Cooling-led energy use: schedules, setpoints and faults found on planned rounds. */
  energy: { rate: 0.1, upTo: 0.25 },
  /** Cost of unplanned stops of critical plant. */
  downtime: { rate: 0.2, upTo: 0.4 },
};

/** Largest amount a tool accepts (SAR a year, or users): beyond it the answer would mean nothing. */
export const MAX_AMOUNT = 1_000_000_000_000;

/** A non-negative finite amount, capped: empty, negative, NaN or Infinity count as 0. */
export function cleanAmount(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.min(value, MAX_AMOUNT);
}

/** An annual portfolio in SAR, and the number of named users on the platform. */
export type Portfolio = Record<CostLine, number> & { users?: number };

export interface SavingsResult {
  savings: Record<CostLine, number>;
  /** Sum of the four lines, SAR a year, before the platform's price. */
  grossSavings: number;
  /** The four cost lines summed, SAR a year. */
  totalCosts: number;
  users: number;
  /** The reference plan billed annually, SAR a year excluding VAT. */
  subscription: number;
  /** The published one-off onboarding fee, counted in the first year (0 without users). */
  onboardingFee: number;
  /** The first year's cost: subscription plus onboarding fee, SAR excluding VAT. */
  platformCost: number;
  /** Gross savings less the platform's cost, SAR a year (negative when it does not pay). */
  netSavings: number;
  monthlyNetSavings: number;
  /** Net savings over the platform's cost, percent; null without users or costs. */
  roiPercent: number | null;
  /** Platform cost a year over the monthly net saving; null when the net saving is not positive. */
  paybackMonths: number | null;
  /** Gross savings as a share of the total costs, percent; 0 without costs. */
  savingsShareOfCosts: number;
}

/** The annual subscription, SAR excluding VAT, of a plan billed annually. */
function subscriptionOf(users: number, plan: PublishedPlan): number {
  const seats = Math.ceil(cleanAmount(users));
  if (seats === 0) return 0;
  return Math.max(seats, plan.minUsers) * plan.annual * 12;
}

/**
 * The model: see the module's comment. `rates` lets a page show the "up to" case with the same formula;
 * `prices` are the published prices (the seed until staff publish theirs).
 */
export function computeSavings(portfolio: Portfolio, rates: 'rate' | 'upTo' = 'rate', prices: Prices = seedPrices): SavingsResult {
  const costs = Object.fromEntries(costLines.map((line) => [line, cleanAmount(portfolio[line])])) as Record<CostLine, number>;
  const savings = Object.fromEntries(costLines.map((line) => [line, costs[line] * savingsRates[line][rates]])) as Record<CostLine, number>;
  const grossSavings = costLines.reduce((sum, line) => sum + savings[line], 0);
  const totalCosts = costLines.reduce((sum, line) => sum + costs[line], 0);
  const users = Math.ceil(cleanAmount(portfolio.users ?? DEFAULT_USERS));
  const subscription = subscriptionOf(users, referencePlanOf(prices));
  const onboardingFee = subscription > 0 ? cleanAmount(prices.onboardingFee) : 0;
  const cost = subscription + onboardingFee;
  const netSavings = grossSavings - cost;
  const monthlyNetSavings = netSavings / 12;
  return {
    savings,
    grossSavings,
    totalCosts,
    users,
    subscription,
    onboardingFee,
    platformCost: cost,
    netSavings,
    monthlyNetSavings,
    roiPercent: cost > 0 && totalCosts > 0 ? (netSavings / cost) * 100 : null,
    paybackMonths: cost > 0 && monthlyNetSavings > 0 ? cost / monthlyNetSavings : null,
    savingsShareOfCosts: totalCosts > 0 ? (grossSavings / totalCosts) * 100 : 0,
  };
}

/** The portfolio the issue measured the tools with, and the articles' worked example. */
export const referencePortfolio: Portfolio = { labour: 1_200_000, maintenance: 800_000, energy: 1_500_000, downtime: 300_000, users: 25 };

/** What a savings form asks for, in this order: the four annual cost lines (SAR) and the users. */
export const portfolioFields = [...costLines, 'users'] as const;
export type PortfolioField = (typeof portfolioFields)[number];
export type PortfolioEntries = Record<PortfolioField, number>;

/** The reference portfolio as a form's entries (the AI page's ROI tab opens with them entered). */
export const referencePortfolioEntries: PortfolioEntries = { ...referencePortfolio, users: referencePortfolio.users ?? DEFAULT_USERS };

/**
 * A savings form's answer: the model fed with the entries. Both calculators (the ROI tool and the AI
 * page's ROI tab) go through here, so an empty users field (0) means the default users in both.
 */
export function savingsOfEntries(entries: PortfolioEntries, prices: Prices = seedPrices): SavingsResult {
  return computeSavings({ ...entries, users: entries.users > 0 ? entries.users : undefined }, 'rate', prices);
}

/** Rounded down to a multiple of 5: a claimed percentage never overstates the model. */
function floorTo5(percent: number): number {
  return Math.floor(percent / 5) * 5;
}

/**
 * The site-wide operating-cost claim, from the model: the reference portfolio's gross saving at the
 * default rates and at the "up to" rates, as a share of its costs ("10-20%").
 */
export function portfolioSavingsRange(portfolio: Portfolio = referencePortfolio): { min: number; max: number } {
  return { min: floorTo5(computeSavings(portfolio, 'rate').savingsShareOfCosts), max: floorTo5(computeSavings(portfolio, 'upTo').savingsShareOfCosts) };
}

/** "10-25%" from a cost line's range. */
export function rateRange(line: CostLine): string {
  return `${Math.round(savingsRates[line].rate * 100)}-${Math.round(savingsRates[line].upTo * 100)}%`;
}

/** "10%" from 0.1: how the tools write their rates. */
export function percentOf(rate: number): string {
  return `${Math.round(rate * 100)}%`;
}

/** The maintenance cost calculator: every input moves the answer. */
export interface MaintenanceInputs {
  /** SAR, replacement value of the asset. */
  assetValue: number;
  /** Years in service. */
  currentAge: number;
  /** Expected service life, years. */
  expectedLife: number;
  /** SAR per technician hour, loaded (salary, housing, transport, GOSI, visa). */
  laborRate: number;
  /** Technician hours per service visit. */
  hoursPerVisit: number;
  /** Parts and consumables a year, percent of the asset's value. */
  partsPercentage: number;
  /** Service visits a year. */
  maintenanceFrequency: number;
}

/** At the end of its expected life an asset takes half as much again in labour and parts. */
export const AGEING_SURCHARGE_AT_END_OF_LIFE = 0.5;
/** Parts and consumables a year, share of the asset's value (conservative default). */
export const DEFAULT_PARTS_PERCENT = 2;
export const DEFAULT_HOURS_PER_VISIT = 2;

export interface MaintenanceEstimate {
  ok: true;
  /** 1 + age / life × 0.5 (capped at 1.5 once past the expected life). */
  ageingFactor: number;
  laborCost: number;
  partsCost: number;
  annualCost: number;
  costPerVisit: number;
  frequency: number;
  remainingLife: number;
  currentValue: number;
  pastExpectedLife: boolean;
}

export type MaintenanceGap = { ok: false; reason: 'expectedLife' | 'frequency' };

/**
 * Labour a year = visits × hours per visit × labour rate × ageing factor; parts a year = value × parts %
 * × ageing factor; annual cost = labour + parts; cost per visit = annual cost / visits.
 */
export function estimateMaintenance(raw: MaintenanceInputs): MaintenanceEstimate | MaintenanceGap {
  const expectedLife = cleanAmount(raw.expectedLife);
  const frequency = cleanAmount(raw.maintenanceFrequency);
  if (!(expectedLife > 0)) return { ok: false, reason: 'expectedLife' };
  if (!(frequency > 0)) return { ok: false, reason: 'frequency' };
  const assetValue = cleanAmount(raw.assetValue);
  const currentAge = cleanAmount(raw.currentAge);
  const ageingFactor = 1 + Math.min(currentAge / expectedLife, 1) * AGEING_SURCHARGE_AT_END_OF_LIFE;
  const laborCost = frequency * cleanAmount(raw.hoursPerVisit) * cleanAmount(raw.laborRate) * ageingFactor;
  const partsCost = assetValue * (Math.min(cleanAmount(raw.partsPercentage), 100) / 100) * ageingFactor;
  const annualCost = laborCost + partsCost;
  return {
    ok: true,
    ageingFactor,
    laborCost,
    partsCost,
    annualCost,
    costPerVisit: annualCost / frequency,
    frequency,
    remainingLife: Math.max(0, expectedLife - currentAge),
    currentValue: Math.max(0, assetValue - (assetValue / expectedLife) * currentAge),
    pastExpectedLife: currentAge > expectedLife,
  };
}

/** A finite number or 0: what a tool may display. */
export function shown(value: number): number {
  return Number.isFinite(value) ? value : 0;
}
