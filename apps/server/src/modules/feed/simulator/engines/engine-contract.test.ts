import { isFinishedStatus, type LiveState } from '@bet/domain/sportsbook/live-state';
import { describe, expect, it } from 'vitest';
import type { SportEngine } from '../sport-engine.ts';
import { engineFor } from './index.ts';

/** Each sport's statuses in match order; the finishes share the last place. */
const STATUS_ORDER: Record<number, string[]> = {
  1: ['not_started', '1p', 'pause', '2p'],
  2: ['not_started', '1q', 'pause1', '2q', 'pause', '3q', 'pause3', '4q', 'ot'],
  3: ['not_started', ...Array.from({ length: 9 }, (_, i) => `${i + 1}inning`), 'extra'],
  4: ['not_started', '1p', 'pause1', '2p', 'pause2', '3p'],
  5: ['not_started', '1set', '2set', '3set'],
  6: ['not_started', '1p', 'pause', '2p'],
  20: ['not_started', '1set', '2set', '3set', '4set', '5set'],
  23: ['not_started', '1set', '2set', '3set', '4set', '5set'],
  109: ['not_started', '1map', '2map', '3map'],
  110: ['not_started', '1map', '2map', '3map'],
  111: ['not_started', '1map', '2map', '3map'],
};
const SPORTS = Object.keys(STATUS_ORDER).map(Number);
/** Sports whose periods add up to the score; the others count won sets or maps. */
const SUMMED = new Set([1, 2, 3, 4, 6]);
const WINS_NEEDED: Record<number, number> = { 5: 2, 20: 3, 23: 3, 109: 2, 110: 2, 111: 2 };

const DOUBLE_CHANCE = 10;

const input = (seed: string) => ({ seed, homeRating: 74, awayRating: 68, tournamentId: 1 });

function rank(sportId: number, status: string): number {
  const order = STATUS_ORDER[sportId] ?? [];
  return isFinishedStatus(status) ? order.length : order.indexOf(status);
}

function timesOf(engine: SportEngine, plan: unknown, step: number): number[] {
  const end = engine.duration(plan);
  const times: number[] = [];
  for (let t = -120; t < end + 120; t += step) times.push(t);
  return [...times, end - 1, end].sort((a, b) => a - b);
}

function expectDistributions(markets: ReturnType<SportEngine['marketsAt']>): void {
  for (const m of markets) {
    const sum = m.outcomes.reduce((acc, o) => acc + o.probability, 0);
    // Double chance (10) covers each result twice.
    const expected = m.oddsType === DOUBLE_CHANCE ? 2 : 1;
    expect(Math.abs(sum - expected), `market ${m.oddsType} ${m.special}`).toBeLessThan(1e-6);
    for (const o of m.outcomes) {
      expect(o.probability).toBeGreaterThanOrEqual(-1e-9);
      expect(o.probability).toBeLessThanOrEqual(1 + 1e-9);
    }
  }
}

it('has an engine for every simulated sport and none for others', () => {
  for (const id of SPORTS) expect(engineFor(id).sportId).toBe(id);
  expect(() => engineFor(999)).toThrow(/sport 999/);
});

describe.each(SPORTS)('engine of sport %i', (sportId) => {
  const engine = engineFor(sportId);
  const plans = Array.from({ length: 6 }, (_, i) => engine.plan(input(`contract-${i}`)));

  it('plays the same match from the same seed and another from another seed', () => {
    const again = engine.plan(input('contract-0'));
    expect(again).toEqual(plans[0]);
    expect(engine.result(again)).toEqual(engine.result(plans[0]));
    for (const t of timesOf(engine, again, 600))
      expect(engine.stateAt(again, t)).toEqual(engine.stateAt(plans[0], t));
    expect(plans[1]).not.toEqual(plans[0]);
  });

  it('ends in its result, stopped and without markets', () => {
    for (const plan of plans) {
      const result = engine.result(plan);
      expect(['ended', 'after_ot']).toContain(result.status);
      for (const t of [engine.duration(plan), engine.duration(plan) + 3600]) {
        const state = engine.stateAt(plan, t);
        expect(state).toMatchObject({ status: result.status, betStatus: 'stopped', score: result.score });
        expect(state.periods).toEqual(result.periods);
        expect(engine.marketsAt(plan, state)).toEqual([]);
      }
      expect(engine.stateAt(plan, engine.duration(plan) - 1).status).not.toBe(result.status);
    }
  });

  it('never lowers a score and moves through the statuses in order', () => {
    for (const plan of plans) {
      let prev: LiveState = engine.stateAt(plan, -1);
      expect(prev.status).toBe('not_started');
      for (const t of timesOf(engine, plan, 13)) {
        const state = engine.stateAt(plan, t);
        const [from, to] = [rank(sportId, prev.status), rank(sportId, state.status)];
        expect(to, state.status).toBeGreaterThanOrEqual(0);
        expect(to).toBeGreaterThanOrEqual(from);
        // Nothing is skipped but overtime on the way to the finish.
        if (!isFinishedStatus(state.status)) expect(to - from).toBeLessThanOrEqual(1);
        expect(state.score.home).toBeGreaterThanOrEqual(prev.score.home);
        expect(state.score.away).toBeGreaterThanOrEqual(prev.score.away);
        expect(state.periods.length).toBeGreaterThanOrEqual(prev.periods.length);
        if (state.status === prev.status) {
          prev.periods.forEach((p, i) => {
            expect(state.periods[i]?.home).toBeGreaterThanOrEqual(p.home);
            expect(state.periods[i]?.away).toBeGreaterThanOrEqual(p.away);
          });
        }
        prev = state;
      }
    }
  });

  it('prices every market as a distribution before and during the match', () => {
    for (const plan of plans.slice(0, 3)) {
      const end = engine.duration(plan);
      for (const t of [-60, 0, 0.2 * end, 0.45 * end, 0.7 * end, 0.9 * end, end - 1]) {
        const markets = engine.marketsAt(plan, engine.stateAt(plan, t));
        expect(markets.length).toBeGreaterThan(0);
        expectDistributions(markets);
      }
    }
  });

  it('reports periods that make up the final score', () => {
    for (const plan of plans) {
      const { score, periods } = engine.result(plan);
      if (SUMMED.has(sportId)) {
        expect(periods.reduce((acc, p) => acc + p.home, 0)).toBe(score.home);
        expect(periods.reduce((acc, p) => acc + p.away, 0)).toBe(score.away);
      } else {
        expect(periods.filter((p) => p.home > p.away).length).toBe(score.home);
        expect(periods.filter((p) => p.away > p.home).length).toBe(score.away);
        expect(Math.max(score.home, score.away)).toBe(WINS_NEEDED[sportId]);
      }
    }
  });

  it('emits events in order, each carrying the score of its moment', () => {
    for (const plan of plans) {
      const end = engine.duration(plan);
      const all = engine.eventsBetween(plan, -1, end);
      expect(all.length).toBeGreaterThan(0);
      expect(all.map((e) => e.at)).toEqual([...all.map((e) => e.at)].sort((a, b) => a - b));
      expect(all[all.length - 1]?.score).toEqual(engine.result(plan).score);
      const mid = Math.floor(end / 2);
      expect([...engine.eventsBetween(plan, -1, mid), ...engine.eventsBetween(plan, mid, end)]).toEqual(all);
      all.forEach((e, i) => {
        if (all[i + 1]?.at === e.at) return;
        expect(engine.stateAt(plan, e.at).score, `${e.type} at ${e.at}`).toEqual(e.score);
      });
    }
  });
});
