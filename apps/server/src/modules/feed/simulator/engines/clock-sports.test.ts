import { describe, expect, it } from 'vitest';
import { basketballEngine } from './basketball.ts';
import { handballEngine, iceHockeyEngine } from './goal-sports.ts';

const input = (seed: string) => ({ seed, homeRating: 80, awayRating: 72, tournamentId: 1 });
const sum = (periods: readonly { home: number; away: number }[], side: 'home' | 'away') =>
  periods.reduce((acc, p) => acc + p[side], 0);

describe('basketball engine', () => {
  const plans = Array.from({ length: 400 }, (_, i) => basketballEngine.plan(input(`bb-${i}`)));

  it('plays four quarters with short breaks and a long half-time on a 48-minute clock', () => {
    const plan = plans.find((p) => p.finalStatus === 'ended');
    if (!plan) throw new Error('no match decided in regulation');
    const at = (minutes: number) => basketballEngine.stateAt(plan, minutes * 60);
    expect(at(0)).toMatchObject({ status: '1q', clock: { minute: 1, extra: 0, periodLength: 12 } });
    expect(at(12)).toMatchObject({ status: 'pause1', clock: { minute: 12 } });
    expect(at(14)).toMatchObject({ status: '2q', clock: { minute: 13 } });
    expect(at(26)).toMatchObject({ status: 'pause', clock: { minute: 24 } });
    expect(at(41)).toMatchObject({ status: '3q', clock: { minute: 25 } });
    expect(at(53)).toMatchObject({ status: 'pause3', clock: { minute: 36 } });
    expect(at(66.9)).toMatchObject({ status: '4q', clock: { minute: 48 } });
    expect(basketballEngine.duration(plan)).toBe(67 * 60);
    expect(at(67)).toMatchObject({ status: 'ended', clock: { minute: 48 } });
  });

  it('plays overtime only after a level regulation, until a winner', () => {
    const overtime = plans.filter((p) => p.finalStatus === 'after_ot');
    expect(overtime.length).toBeGreaterThan(0);
    for (const plan of plans) {
      const { score, periods, status } = basketballEngine.result(plan);
      const regulation = periods.slice(0, 4);
      expect(sum(regulation, 'home') === sum(regulation, 'away')).toBe(status === 'after_ot');
      expect(score.home).not.toBe(score.away);
    }
    const plan = overtime[0]!;
    const state = basketballEngine.stateAt(plan, 67 * 60 + 90);
    expect(state).toMatchObject({ status: 'ot', clock: { minute: 50 } });
    // Regulation lines are settled in overtime: only the winner is priced.
    expect(basketballEngine.marketsAt(plan, state).map((m) => m.oddsType)).toEqual([186]);
  });

  it('scores in ones, twos and threes at the pace the model expects', () => {
    let points = 0;
    let expected = 0;
    for (const plan of plans) {
      plan.log.forEach((s, i) => {
        const before = plan.log[i - 1]?.score ?? { home: 0, away: 0 };
        expect([1, 2, 3]).toContain(s.score.home + s.score.away - before.home - before.away);
      });
      points += sum(plan.periods.slice(0, 4), 'home') + sum(plan.periods.slice(0, 4), 'away');
      expected += (plan.params.pace * (plan.params.ratingHome + plan.params.ratingAway)) / 100;
    }
    expect(Math.abs(points / expected - 1)).toBeLessThan(0.02);
  });
});

describe('ice hockey engine', () => {
  it('plays three 20-minute periods and may end level', () => {
    const plans = Array.from({ length: 100 }, (_, i) => iceHockeyEngine.plan(input(`ih-${i}`)));
    expect(plans.every((p) => iceHockeyEngine.duration(p) === 90 * 60)).toBe(true);
    expect(
      plans.some((p) => p.periods.length === 3 && p.log.at(-1)?.score.home === p.log.at(-1)?.score.away),
    ).toBe(true);
    const plan = plans[0]!;
    expect(iceHockeyEngine.stateAt(plan, 20 * 60)).toMatchObject({ status: 'pause1', clock: { minute: 20 } });
    expect(iceHockeyEngine.stateAt(plan, 36 * 60)).toMatchObject({ status: '2p', clock: { minute: 22 } });
    expect(iceHockeyEngine.stateAt(plan, 55 * 60)).toMatchObject({ status: 'pause2', clock: { minute: 40 } });
  });

  it('stops betting for 30 seconds after a goal', () => {
    const plan = iceHockeyEngine.plan(input('ih-goals'));
    expect(plan.log.length).toBeGreaterThan(0);
    for (const goal of plan.log) {
      expect(iceHockeyEngine.stateAt(plan, goal.at).betStatus).toBe('stopped');
      expect(iceHockeyEngine.stateAt(plan, goal.at + 29).betStatus).toBe('stopped');
      const after = iceHockeyEngine.stateAt(plan, goal.at + 30);
      const again = plan.log.some((g) => g.at > goal.at && g.at <= goal.at + 30);
      if (!again && after.status.endsWith('p')) expect(after.betStatus).toBe('started');
    }
  });
});

describe('handball engine', () => {
  it('scores about 56 goals a match between equal teams without stopping betting', () => {
    const plans = Array.from({ length: 300 }, (_, i) =>
      handballEngine.plan({ seed: `hb-${i}`, homeRating: 70, awayRating: 70, tournamentId: 1 }),
    );
    const goals = plans.reduce((acc, p) => acc + p.log.length, 0) / plans.length;
    expect(Math.abs(goals / 56 - 1)).toBeLessThan(0.03);
    const plan = plans[0]!;
    expect(plan.log.every((g) => handballEngine.stateAt(plan, g.at).betStatus === 'started')).toBe(true);
    expect(handballEngine.stateAt(plan, 30 * 60)).toMatchObject({ status: 'pause', clock: { minute: 30 } });
  });
});
