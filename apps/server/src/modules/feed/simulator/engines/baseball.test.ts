import { notStartedState, type TeamScore } from '@bet/domain/sportsbook/live-state';
import { describe, expect, it } from 'vitest';
import { baseballEngine } from './baseball.ts';

const plans = Array.from({ length: 300 }, (_, i) =>
  baseballEngine.plan({ seed: `bb-${i}`, homeRating: 70, awayRating: 70, tournamentId: 3011 }),
);
const sum = (periods: readonly TeamScore[], side: 'home' | 'away') =>
  periods.reduce((acc, p) => acc + p[side], 0);

describe('baseball engine', () => {
  it('plays nine innings, then extra innings only while level, and never ends level', () => {
    expect(plans.some((p) => p.innings.length > 9)).toBe(true);
    for (const plan of plans) {
      const { score, periods } = baseballEngine.result(plan);
      expect(score.home).not.toBe(score.away);
      expect(periods.length).toBeGreaterThanOrEqual(9);
      const nine = periods.slice(0, 9);
      expect(periods.length > 9).toBe(sum(nine, 'home') === sum(nine, 'away'));
      for (const half of plan.halves)
        expect(half.status).toBe(half.period > 9 ? 'extra' : `${half.period}inning`);
    }
  });

  it('skips the last bottom half when the home side leads and ends a walk-off at the winning run', () => {
    let skipped = 0;
    let walkOffs = 0;
    for (const plan of plans) {
      const { score } = baseballEngine.result(plan);
      const last = plan.halves[plan.halves.length - 1]!;
      if (last.batting === 'away') {
        skipped++;
        expect(score.home).toBeGreaterThan(score.away);
      } else if (score.home > score.away) {
        walkOffs++;
        expect(score.home - score.away).toBe(1);
        expect(plan.log[plan.log.length - 1]?.at).toBeGreaterThan(last.end - 31);
      }
    }
    expect(skipped).toBeGreaterThan(0);
    expect(walkOffs).toBeGreaterThan(0);
  });

  it('shows the half being played, top then bottom', () => {
    const plan = plans[0]!;
    const shown = plan.halves.map((h) => baseballEngine.stateAt(plan, (h.start + h.end) / 2).gameScore);
    expect(shown).toEqual(plan.halves.map((_, i) => (i % 2 === 0 ? 'top' : 'bottom')));
    expect(baseballEngine.stateAt(plan, 60).clock).toEqual({ minute: 0, extra: 0, periodLength: 0 });
  });

  it('prices an extra inning as the ninth', () => {
    const plan = plans[0]!;
    const level = { home: 3, away: 3 };
    const innings = (n: number) =>
      Array.from({ length: n }, (_, i) => (i === 0 ? level : { home: 0, away: 0 }));
    const state = (status: string, n: number) => ({
      ...notStartedState(),
      status,
      score: level,
      periods: innings(n),
      gameScore: 'top',
    });
    expect(baseballEngine.marketsAt(plan, state('extra', 11))).toEqual(
      baseballEngine.marketsAt(plan, state('9inning', 9)),
    );
  });

  it('counts the outs of the half-inning and prices fewer runs to come with two out than with none', () => {
    const plan = plans[0]!;
    const half = plan.halves[6]!;
    const at = (share: number) => baseballEngine.stateAt(plan, half.start + share * (half.end - half.start));
    expect([at(0.1).outs, at(0.5).outs, at(0.9).outs]).toEqual([0, 1, 2]);
    const fresh = at(0.1);
    // The same score with two out: only the last third of the half-inning is left.
    const twoOut = { ...fresh, outs: 2 };
    const over = (state: typeof fresh, line: string) =>
      baseballEngine.marketsAt(plan, state).find((m) => m.oddsType === 18 && m.special === line)?.outcomes[0]
        ?.probability;
    const line = baseballEngine.marketsAt(plan, fresh).find((m) => m.oddsType === 18)?.special ?? '';
    expect(over(twoOut, line)).toBeLessThan(over(fresh, line) ?? 0);
  });
});
