import {
  evaluateGrid,
  PAY_POINTS_PER_STAKE,
  reelWindow,
  type SlotGrid,
  type SlotMachine,
} from './slot-engine.ts';

// A machine's exact figures, found by evaluating every combination of reel stops once. Sums are
// bigint so the return to player is an exact fraction, not a simulation estimate.

export interface SlotStatistics {
  /** Number of equally likely stop combinations (product of reel lengths). */
  combinations: bigint;
  /** Return to player as an exact fraction of the total stake. */
  rtp: { numerator: bigint; denominator: bigint };
  /** Share of spins that win anything. */
  hitFrequency: number;
  /** Standard deviation of one spin's return per unit of total stake: the machine's volatility. */
  standardDeviation: number;
}

/** Every stop combination in odometer order, the last reel turning fastest. */
function* allStops(reelLengths: readonly number[]): Generator<number[]> {
  const stops = reelLengths.map(() => 0);
  for (;;) {
    yield stops;
    let reel = stops.length - 1;
    while (reel >= 0 && stops[reel] === (reelLengths[reel] ?? 0) - 1) {
      stops[reel] = 0;
      reel -= 1;
    }
    if (reel < 0) return;
    stops[reel] = (stops[reel] ?? 0) + 1;
  }
}

/** Exact RTP, hit frequency and volatility of a machine by full enumeration. */
export function slotStatistics(machine: SlotMachine): SlotStatistics {
  const reelLengths = machine.reels.map((strip) => strip.length);
  // Each reel's window at each stop, built once: the grid of a combination is a pick of these.
  const windows = machine.reels.map((strip) => strip.map((_, stop) => reelWindow(strip, stop, machine.rows)));
  let combinations = 0n;
  let hits = 0n;
  let points = 0n;
  let squaredPoints = 0n;
  for (const stops of allStops(reelLengths)) {
    const grid: SlotGrid = stops.map((stop, reel) => windows[reel]?.[stop] ?? []);
    const spinPoints = BigInt(evaluateGrid(machine, grid).totalPoints);
    combinations += 1n;
    if (spinPoints > 0n) hits += 1n;
    points += spinPoints;
    squaredPoints += spinPoints * spinPoints;
  }
  // A spin's total stake, in pay points of one line stake.
  const stakePoints = BigInt(PAY_POINTS_PER_STAKE * machine.lines.length);
  const varianceNumerator = squaredPoints * combinations - points * points;
  const varianceDenominator = combinations * combinations * stakePoints * stakePoints;
  return {
    combinations,
    rtp: { numerator: points, denominator: combinations * stakePoints },
    hitFrequency: Number(hits) / Number(combinations),
    standardDeviation: Math.sqrt(Number(varianceNumerator) / Number(varianceDenominator)),
  };
}
