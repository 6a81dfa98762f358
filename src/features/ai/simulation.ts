/** The live simulation of the AI page: four metrics that climb once a second up to a cap. */

export const SIMULATION_TICK_MS = 1000;

export const simulationMetricIds = ['energySavings', 'costReduction', 'efficiencyGain', 'predictionAccuracy'] as const;
export type SimulationMetricId = (typeof simulationMetricIds)[number];

export interface SimulationMetric {
  id: SimulationMetricId;
  /** The most a metric can rise in one tick, in percentage points. */
  maxStep: number;
  /** The value a metric never exceeds. */
  cap: number;
}

export const simulationMetrics: readonly SimulationMetric[] = [
  { id: 'energySavings', maxStep: 2, cap: 95 },
  { id: 'costReduction', maxStep: 1.5, cap: 85 },
  { id: 'efficiencyGain', maxStep: 1.8, cap: 90 },
  { id: 'predictionAccuracy', maxStep: 1.2, cap: 98 },
];

export type SimulationValues = readonly number[];

/** Pressing Start resets every metric to zero. */
export function startSimulation(metrics: readonly SimulationMetric[] = simulationMetrics): SimulationValues {
  return metrics.map(() => 0);
}

/**
 * One tick: each metric rises by a random amount between 0 and its maximum step, never past its cap.
 * `random` returns a number in [0, 1), like Math.random.
 */
export function stepSimulation(
  values: SimulationValues,
  random: () => number = Math.random,
  metrics: readonly SimulationMetric[] = simulationMetrics,
): SimulationValues {
  return metrics.map((metric, index) => Math.min(metric.cap, (values[index] ?? 0) + random() * metric.maxStep));
}
