import { calculatorRates } from '@/content/calculator-rates';

/** The maintenance cost calculator (spec §3, §9). */
export const maintenanceFrequencies = [4, 6, 12, 24, 52] as const;
export type MaintenanceFrequency = (typeof maintenanceFrequencies)[number];

export const PARTS_PERCENT = { min: 0, max: 50, default: 15 } as const;
export const DEFAULT_FREQUENCY: MaintenanceFrequency = 12;
/** Base yearly maintenance: 2% of the asset's value, rising with age. */
export const BASE_RATE = calculatorRates.maintenance.annualShareOfValue;
/** At the end of its expected life an asset costs half as much again to maintain. */
export const AGE_FACTOR = calculatorRates.maintenance.ageingSurchargeAtEndOfLife;

export interface MaintenanceInputs {
  assetValue: number;
  currentAge: number;
  expectedLife: number;
  /** Entered for the report; the spec's formula does not use it. */
  laborRate: number;
  partsPercentage: number;
  maintenanceFrequency: number;
}

export const defaultMaintenanceInputs: MaintenanceInputs = {
  assetValue: 0,
  currentAge: 0,
  expectedLife: 0,
  laborRate: 0,
  partsPercentage: PARTS_PERCENT.default,
  maintenanceFrequency: DEFAULT_FREQUENCY,
};

export interface MaintenanceEstimate {
  ok: true;
  annualCost: number;
  costPerMaintenance: number;
  laborCost: number;
  partsCost: number;
  frequency: number;
  originalValue: number;
  currentAge: number;
  remainingLife: number;
  currentValue: number;
  /** The asset is older than its expected life: fully depreciated. */
  pastExpectedLife: boolean;
}

/** Why no estimate can be made: a division by zero would give NaN or Infinity. */
export type MaintenanceGap = { ok: false; reason: 'expectedLife' | 'frequency' };

export function clampPartsPercentage(value: number): number {
  if (!Number.isFinite(value)) return PARTS_PERCENT.default;
  return Math.min(PARTS_PERCENT.max, Math.max(PARTS_PERCENT.min, value));
}

export function isMaintenanceFrequency(value: number): value is MaintenanceFrequency {
  return (maintenanceFrequencies as readonly number[]).includes(value);
}

/**
 * Annual cost = 2% of value × (1 + age / life × 0.5); parts are their percentage of it, labour the rest;
 * cost per maintenance = annual cost / frequency; straight-line depreciation gives the current value
 * (never below 0, as an asset past its life is fully written off) and the remaining life (never below 0).
 */
export function estimateMaintenance(inputs: MaintenanceInputs): MaintenanceEstimate | MaintenanceGap {
  const { assetValue, currentAge, expectedLife, maintenanceFrequency } = inputs;
  if (!(expectedLife > 0)) return { ok: false, reason: 'expectedLife' };
  if (!(maintenanceFrequency > 0)) return { ok: false, reason: 'frequency' };
  const annualCost = assetValue * BASE_RATE * (1 + (currentAge / expectedLife) * AGE_FACTOR);
  const partsCost = annualCost * (clampPartsPercentage(inputs.partsPercentage) / 100);
  return {
    ok: true,
    annualCost,
    costPerMaintenance: annualCost / maintenanceFrequency,
    laborCost: annualCost - partsCost,
    partsCost,
    frequency: maintenanceFrequency,
    originalValue: assetValue,
    currentAge,
    remainingLife: Math.max(0, expectedLife - currentAge),
    currentValue: Math.max(0, assetValue - (assetValue / expectedLife) * currentAge),
    pastExpectedLife: currentAge > expectedLife,
  };
}
