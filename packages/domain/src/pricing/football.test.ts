import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FootballState, footballMarkets, strengthsFromTeams } from './football.ts';
import { applyMargin, MAX_ODDS, MIN_ODDS } from './margin.ts';
import type { MarketProbabilities } from './types.ts';

const prematch: FootballState = {
  homeRate: 1.5,
  awayRate: 1.2,
  minute: 0,
  score: { home: 0, away: 0 },
  half: 1,
};

const find = (ms: MarketProbabilities[], oddsType: number, special = ''): MarketProbabilities => {
  const m = ms.find((x) => x.oddsType === oddsType && x.special === special);
  if (!m) throw new Error(`market ${oddsType} ${special} missing`);
  return m;
};
const prob = (m: MarketProbabilities, id: string): number => {
  const o = m.outcomes.find((x) => x.outcomeId === id);
  if (!o) throw new Error(`outcome ${id} missing in ${m.oddsType}`);
  return o.probability;
};
const mass = (m: MarketProbabilities): number => m.outcomes.reduce((s, o) => s + o.probability, 0);
// Double chance lists each result twice (1X, 12, X2), so its outcomes sum to 2.
const expectedMass = (m: MarketProbabilities): number => (m.oddsType === 10 ? 2 : 1);
const overs = (ms: MarketProbabilities[], oddsType: number): number[] =>
  ms.filter((m) => m.oddsType === oddsType).map((m) => prob(m, 'over'));

const stateArb: fc.Arbitrary<FootballState> = fc
  .record({
    homeRate: fc.double({ min: 0.2, max: 4, noNaN: true }),
    awayRate: fc.double({ min: 0.2, max: 4, noNaN: true }),
    minute: fc.integer({ min: 0, max: 95 }),
    home: fc.integer({ min: 0, max: 6 }),
    away: fc.integer({ min: 0, max: 6 }),
    corners: fc.integer({ min: 0, max: 15 }),
    cards: fc.integer({ min: 0, max: 8 }),
  })
  .map(({ home, away, minute, ...rest }) => ({
    ...rest,
    minute,
    half: minute <= 45 ? 1 : 2,
    score: { home, away },
    halfTimeScore: { home: Math.floor(home / 2), away: Math.floor(away / 2) },
  }));

