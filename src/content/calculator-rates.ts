/**
 * Savings rates of the free ROI calculator (spec §9) and the maintenance calculator's rule of thumb:
 * the calculators compute with them and the pages explain them, so they are stated once here. Part of
 * the facts module (facts.ts re-exports it), kept apart so that the calculators' client islands import
 * these few numbers without the rest of the site's claims.
 */
export const calculatorRates = {
  roi: { labor: 0.3, maintenance: 0.25, energy: 0.4, downtime: 0.5 },
  maintenance: { annualShareOfValue: 0.02, ageingSurchargeAtEndOfLife: 0.5 },
} as const;

/** "30%" from 0.3: how the calculator pages write their rates. */
export function percentOf(rate: number): string {
  return `${Math.round(rate * 100)}%`;
}
