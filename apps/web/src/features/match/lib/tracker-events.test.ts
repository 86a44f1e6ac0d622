import { describe, expect, it } from 'vitest';
import { buildLiveMatch } from '../../../shared/sportsbook/test-builders.ts';
import type { MatchEvent } from '../api/events-api.ts';
import {
  attackingSide,
  eventSignature,
  minuteLabel,
  type TrackerEvent,
  timelineEvents,
} from './tracker-events.ts';

const at = (
  minute: number,
  type: MatchEvent['type'],
  team: MatchEvent['team'] = '',
  score: [number, number] = [0, 0],
): MatchEvent => ({ at: minute * 60, type, team, minute, score: { home: score[0], away: score[1] } });

describe('timelineEvents', () => {
  it('reads a football match: halves, goals with the score, cards and corners with their minutes', () => {
    const events = timelineEvents([
      at(1, 'period_start'),
      at(12, 'corner', 'away'),
      at(23, 'goal', 'home', [1, 0]),
      at(40, 'yellow', 'away', [1, 0]),
      at(45, 'period_end', '', [1, 0]),
      at(46, 'period_start', '', [1, 0]),
      at(71, 'red', 'home', [1, 0]),
      at(88, 'goal', 'away', [1, 1]),
      at(90, 'period_end', '', [1, 1]),
    ]);
    expect(events).toEqual([
      { key: 'kickOff-1', kind: 'kickOff', minute: 1 },
      { key: 'corner-away-1', kind: 'corner', side: 'away', minute: 12 },
      { key: 'goal-home-1', kind: 'goal', side: 'home', minute: 23, score: '1:0' },
      { key: 'yellow-away-1', kind: 'yellow', side: 'away', minute: 40 },
      { key: 'halfTime-1', kind: 'halfTime', minute: 45 },
      { key: 'secondHalf-1', kind: 'secondHalf', minute: 46 },
      { key: 'red-home-1', kind: 'red', side: 'home', minute: 71 },
      { key: 'goal-away-1', kind: 'goal', side: 'away', minute: 88, score: '1:1' },
      { key: 'fullTime-1', kind: 'fullTime', minute: 90 },
    ]);
  });

  it('numbers repeated events apart, so several in one minute keep their own keys', () => {
    const keys = timelineEvents([
      at(30, 'corner', 'home'),
      at(30, 'corner', 'home'),
      at(31, 'corner', 'away'),
    ]).map((e) => e.key);
    expect(keys).toEqual(['corner-home-1', 'corner-home-2', 'corner-away-1']);
  });

  it("leaves out other sports' points and won sets or maps", () => {
    expect(
      timelineEvents([
        at(1, 'point', 'home', [1, 0]),
        at(2, 'set_won', 'home', [1, 0]),
        at(3, 'map_won', 'away'),
      ]),
    ).toEqual([]);
  });
});

describe('attackingSide', () => {
  const corner = (minute: number, side: 'home' | 'away'): TrackerEvent => ({
    key: `corner-${side}-${minute}`,
    kind: 'corner',
    side,
    minute,
  });

  it('is the team of the latest goal or corner of the last few minutes; cards do not count', () => {
    expect(attackingSide([], 10)).toBeUndefined();
    const yellow: TrackerEvent = { key: 'yellow-away-1', kind: 'yellow', side: 'away', minute: 31 };
    expect(attackingSide([corner(28, 'away'), corner(30, 'home'), yellow], 32)).toBe('home');
    const goal: TrackerEvent = { key: 'goal-away-1', kind: 'goal', side: 'away', minute: 33, score: '0:1' };
    expect(attackingSide([corner(30, 'home'), goal], 35)).toBe('away');
  });

  it('is none once the latest play is old or a half started or ended after it', () => {
    expect(attackingSide([corner(30, 'home')], 36)).toBeUndefined();
    const halfTime: TrackerEvent = { key: 'halfTime-1', kind: 'halfTime', minute: 45 };
    expect(attackingSide([corner(44, 'home'), halfTime], 45)).toBeUndefined();
  });
});

describe('eventSignature', () => {
  it('changes with the score, a card, a corner or the status, not with the clock', () => {
    const match = buildLiveMatch();
    const signature = eventSignature(match);
    expect(eventSignature({ ...match, time: { ...match.time, matchtime: 50 } })).toBe(signature);
    expect(eventSignature({ ...match, score: { ...match.score, matchscore: '1:0' } })).not.toBe(signature);
    expect(eventSignature({ ...match, cards: { ...match.cards, yellowaway: 1 } })).not.toBe(signature);
    expect(eventSignature({ ...match, corners: { home: 0, away: 1 } })).not.toBe(signature);
    expect(eventSignature({ ...match, matchstatus: 'pause' })).not.toBe(signature);
  });
});

describe('minuteLabel', () => {
  it('reads the minute as the clock does', () => {
    expect(minuteLabel(67)).toBe("67'");
  });
});
