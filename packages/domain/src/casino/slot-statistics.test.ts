import { describe, expect, it } from 'vitest';
import { classicFruits } from './machines/classic-fruits.ts';
import { dragonVault } from './machines/dragon-vault.ts';
import { scatterGems } from './machines/scatter-gems.ts';
import type { SlotMachine } from './slot-engine.ts';
import { type SlotStatistics, slotStatistics } from './slot-statistics.ts';

// Each machine is enumerated once and shared by the tests below.
const enumerated = new Map<SlotMachine, SlotStatistics>();
function statisticsOf(machine: SlotMachine): SlotStatistics {
  const stats = enumerated.get(machine) ?? slotStatistics(machine);
  enumerated.set(machine, stats);
  return stats;
}

describe('slot statistics by full enumeration', () => {
  it('computes a tiny machine by hand: 2 reels of A/B, one line, AA pays 2×', () => {
    const stats = slotStatistics({
      id: 'tiny',
      rows: 1,
      reels: [
        ['A', 'B'],
        ['A', 'B'],
      ],
      lines: [[0, 0]],
      paytable: { A: [0, 0, 20] },
    });
    expect(stats.combinations).toBe(4n);
    expect(stats.rtp).toEqual({ numerator: 20n, denominator: 40n });
    expect(stats.hitFrequency).toBe(0.25);
    expect(stats.standardDeviation).toBeCloseTo(Math.sqrt(0.75), 12); // 2× w.p. 1/4: E[X²] − E[X]² = 1 − 1/4
  });

  // Exact figures of each machine; changing a strip or a pay must be a deliberate change here.
  const machines = [
    { machine: classicFruits, rtp: [385_025n, 400_000n], hitFrequency: 0.746, deviation: 1.7277 },
    { machine: scatterGems, rtp: [47_725_200n, 49_766_400n], hitFrequency: 0.60695, deviation: 4.0732 },
    { machine: dragonVault, rtp: [47_752_400n, 49_766_400n], hitFrequency: 0.54803, deviation: 14.1422 },
  ] as const;

  it.each(machines)(
    '$machine.id returns 96% ± 0.5 exactly, with its hit frequency and volatility',
    ({ machine, rtp, hitFrequency, deviation }) => {
      const stats = statisticsOf(machine);
      const combinations = machine.reels.reduce((product, strip) => product * BigInt(strip.length), 1n);
      expect(stats.combinations).toBe(combinations);
      const { numerator, denominator } = stats.rtp;
      expect(numerator * 1000n >= denominator * 955n).toBe(true);
      expect(numerator * 1000n <= denominator * 965n).toBe(true);
      expect([numerator, denominator]).toEqual(rtp);
      expect(stats.hitFrequency).toBeCloseTo(hitFrequency, 4);
      expect(stats.standardDeviation).toBeCloseTo(deviation, 3);
    },
  );

  it('orders the machines from low to high volatility, and hit frequency the other way', () => {
    const classic = statisticsOf(classicFruits);
    const medium = statisticsOf(scatterGems);
    const high = statisticsOf(dragonVault);
    expect(classic.standardDeviation).toBeLessThan(medium.standardDeviation);
    expect(medium.standardDeviation).toBeLessThan(high.standardDeviation);
    expect(classic.hitFrequency).toBeGreaterThan(medium.hitFrequency);
    expect(medium.hitFrequency).toBeGreaterThan(high.hitFrequency);
  });
});
