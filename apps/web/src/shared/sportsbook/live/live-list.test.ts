import type { LiveMatch } from '@bet/domain/api/sportsbook';
import type { MatchDelta } from '@bet/domain/sportsbook/live-protocol';
import { type LiveState, notStartedState } from '@bet/domain/sportsbook/live-state';
import { describe, expect, it } from 'vitest';
import { buildGroup, buildLiveMatch } from '../test-builders.ts';
import { applyLiveFrames, type LiveListOptions, mergeFetched } from './live-list.ts';

const match = (id: number, extra: Partial<LiveMatch> = {}): LiveMatch =>
  buildLiveMatch({
    matchid: id,
    Home: `Home ${id}`,
    Away: `Away ${id}`,
    odds: [buildGroup(1, '', ['1', 'X', '2'])],
    ...extra,
  });

const playing = (home: number, away: number, minute: number, status = '1p'): LiveState => ({
  ...notStartedState(45),
  status,
  score: { home, away },
  clock: { minute, extra: 0, periodLength: 45 },
});

const delta = (id: number, v: number, extra: Partial<MatchDelta> = {}): MatchDelta => ({
  t: 'match',
  id,
  v,
  ...extra,
});

const football: LiveListOptions = { ignored: new Set(), wantsSport: (sportId) => sportId === 1 };

describe('applyLiveFrames', () => {
  it('patches the score, clock and odds of a held match', () => {
    const list = [match(1), match(2)];
    const { matches, fetch } = applyLiveFrames(
      list,
      [delta(2, 2, { state: playing(1, 0, 23), odds: [[1, '', '1', 1850, -1, 0]] })],
      football,
    );
    expect(fetch).toEqual([]);
    expect(matches[0]).toBe(list[0]);
    expect(matches[1]?.score.matchscore).toBe('1:0');
    expect(matches[1]?.time.matchtime).toBe(23);
    expect(matches[1]?.odds[0]?.odds[0]).toMatchObject({ odd: 1.85, pos: -1 });
  });

  it('keeps the same list for a stale delta', () => {
    const list = [match(1, { v: 5 })];
    expect(applyLiveFrames(list, [delta(1, 5, { state: playing(3, 0, 50) })], football).matches).toBe(list);
  });

  it('asks for a match in play it does not hold, but not for unstarted or ignored ones', () => {
    const options = { ...football, ignored: new Set([9]) };
    const frames = [
      delta(7, 1, { state: playing(0, 0, 1) }),
      delta(8, 1, { state: notStartedState(45) }),
      delta(9, 1, { state: playing(0, 0, 1) }),
      delta(10, 1, { odds: [[1, '', '1', 1500, 1, 0]] }),
    ];
    expect(applyLiveFrames([match(1)], frames, options).fetch).toEqual([7]);
  });

  it('drops a removed match and a match whose delta says it finished', () => {
    const list = [match(1), match(2), match(3)];
    const { matches } = applyLiveFrames(
      list,
      [{ t: 'removed', id: 1, status: 'ended' }, delta(3, 2, { state: playing(2, 1, 90, 'ended') })],
      football,
    );
    expect(matches.map((m) => m.matchid)).toEqual([2]);
  });

  it("asks again for an 'added' match of a wanted sport only", () => {
    const frames = [
      { t: 'added', id: 1, sportId: 1, v: 3 },
      { t: 'added', id: 5, sportId: 2, v: 1 },
      { t: 'added', id: 6, sportId: 1, v: 1 },
    ] as const;
    expect(applyLiveFrames([match(1)], frames, football).fetch).toEqual([1, 6]);
  });
});

describe('mergeFetched', () => {
  const accepts = (m: LiveMatch) => m.sportId === 1;
  const byId = (a: LiveMatch, b: LiveMatch) => a.matchid - b.matchid;

  it('adds accepted matches in order, replaces newer copies and refuses the rest', () => {
    const list = [match(1), match(4, { v: 3 })];
    const { matches, refused } = mergeFetched(
      list,
      [match(3), match(4, { v: 4, Home: 'Renamed' }), match(5, { sportId: 2 })],
      accepts,
      byId,
    );
    expect(matches.map((m) => m.matchid)).toEqual([1, 3, 4]);
    expect(matches[2]?.Home).toBe('Renamed');
    expect(refused).toEqual([5]);
  });

  it('drops a held match that no longer fits or has finished', () => {
    const list = [match(1), match(2)];
    const { matches, refused } = mergeFetched(
      list,
      [match(1, { sportId: 2 }), match(2, { matchstatus: 'ended', v: 9 })],
      accepts,
    );
    expect(matches).toEqual([]);
    expect(refused).toEqual([1, 2]);
  });

  it('keeps the held copy when the looked-up one is older', () => {
    const list = [match(1, { v: 8, Home: 'Held' })];
    expect(mergeFetched(list, [match(1, { v: 7 })], accepts).matches[0]?.Home).toBe('Held');
  });
});
