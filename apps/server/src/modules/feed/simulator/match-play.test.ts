import { describe, expect, it } from 'vitest';
import { GOAL_SUSPENSION_SECONDS, HALF_TIME_BREAK_SECONDS, planFootballMatch } from './match-play.ts';
import {
  footballEventsBetween,
  footballResult,
  footballStateAt,
  footballStatusRank,
  matchElapsedSeconds,
} from './match-state.ts';

const input = { seed: 'match-42', homeRate: 1.6, awayRate: 1.1 };

describe('planFootballMatch', () => {
  it('gives the same plan for the same seed and a different one for another seed', () => {
    expect(planFootballMatch(input)).toEqual(planFootballMatch(input));
    expect(planFootballMatch({ ...input, seed: 'match-43' }).events).not.toEqual(
      planFootballMatch(input).events,
    );
  });

  it('has stoppage time of 1-5 minutes per half and a 15-minute break', () => {
    for (let i = 0; i < 200; i++) {
      const p = planFootballMatch({ ...input, seed: `s${i}` });
      for (const s of [p.stoppage.firstHalf, p.stoppage.secondHalf]) {
        expect(s).toBeGreaterThanOrEqual(1);
        expect(s).toBeLessThanOrEqual(5);
      }
      expect(p.timeline.firstHalfEnd).toBe((45 + p.stoppage.firstHalf) * 60);
      expect(p.timeline.secondHalfStart - p.timeline.firstHalfEnd).toBe(HALF_TIME_BREAK_SECONDS);
      expect(p.timeline.secondHalfEnd - p.timeline.secondHalfStart).toBe((45 + p.stoppage.secondHalf) * 60);
    }
  });

  it('keeps events sorted, inside their half, with consistent minutes', () => {
    const p = planFootballMatch(input);
    let prev = -1;
    p.events.forEach((e, i) => {
      expect(e.id).toBe(i + 1);
      expect(e.at).toBeGreaterThanOrEqual(prev);
      prev = e.at;
      if (e.period === 1) {
        expect(e.at).toBeGreaterThan(0);
        expect(e.at).toBeLessThan(p.timeline.firstHalfEnd);
        expect(e.minute).toBeLessThanOrEqual(45);
      } else {
        expect(e.at).toBeGreaterThan(p.timeline.secondHalfStart);
        expect(e.at).toBeLessThan(p.timeline.secondHalfEnd);
        expect(e.minute).toBeGreaterThanOrEqual(46);
        expect(e.minute).toBeLessThanOrEqual(90);
      }
      if (e.extraMinute > 0) expect(e.minute % 45).toBe(0);
    });
  });

  it('averages goals, cards and corners close to the configured rates over 2,000 matches', () => {
    const n = 2000;
    let goals = 0;
    let home = 0;
    let cards = 0;
    let corners = 0;
    let lateGoals = 0;
    let earlyGoals = 0;
    for (let i = 0; i < n; i++) {
      const p = planFootballMatch({ ...input, seed: `avg-${i}` });
      const r = footballResult(p);
      goals += r.fullTime.home + r.fullTime.away;
      home += r.fullTime.home;
      cards += r.cards.yellowHome + r.cards.yellowAway + r.cards.redHome + r.cards.redAway;
      corners += r.corners.home + r.corners.away;
      for (const e of p.events) {
        if (e.type !== 'goal' || e.extraMinute > 0) continue;
        if (e.minute > 75) lateGoals++;
        else if (e.minute <= 15) earlyGoals++;
      }
    }
    const expected = input.homeRate + input.awayRate;
    expect(Math.abs(goals / n - expected) / expected).toBeLessThan(0.05);
    expect(Math.abs(home / n - input.homeRate) / input.homeRate).toBeLessThan(0.07);
    expect(cards / n).toBeGreaterThan(4);
    expect(cards / n).toBeLessThan(5);
    expect(corners / n).toBeGreaterThan(9.3);
    expect(corners / n).toBeLessThan(10.7);
    expect(lateGoals).toBeGreaterThan(earlyGoals); // late boost
  });

  it('handles zero rates', () => {
    const r = footballResult(planFootballMatch({ seed: 'z', homeRate: 0, awayRate: 0 }));
    expect(r.fullTime).toEqual({ home: 0, away: 0 });
  });
});

