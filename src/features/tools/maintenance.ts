import {
  AGEING_SURCHARGE_AT_END_OF_LIFE,
  DEFAULT_HOURS_PER_VISIT,
  DEFAULT_PARTS_PERCENT,
  estimateMaintenance as estimate,
  type MaintenanceEstimate,
  type MaintenanceGap,
  type MaintenanceInputs,
} from '@/content/savings';

/** The maintenance cost calculator: the one savings model's estimate (src/content/savings.ts), in SAR. */
export const maintenanceFrequencies = [4, 6, 12, 24, 52] as const;
export type MaintenanceFrequency = (typeof maintenanceFrequencies)[number];

/** Parts and consumables a year, percent of the asset's value. */
export const PARTS_PERCENT = { min: 0, max: 10, step: 0.5, default: DEFAULT_PARTS_PERCENT } as const;
export const DEFAULT_FREQUENCY: MaintenanceFrequency = 12;
export { AGEING_SURCHARGE_AT_END_OF_LIFE, DEFAULT_HOURS_PER_VISIT };
export type { MaintenanceEstimate, MaintenanceGap, MaintenanceInputs };

export function clampPartsPercentage(value: number): number {
  if (!Number.isFinite(value)) return PARTS_PERCENT.default;
  return Math.min(PARTS_PERCENT.max, Math.max(PARTS_PERCENT.min, value));
}

export function isMaintenanceFrequency(value: number): value is MaintenanceFrequency {
  return (maintenanceFrequencies as readonly number[]).includes(value);
}

/** Labour = visits × hours × rate × ageing; parts = value × parts % × ageing; per visit = annual / visits. */
export function estimateMaintenance(inputs: MaintenanceInputs): MaintenanceEstimate | MaintenanceGap {
  return estimate({ ...inputs, partsPercentage: clampPartsPercentage(inputs.partsPercentage) });
}
