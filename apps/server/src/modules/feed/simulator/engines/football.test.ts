import { strengthsFromTeams } from '@bet/domain/pricing/football';
import { describe, expect, it } from 'vitest';
import { GOAL_SUSPENSION_SECONDS } from '../match-play.ts';
import { footballResult, footballStateAt } from '../match-state.ts';
import { footballEngine } from './football.ts';

const input = { seed: 'fixture-7', homeRating: 82, awayRating: 64, tournamentId: 1011 };
const plan = footballEngine.plan(input);
const { firstHalfEnd, secondHalfStart, secondHalfEnd } = plan.match.timeline;
const oddsTypes = (t: number) =>
  footballEngine.marketsAt(plan, footballEngine.stateAt(plan, t)).map((m) => m.oddsType);

describe('football engine', () => {
  it('plans with the goal rates of the team ratings', () => {
    expect(plan.match).toMatchObject(strengthsFromTeams(82, 64));
    expect(footballEngine.duration(plan)).toBe(secondHalfEnd);
  });

  it('reports the clock, cards and corners of the football state', () => {
    for (const t of [0, 600, firstHalfEnd - 1, firstHalfEnd, secondHalfStart + 125, secondHalfEnd - 1]) {
      const raw = footballStateAt(plan.match, t);
      expect(footballEngine.stateAt(plan, t)).toMatchObject({
        status: raw.status,
        score: raw.score,
        clock: { minute: raw.minute, extra: raw.extraMinute, periodLength: 45 },
        cards: raw.cards,
        corners: raw.corners,
      });
    }
    expect(footballEngine.stateAt(plan, -5)).toMatchObject({ status: 'not_started', periods: [] });
  });

  it('adds each half to the periods when it starts', () => {
    const halfTime = footballResult(plan.match).halfTime;
    const first = footballEngine.stateAt(plan, 600);
    expect(first.periods).toEqual([first.score]);
    expect(footballEngine.stateAt(plan, firstHalfEnd).periods).toEqual([halfTime]);
    const second = footballEngine.stateAt(plan, secondHalfStart + 600);
    expect(second.periods).toEqual([
      halfTime,
      { home: second.score.home - halfTime.home, away: second.score.away - halfTime.away },
    ]);
  });

  it('stops betting right after a goal', () => {
    const goals = plan.match.events.filter((e) => e.type === 'goal');
    expect(goals.length).toBeGreaterThan(0);
    for (const goal of goals) {
      expect(footballEngine.stateAt(plan, goal.at + GOAL_SUSPENSION_SECONDS - 1).betStatus).toBe('stopped');
    }
  });

  it('prices the first half while it runs and the second from half-time', () => {
    expect(oddsTypes(600)).toContain(65);
    expect(oddsTypes(firstHalfEnd)).not.toContain(65);
    expect(oddsTypes(firstHalfEnd)).toContain(87);
    const state = footballEngine.stateAt(plan, secondHalfStart + 600);
    const nextGoal = footballEngine.marketsAt(plan, state).find((m) => m.oddsType === 7);
    expect(nextGoal?.special).toBe(String(state.score.home + state.score.away + 1));
  });

  it('settles with halves, corners and cards', () => {
    const raw = footballResult(plan.match);
    expect(footballEngine.result(plan)).toEqual({
      status: 'ended',
      score: raw.fullTime,
      periods: [
        raw.halfTime,
        { home: raw.fullTime.home - raw.halfTime.home, away: raw.fullTime.away - raw.halfTime.away },
      ],
      corners: raw.corners,
      cards: raw.cards,
      goals: plan.match.events.filter((e) => e.type === 'goal').map((e) => e.team),
    });
    const goals = footballEngine.result(plan).goals ?? [];
    expect(goals.filter((team) => team === 'home')).toHaveLength(raw.fullTime.home);
  });

  it('emits every match event between the four period boundaries', () => {
    const events = footballEngine.eventsBetween(plan, -1, secondHalfEnd);
    expect(events.filter((e) => e.type === 'period_start').map((e) => e.at)).toEqual([0, secondHalfStart]);
    expect(events.filter((e) => e.type === 'period_end').map((e) => e.at)).toEqual([
      firstHalfEnd,
      secondHalfEnd,
    ]);
    expect(events.filter((e) => !e.type.startsWith('period')).map((e) => [e.at, e.type, e.team])).toEqual(
      plan.match.events.map((e) => [e.at, e.type, e.team]),
    );
  });
});
