import { describe, expect, it } from 'vitest';
import { PLAYED_SPORT_IDS } from './engines/index.ts';
import { runSharpBettors } from './sharp-bettors.ts';

const MARGIN = 0.07;

describe('sharp bettors against the simulated book, every sport at full speed', () => {
  const result = runSharpBettors({ seed: 'sharp', matchesPerSport: 4, margin: MARGIN, continuations: 16 });

  it('finds no open outcome the score has decided, nor any line the live model does not price', () => {
    expect(result.decidedBets).toEqual([]);
    expect(result.unpricedBets).toEqual([]);
  });

  // The hold A's stakes leave the book as the engine itself plays on from each bet's state. How the
  // few matches here really ended would swing it by far more than the band (a match's long shots weigh
  // heavily), so the settled hold is left to `npm run bench -- sharp-bettors`, which plays hundreds.
  // Over all sports each market type must lie in the band; each sport's alone, on a few hundred
  // bets, within three of its standard errors of it (clustered by match) so one cannot hide behind
  // the others.
  it('keeps between half and twice the margin of what an even stake on every open outcome stakes', () => {
    expect(new Set(result.sportHolds.map((h) => h.sportId))).toEqual(new Set(PLAYED_SPORT_IDS));
    expect(result.holds.length).toBeGreaterThanOrEqual(15);
    for (const h of result.holds) {
      expect(h.bets, `market type ${h.oddsType}`).toBeGreaterThan(100);
      expect(h.engineHold, `market type ${h.oddsType}`).toBeGreaterThanOrEqual(MARGIN / 2);
      expect(h.engineHold, `market type ${h.oddsType}`).toBeLessThanOrEqual(2 * MARGIN);
    }
    for (const h of result.sportHolds) {
      const at = `sport ${h.sportId} market type ${h.oddsType}: ${h.engineHold} ± ${h.engineError}`;
      expect(h.bets, at).toBeGreaterThan(100);
      expect(h.engineHold + 3 * h.engineError, at).toBeGreaterThanOrEqual(MARGIN / 2);
      expect(h.engineHold - 3 * h.engineError, at).toBeLessThanOrEqual(2 * MARGIN);
    }
  });
});
