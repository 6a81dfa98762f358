import { computeSavings, referencePortfolio, type Portfolio, type SavingsResult } from '@/content/savings';

/** The AI page's ROI tab asks for the same portfolio as the ROI calculator and answers with the one savings model. */
export const aiRoiFields = ['labour', 'maintenance', 'energy', 'downtime', 'users'] as const;
export type AiRoiField = (typeof aiRoiFields)[number];

/** Placeholders: the reference portfolio (SAR a year, and users). */
export const aiRoiPlaceholders: Record<AiRoiField, number> = {
  labour: referencePortfolio.labour,
  maintenance: referencePortfolio.maintenance,
  energy: referencePortfolio.energy,
  downtime: referencePortfolio.downtime,
  users: referencePortfolio.users ?? 25,
};

export function calculateAiRoi(inputs: Record<AiRoiField, number>): SavingsResult {
  const portfolio: Portfolio = { ...inputs, users: inputs.users > 0 ? inputs.users : undefined };
  return computeSavings(portfolio);
}