describe('footballStateAt', () => {
  const plan = planFootballMatch(input);
  const { firstHalfEnd, secondHalfStart, secondHalfEnd } = plan.timeline;

  it('walks through the statuses with the right clock', () => {
    expect(footballStateAt(plan, -1)).toMatchObject({
      status: 'not_started',
      minute: 0,
      score: { home: 0, away: 0 },
      halfTimeScore: null,
      lastEvent: null,
    });
    expect(footballStateAt(plan, 0)).toMatchObject({ status: '1p', minute: 1, extraMinute: 0 });
    expect(footballStateAt(plan, 44 * 60 + 59)).toMatchObject({ minute: 45, extraMinute: 0 });
    expect(footballStateAt(plan, firstHalfEnd)).toMatchObject({
      status: 'pause',
      minute: 45,
      betStatus: 'started',
    });
    expect(footballStateAt(plan, firstHalfEnd).halfTimeScore).toEqual(footballResult(plan).halfTime);
    expect(footballStateAt(plan, secondHalfStart)).toMatchObject({ status: '2p', minute: 46 });
    expect(footballStateAt(plan, secondHalfStart + 45 * 60 + 5)).toMatchObject({
      status: '2p',
      minute: 90,
      extraMinute: 1,
    });
    expect(footballStateAt(plan, secondHalfEnd)).toMatchObject({
      status: 'ended',
      minute: 90,
      betStatus: 'stopped',
    });
  });

  it('is still 1p in the first half stoppage time (minute 45+1)', () => {
    for (let i = 0; i < 50; i++) {
      const p = planFootballMatch({ ...input, seed: `st-${i}` });
      const s = footballStateAt(p, 45 * 60 + 30);
      expect(p.stoppage.firstHalf).toBeGreaterThanOrEqual(1);
      expect(s).toMatchObject({ status: '1p', minute: 45, extraMinute: 1 });
      const last = footballStateAt(p, p.timeline.firstHalfEnd - 1);
      expect(last).toMatchObject({ status: '1p', extraMinute: p.stoppage.firstHalf });
      expect(footballStateAt(p, p.timeline.firstHalfEnd).status).toBe('pause');
    }
  });

  it('is monotonic in time', () => {
    for (let i = 0; i < 20; i++) {
      const p = planFootballMatch({ ...input, seed: `mono-${i}` });
      let prev = footballStateAt(p, -60);
      for (let t = 0; t <= p.timeline.secondHalfEnd + 60; t += 17) {
        const s = footballStateAt(p, t);
        expect(footballStatusRank(s.status)).toBeGreaterThanOrEqual(footballStatusRank(prev.status));
        expect(s.score.home).toBeGreaterThanOrEqual(prev.score.home);
        expect(s.score.away).toBeGreaterThanOrEqual(prev.score.away);
        expect(s.corners.home).toBeGreaterThanOrEqual(prev.corners.home);
        expect(s.corners.away).toBeGreaterThanOrEqual(prev.corners.away);
        expect(s.cards.yellowHome).toBeGreaterThanOrEqual(prev.cards.yellowHome);
        expect(s.cards.redAway).toBeGreaterThanOrEqual(prev.cards.redAway);
        if (s.status === prev.status && s.status !== 'pause') {
          expect(s.minute * 100 + s.extraMinute).toBeGreaterThanOrEqual(prev.minute * 100 + prev.extraMinute);
        }
        prev = s;
      }
    }
  });

  it('equals the result after the end', () => {
    for (let i = 0; i < 20; i++) {
      const p = planFootballMatch({ ...input, seed: `end-${i}` });
      const r = footballResult(p);
      for (const t of [p.timeline.secondHalfEnd, p.timeline.secondHalfEnd + 3600]) {
        const s = footballStateAt(p, t);
        expect(s.status).toBe('ended');
        expect(s.score).toEqual(r.fullTime);
        expect(s.halfTimeScore).toEqual(r.halfTime);
        expect(s.cards).toEqual(r.cards);
        expect(s.corners).toEqual(r.corners);
        expect(s.lastEvent).toEqual(p.events[p.events.length - 1] ?? null);
      }
    }
  });

  it('stops betting for 30 s after a goal', () => {
    let checked = 0;
    for (let i = 0; i < 30; i++) {
      const p = planFootballMatch({ ...input, seed: `bet-${i}` });
      for (const goal of p.events.filter((e) => e.type === 'goal')) {
        const at = footballStateAt(p, goal.at);
        expect(at.betStatus).toBe('stopped');
        expect(at.lastEvent?.at).toBe(goal.at);
        expect(footballStateAt(p, goal.at + 10).betStatus).toBe('stopped');
        const later = goal.at + GOAL_SUSPENSION_SECONDS + 1;
        const otherGoal = p.events.some((e) => e.type === 'goal' && e.at > goal.at && e.at <= later);
        if (!otherGoal) {
          expect(footballStateAt(p, later).betStatus).toBe(
            footballStateAt(p, later).status === 'ended' ? 'stopped' : 'started',
          );
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
  });
});

describe('footballEventsBetween', () => {
  it('matches the state difference between two times', () => {
    const plan = planFootballMatch(input);
    const end = plan.timeline.secondHalfEnd;
    const points = [-10, 0, 600, 1234, plan.timeline.firstHalfEnd, 4000, 5555, end - 1, end];
    for (let i = 0; i < points.length; i++) {
      for (let j = i; j < points.length; j++) {
        const from = points[i] ?? 0;
        const to = points[j] ?? 0;
        const a = footballStateAt(plan, from);
        const b = footballStateAt(plan, to);
        const evs = footballEventsBetween(plan, from, to);
        const count = (type: string, team: string) =>
          evs.filter((e) => e.type === type && e.team === team).length;
        expect(b.score.home - a.score.home).toBe(count('goal', 'home'));
        expect(b.score.away - a.score.away).toBe(count('goal', 'away'));
        expect(b.corners.home - a.corners.home).toBe(count('corner', 'home'));
        expect(b.corners.away - a.corners.away).toBe(count('corner', 'away'));
        expect(b.cards.yellowHome - a.cards.yellowHome).toBe(count('yellow', 'home'));
        expect(b.cards.yellowAway - a.cards.yellowAway).toBe(count('yellow', 'away'));
        expect(b.cards.redHome - a.cards.redHome).toBe(count('red', 'home'));
        expect(b.cards.redAway - a.cards.redAway).toBe(count('red', 'away'));
        if (evs.length > 0) expect(b.lastEvent).toEqual(evs[evs.length - 1]);
      }
    }
    expect(footballEventsBetween(plan, -1, end)).toEqual(plan.events);
  });
});

describe('matchElapsedSeconds', () => {
  const kickoff = new Date('2026-01-01T12:00:00Z');

  it('scales wall-clock time by the speed factor', () => {
    expect(matchElapsedSeconds(kickoff, new Date('2026-01-01T12:01:00Z'), 1)).toBe(60);
    expect(matchElapsedSeconds(kickoff, new Date('2026-01-01T12:01:00Z'), 60)).toBe(3600);
    expect(matchElapsedSeconds(kickoff, new Date('2026-01-01T11:59:00Z'), 1)).toBe(-60);
    expect(() => matchElapsedSeconds(kickoff, kickoff, 0)).toThrow(RangeError);
  });

  it('plays a whole match, break included, in about two minutes at speed 60', () => {
    const plan = planFootballMatch(input);
    const at = (ms: number) =>
      footballStateAt(plan, matchElapsedSeconds(kickoff, new Date(kickoff.getTime() + ms), 60));
    expect(at(-1000).status).toBe('not_started');
    expect(at(50_000).status).toBe('pause');
    expect(at(80_000).status).toBe('2p');
    expect(at(plan.timeline.secondHalfEnd * (1000 / 60)).status).toBe('ended');
  });
});