describe('footballMarkets', () => {
  const ms = footballMarkets(prematch);

  it('offers every market family with half lines only', () => {
    const types = new Set(ms.map((m) => m.oddsType));
    for (const t of [1, 10, 18, 29, 45, 14, 65, 87, 7, 166, 139])
      expect(types.has(t), `type ${t}`).toBe(true);
    expect(ms.filter((m) => m.oddsType === 18).map((m) => m.special)).toEqual([
      '0.5',
      '1.5',
      '2.5',
      '3.5',
      '4.5',
      '5.5',
      '6.5',
    ]);
    for (const m of ms.filter((x) => [18, 166, 139].includes(x.oddsType)))
      expect(Number(m.special) % 1).toBe(0.5);
    expect(find(ms, 45).outcomes).toHaveLength(26);
  });

  it('every market sums to 1 before margin (double chance to 2)', () => {
    for (const m of ms)
      expect(Math.abs(mass(m) - expectedMass(m)), `${m.oddsType} ${m.special}`).toBeLessThan(1e-9);
  });

  it('totals: P(over) strictly decreasing in the line', () => {
    for (const t of [18, 166, 139]) {
      const o = overs(ms, t);
      for (let i = 1; i < o.length; i++) expect(o[i]).toBeLessThan(o[i - 1] ?? 0);
    }
  });

  it('1X2 agrees with correct score and with double chance', () => {
    const x12 = find(ms, 1);
    const cs = find(ms, 45);
    const dc = find(ms, 10);
    let draw = 0;
    for (let g = 0; g <= 4; g++) draw += prob(cs, `${g}:${g}`);
    // Draws above 4:4 sit in 'other'; bound them by its mass.
    expect(prob(x12, 'X')).toBeGreaterThanOrEqual(draw - 1e-12);
    expect(prob(x12, 'X') - draw).toBeLessThanOrEqual(prob(cs, 'other'));
    expect(prob(dc, '1X')).toBeCloseTo(prob(x12, '1') + prob(x12, 'X'), 12);
    expect(prob(dc, '12')).toBeCloseTo(prob(x12, '1') + prob(x12, '2'), 12);
    expect(prob(dc, 'X2')).toBeCloseTo(prob(x12, 'X') + prob(x12, '2'), 12);
    expect(prob(find(ms, 7, '1'), 'none')).toBeCloseTo(prob(cs, '0:0'), 12);
    expect(prob(find(ms, 18, '0.5'), 'under')).toBeCloseTo(prob(cs, '0:0'), 12);
  });

  it('a home team with the better rates is favoured; handicap 0:1 makes it less so', () => {
    expect(prob(find(ms, 1), '1')).toBeGreaterThan(prob(find(ms, 1), '2'));
    expect(prob(find(ms, 14, '0:1'), '1')).toBeLessThan(prob(find(ms, 1), '1'));
    expect(prob(find(ms, 14, '1:0'), '1')).toBeCloseTo(prob(find(ms, 10), '1X'), 12);
  });

  it('a team leading 2:0 at minute 85 is a heavy favourite', () => {
    const live = footballMarkets({ ...prematch, minute: 85, half: 2, score: { home: 2, away: 0 } });
    expect(prob(find(live, 1), '1')).toBeGreaterThan(0.97);
    // Goals come faster late on and in stoppage time: a quarter of such leads still see another.
    expect(prob(find(live, 45), '2:0')).toBeGreaterThan(0.7);
    expect(prob(find(live, 18, '1.5'), 'over')).toBe(1);
  });

  it('after the most stoppage time there can be, the result is certain: odds at floor and cap', () => {
    const end = footballMarkets({
      ...prematch,
      minute: 90,
      extra: 5,
      half: 2,
      score: { home: 1, away: 2 },
      halfTimeScore: { home: 1, away: 0 },
    });
    const x12 = find(end, 1);
    expect(x12.outcomes.map((o) => o.probability)).toEqual([0, 0, 1]);
    expect(applyMargin(x12, 0.06).outcomes.map((o) => o.odds)).toEqual([MAX_ODDS, MAX_ODDS, MIN_ODDS]);
    expect(prob(find(end, 45), '1:2')).toBe(1);
    expect(prob(find(end, 87), '2')).toBe(1);
    expect(prob(find(end, 7, '4'), 'none')).toBe(1);
    for (const m of end) for (const o of m.outcomes) expect([0, 1]).toContain(o.probability);
  });

  it('next goal special is goals so far + 1', () => {
    const live = footballMarkets({ ...prematch, minute: 60, half: 2, score: { home: 2, away: 1 } });
    expect(live.filter((m) => m.oddsType === 7).map((m) => m.special)).toEqual(['4']);
    expect(ms.filter((m) => m.oddsType === 7).map((m) => m.special)).toEqual(['1']);
  });

  it('first half is priced only during it; second half needs the half-time score once running', () => {
    const second = { ...prematch, minute: 60, half: 2 as const, score: { home: 1, away: 0 } };
    expect(footballMarkets(second).some((m) => m.oddsType === 65 || m.oddsType === 87)).toBe(false);
    const withHt = footballMarkets({ ...second, halfTimeScore: { home: 1, away: 0 } });
    expect(prob(find(withHt, 87), 'X')).toBeGreaterThan(0.4);
  });

  it('corners and cards add what already happened', () => {
    const live = footballMarkets({ ...prematch, minute: 70, half: 2, corners: 9, cards: 5 });
    expect(prob(find(live, 166, '8.5'), 'over')).toBe(1);
    expect(prob(find(live, 139, '4.5'), 'over')).toBe(1);
    expect(prob(find(live, 166, '12.5'), 'over')).toBeLessThan(0.5);
  });

  it('rejects bad input', () => {
    expect(() => footballMarkets({ ...prematch, homeRate: -1 })).toThrow(RangeError);
    expect(() => footballMarkets({ ...prematch, score: { home: 0.5, away: 0 } })).toThrow(RangeError);
  });

  it('property: sums to 1, odds within [floor, cap], totals non-increasing', () => {
    fc.assert(
      fc.property(stateArb, fc.double({ min: 0, max: 0.15, noNaN: true }), (state, margin) => {
        const all = footballMarkets(state);
        for (const m of all) {
          expect(Math.abs(mass(m) - expectedMass(m))).toBeLessThan(1e-9);
          for (const o of m.outcomes) expect(o.probability).toBeGreaterThanOrEqual(0);
          for (const o of applyMargin(m, margin).outcomes) {
            expect(o.odds).toBeGreaterThanOrEqual(MIN_ODDS);
            expect(o.odds).toBeLessThanOrEqual(MAX_ODDS);
          }
        }
        for (const t of [18, 166, 139]) {
          const o = overs(all, t);
          for (let i = 1; i < o.length; i++) expect(o[i]).toBeLessThanOrEqual((o[i - 1] ?? 0) + 1e-12);
        }
        expect(find(all, 7, String(state.score.home + state.score.away + 1))).toBeDefined();
      }),
      { numRuns: 200 },
    );
  });
});

describe('strengthsFromTeams', () => {
  it('equal teams: home advantage and a ~2.7 goal average', () => {
    const { homeRate, awayRate } = strengthsFromTeams(60, 60);
    expect(homeRate).toBeGreaterThan(awayRate);
    expect(homeRate + awayRate).toBeCloseTo(2.7, 1);
  });

  it('the stronger side scores more and rates stay in range', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (a, b) => {
          const r = strengthsFromTeams(a, b);
          expect(r.homeRate).toBeGreaterThanOrEqual(0.2);
          expect(r.awayRate).toBeLessThanOrEqual(4.5);
          if (a > b) expect(r.homeRate).toBeGreaterThan(r.awayRate);
        },
      ),
    );
    expect(strengthsFromTeams(90, 20).homeRate).toBeGreaterThan(strengthsFromTeams(60, 60).homeRate);
  });
});

describe('footballMarkets over the time profile', () => {
  it('prices the time profile the matches are played by: goals left in stoppage time, more cards after the break', () => {
    const level = {
      ...prematch,
      half: 2 as const,
      score: { home: 1, away: 1 },
      halfTimeScore: { home: 1, away: 1 },
    };
    const stoppage = footballMarkets({ ...level, minute: 90, extra: 1.5 });
    expect(prob(find(stoppage, 1), 'X')).toBeLessThan(0.99);
    expect(prob(find(stoppage, 1), 'X')).toBeGreaterThan(0.8);
    // Half the cards of a match in the first 45 minutes would be 0.5 of them; they come at 0.8 : 1.2.
    const halfTime = footballMarkets({ ...prematch, minute: 45, extra: 5 });
    const cardsUnder = prob(find(halfTime, 139, '2.5'), 'under');
    const atKickOff = prob(find(footballMarkets(prematch), 139, '2.5'), 'under');
    expect(cardsUnder).toBeGreaterThan(atKickOff);
    expect(cardsUnder).toBeLessThan(0.5);
  });
});
