// Esports best-of-N series priced from a per-map win probability, plus the small market builders
// the other sets and scoring models share.
import type { MarketProbabilities } from './types.ts';

/** A two-outcome market ('1' home, '2' away), the away side taking the complement so it sums to 1. */
export const twoWay = (oddsType: number, special: string, pHome: number): MarketProbabilities => ({
  oddsType,
  special,
  outcomes: [
    { outcomeId: '1', name: '1', probability: pHome },
    { outcomeId: '2', name: '2', probability: 1 - pHome },
  ],
});

export const overUnder = (oddsType: number, line: number, pOver: number): MarketProbabilities => ({
  oddsType,
  special: String(line),
  outcomes: [
    { outcomeId: 'over', name: 'Over', probability: pOver },
    { outcomeId: 'under', name: 'Under', probability: 1 - pOver },
  ],
});

/** Line as the feed writes it: always signed for handicaps ('-1.5', '+2.5'). */
export const signedLine = (h: number): string => (h > 0 ? `+${h}` : String(h));

/** Half lines centred on a mean, so the middle one is near the most balanced. */
export const halfLinesAround = (mean: number, count = 5, step = 1): number[] => {
  const centre = Math.floor(mean) + 0.5;
  const half = Math.floor(count / 2);
  return Array.from({ length: count }, (_, i) => centre + (i - half) * step);
};

export type SeriesState = {
  /** Probability the home team wins any one map (maps treated as independent and alike). */
  pMap: number;
  bestOf: 1 | 3 | 5;
  /** Maps won so far. */
  maps: readonly [number, number];
};

/** Probability of each final map score (home maps, away maps) from the current score. */
export function seriesScores(state: SeriesState): { home: number; away: number; p: number }[] {
  const need = (state.bestOf + 1) / 2;
  const [h0, a0] = state.maps;
  if (h0 >= need || a0 >= need) return [{ home: h0, away: a0, p: 1 }];
  const p = state.pMap;
  const out: { home: number; away: number; p: number }[] = [];
  // Home takes the series on the last map after `k` more away wins (negative binomial), and mirrored.
  const choose = (n: number, k: number): number => {
    let c = 1;
    for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
    return c;
  };
  const hNeed = need - h0;
  const aNeed = need - a0;
  for (let k = 0; k < aNeed; k++) {
    out.push({ home: need, away: a0 + k, p: choose(hNeed - 1 + k, k) * p ** hNeed * (1 - p) ** k });
  }
  for (let k = 0; k < hNeed; k++) {
    out.push({ home: h0 + k, away: need, p: choose(aNeed - 1 + k, k) * (1 - p) ** aNeed * p ** k });
  }
  return out;
}

/** Esports (CS, LoL, Dota) series: winner (186), map handicap (14) and total maps (18). */
export function mapsMarkets(state: SeriesState): MarketProbabilities[] {
  const ends = seriesScores(state);
  const need = (state.bestOf + 1) / 2;
  const sum = (f: (e: { home: number; away: number }) => boolean): number =>
    ends.reduce((acc, e) => acc + (f(e) ? e.p : 0), 0);
  const markets = [
    twoWay(
      186,
      '',
      sum((e) => e.home === need),
    ),
  ];
  // A Bo1 has one map whatever happens, so handicap and totals would be the winner market again.
  if (state.bestOf === 1) return markets;
  for (let k = 1; k < need; k++) {
    for (const h of [-(k + 0.5), k + 0.5]) {
      markets.push(
        twoWay(
          14,
          signedLine(h),
          sum((e) => e.home - e.away + h > 0),
        ),
      );
    }
  }
  for (let line = need + 0.5; line < state.bestOf; line++) {
    markets.push(
      overUnder(
        18,
        line,
        sum((e) => e.home + e.away > line),
      ),
    );
  }
  return markets;
}
