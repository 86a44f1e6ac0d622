import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gridStep, isOnOddsGrid } from '../sportsbook/odds-grid.ts';
import { footballMarkets } from './football.ts';
import { applyMargin, impliedOverround, MAX_ODDS, MIN_ODDS } from './margin.ts';
import type { MarketProbabilities, PricedMarket } from './types.ts';

const mk = (...ps: number[]): MarketProbabilities => ({
  oddsType: 1,
  special: '',
  outcomes: ps.map((p, i) => ({ outcomeId: String(i), name: String(i), probability: p })),
});

/**
 * How far rounding down onto the grid may lift the overround: each outcome by at most one grid
 * step of its price (1000/o - 1000/(o + step)).
 */
const gridAllowance = (priced: PricedMarket): number =>
  priced.outcomes.reduce((s, o) => s + 1000 / o.odds - 1000 / (o.odds + gridStep(o.odds)), 0);

/** The overround hits the target within 0.5 %, plus what the grid's rounding down adds. */
function expectOverroundNear(priced: PricedMarket, target: number, label = ''): void {
  const over = impliedOverround(priced);
  expect(over, label).toBeGreaterThan(target * 0.995);
  expect(over, label).toBeLessThan(target * 1.005 + gridAllowance(priced));
}

describe('applyMargin', () => {
  it('hits the requested overround on a balanced market', () => {
    const priced = applyMargin(mk(0.45, 0.28, 0.27), 0.06);
    expectOverroundNear(priced, 1.06);
    expect(priced.outcomes.map((o) => o.odds)).toEqual(
      [...priced.outcomes.map((o) => o.odds)].sort((a, b) => a - b),
    );
  });

  it('with zero margin returns fair odds (floored to thousandths)', () => {
    const priced = applyMargin(mk(0.5, 0.25, 0.25), 0);
    expect(priced.outcomes.map((o) => o.odds)).toEqual([2000, 4000, 4000]);
  });

  it('loads more relative margin on the long shot than on the favourite', () => {
    const [fav, long] = applyMargin(mk(0.9, 0.1), 0.06).outcomes;
    const cut = (fair: number, odds: number): number => fair / (odds / 1000);
    expect(cut(1 / 0.1, long?.odds ?? 0)).toBeGreaterThan(cut(1 / 0.9, fav?.odds ?? 0));
  });

  it('prices impossible outcomes at the cap and certain ones at the floor', () => {
    const priced = applyMargin(mk(1, 0, 0), 0.06);
    expect(priced.outcomes.map((o) => o.odds)).toEqual([MIN_ODDS, MAX_ODDS, MAX_ODDS]);
  });

  it('keeps ids, names, type and special', () => {
    const m: MarketProbabilities = {
      oddsType: 18,
      special: '2.5',
      outcomes: [
        { outcomeId: 'over', name: 'Over', probability: 0.5 },
        { outcomeId: 'under', name: 'Under', probability: 0.5 },
      ],
    };
    expect(applyMargin(m, 0.05)).toMatchObject({
      oddsType: 18,
      special: '2.5',
      outcomes: [
        { outcomeId: 'over', name: 'Over' },
        { outcomeId: 'under', name: 'Under' },
      ],
    });
  });

  it('scales the target by the probability mass for overlapping outcomes (double chance)', () => {
    const priced = applyMargin(mk(0.7, 0.75, 0.55), 0.06);
    expectOverroundNear(priced, 2.12);
  });

  it('rejects a margin outside [0, 1)', () => {
    expect(() => applyMargin(mk(0.5, 0.5), -0.01)).toThrow(RangeError);
    expect(() => applyMargin(mk(0.5, 0.5), Number.NaN)).toThrow(RangeError);
  });

  it('every prematch football market lands within 0.5 % of 1 + margin', () => {
    for (const margin of [0.04, 0.06, 0.1]) {
      for (const m of footballMarkets({
        homeRate: 1.5,
        awayRate: 1.2,
        minute: 0,
        score: { home: 0, away: 0 },
        half: 1,
      })) {
        const priced = applyMargin(m, margin);
        // Double chance covers each result twice, so its fair mass is 2.
        const mass = m.outcomes.reduce((s, o) => s + o.probability, 0);
        expectOverroundNear(priced, mass * (1 + margin), `type ${m.oddsType} ${m.special}`);
      }
    }
  });

  it('publishes on the grid: two decimals, the margin applied before the one rounding down', () => {
    // Fair 1/0.35 = 2.857; every margin takes it below, and the grid then floors it to two decimals.
    const [odd] = applyMargin(mk(0.35, 0.65), 0).outcomes;
    expect(odd?.odds).toBe(2850);
    const [withMargin] = applyMargin(mk(0.35, 0.65), 0.06).outcomes;
    expect(withMargin?.odds).toBeLessThan(2850);
    expect((withMargin?.odds ?? 1) % 10).toBe(0);
  });

  it('property: odds within [floor, cap], on the grid, overround near target when nothing is clamped', () => {
    const probs = fc
      .array(fc.double({ min: 0.01, max: 1, noNaN: true }), { minLength: 2, maxLength: 12 })
      .map((ws) => {
        const s = ws.reduce((a, b) => a + b, 0);
        return ws.map((w) => w / s);
      });
    fc.assert(
      fc.property(probs, fc.double({ min: 0, max: 0.2, noNaN: true }), (ps, margin) => {
        const priced = applyMargin(mk(...ps), margin);
        for (const o of priced.outcomes) {
          expect(isOnOddsGrid(o.odds), String(o.odds)).toBe(true);
          expect(o.odds).toBeGreaterThanOrEqual(MIN_ODDS);
          expect(o.odds).toBeLessThanOrEqual(MAX_ODDS);
        }
        if (priced.outcomes.every((o) => o.odds > MIN_ODDS && o.odds < MAX_ODDS)) {
          expectOverroundNear(priced, 1 + margin);
        }
      }),
    );
  });
});
