import { describe, expect, it } from 'vitest';
import { simulationMetrics, startSimulation, stepSimulation } from './simulation';

describe('live simulation', () => {
  it('has the four metrics of the spec with their steps and caps', () => {
    expect(simulationMetrics.map((m) => [m.id, m.maxStep, m.cap])).toEqual([
      ['energySavings', 2, 95],
      ['costReduction', 1.5, 85],
      ['efficiencyGain', 1.8, 90],
      ['predictionAccuracy', 1.2, 98],
    ]);
  });

  it('starts from zero', () => {
    expect(startSimulation()).toEqual([0, 0, 0, 0]);
  });

  it('rises by the random share of each maximum step', () => {
    expect(stepSimulation([0, 0, 0, 0], () => 0.5)).toEqual([1, 0.75, 0.9, 0.6]);
    expect(stepSimulation([10, 20, 30, 40], () => 0)).toEqual([10, 20, 30, 40]);
    const almostOne = () => 0.999;
    const [energy, cost, efficiency, accuracy] = stepSimulation([0, 0, 0, 0], almostOne);
    expect(energy).toBeCloseTo(1.998);
    expect(cost).toBeCloseTo(1.4985);
    expect(efficiency).toBeCloseTo(1.7982);
    expect(accuracy).toBeCloseTo(1.1988);
  });

  it('draws one random amount per metric, in order', () => {
    const draws = [0.1, 0.2, 0.3, 0.4];
    const next = () => draws.shift()!;
    const values = stepSimulation([0, 0, 0, 0], next);
    expect(values[0]).toBeCloseTo(0.2);
    expect(values[1]).toBeCloseTo(0.3);
    expect(values[2]).toBeCloseTo(0.54);
    expect(values[3]).toBeCloseTo(0.48);
    expect(draws).toEqual([]);
  });

  it('never passes the caps 95, 85, 90 and 98', () => {
    expect(stepSimulation([94.5, 84.9, 89.9, 97.9], () => 0.99)).toEqual([95, 85, 90, 98]);
    let values = startSimulation();
    for (let tick = 0; tick < 200; tick++) values = stepSimulation(values, () => 0.999);
    expect(values).toEqual([95, 85, 90, 98]);
  });
});
