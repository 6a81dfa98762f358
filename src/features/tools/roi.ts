import { savingsOfEntries, savingsRates, type Prices, type SavingsResult } from '@/content/savings';

/**
 * The ROI calculator's form: its own field names (they are the inputs' ids and the keys the browser
 * keeps between visits, so they stay), mapped onto the one savings model of src/content/savings.ts.
 */
export const roiFields = ['laborCosts', 'maintenanceCosts', 'energyCosts', 'downtime', 'users'] as const;
export type RoiField = (typeof roiFields)[number];
export type RoiInputs = Record<RoiField, number>;

/** The savings rates the page states (the savings model's conservative defaults). */
export const ROI_RATES = {
  labor: savingsRates.labour.rate,
  maintenance: savingsRates.maintenance.rate,
  energy: savingsRates.energy.rate,
  downtime: savingsRates.downtime.rate,
} as const;

export const emptyRoiInputs: RoiInputs = { laborCosts: 0, maintenanceCosts: 0, energyCosts: 0, downtime: 0, users: 0 };

/** The calculator's fields through the savings model at the published prices; an empty users field means the default users. */
export function calculateRoi(inputs: RoiInputs, prices: Prices): SavingsResult {
  return savingsOfEntries(
    {
      labour: inputs.laborCosts,
      maintenance: inputs.maintenanceCosts,
      energy: inputs.energyCosts,
      downtime: inputs.downtime,
      users: inputs.users,
    },
    prices,
  );
}
