import type { LiveMatch } from '@bet/domain/api/sportsbook';
import { describe, expect, it } from 'vitest';
import { leagueGroups } from './league-groups.ts';
import { liveAddressSearch, readLiveAddress } from './live-address.ts';
import { oddsTypeChoices, resolveActiveOdd, rowColumns } from './odds-columns.ts';

const m = (matchid: number, tournamentId: number) =>
  ({
    matchid,
    tournamentId,
    categoryName: 'C',
    tournamentName: `T${tournamentId}`,
    categoryFlag: 'tr',
  }) as LiveMatch;

describe('leagueGroups', () => {
  const list = [m(1, 10), m(2, 20), m(3, 10), m(4, 10)];

  it('by league: one section per league in first-seen order', () => {
    const groups = leagueGroups(list, true);
    expect(groups.map((g) => [g.tournamentId, g.matches.map((x) => x.matchid)])).toEqual([
      [10, [1, 3, 4]],
      [20, [2]],
    ]);
  });

  it('by time: a new section whenever the league changes', () => {
    const groups = leagueGroups(list, false);
    expect(groups.map((g) => g.matches.map((x) => x.matchid))).toEqual([[1], [2], [3, 4]]);
    expect(new Set(groups.map((g) => g.key)).size).toBe(3);
  });
});

describe('live address', () => {
  it('reads sid, cid, activeOdd and the match to scroll to', () => {
    expect(readLiveAddress('?sid=1&cid=12&activeOdd=41&match=99')).toEqual({
      sid: 1,
      cid: 12,
      activeOdd: 41,
      match: 99,
      reset: false,
    });
  });

  it('reset drops the filters', () => {
    expect(readLiveAddress('?reset=1&sid=2&cid=3')).toEqual({ reset: true });
  });

  it('ignores values that are not ids', () => {
    expect(readLiveAddress('?sid=abc&cid=-1&activeOdd=1.5')).toEqual({ reset: false });
  });

  it('writes the state and drops the one-shot parameters', () => {
    expect(liveAddressSearch('?match=5&reset=1&x=y&cid=3', { sid: 2, cid: undefined, activeOdd: 18 })).toBe(
      '?x=y&sid=2&activeOdd=18',
    );
    expect(liveAddressSearch('', { sid: undefined, cid: undefined, activeOdd: undefined })).toBe('');
  });
});

describe('odds columns', () => {
  it('defaults to the first main market for types the sport lacks (such as the spec default 41)', () => {
    expect(resolveActiveOdd(1, 41)).toBe(1);
    expect(resolveActiveOdd(1, undefined)).toBe(1);
    expect(resolveActiveOdd(5, 18)).toBe(186);
  });

  it('puts the active type first, then the other main markets', () => {
    expect(rowColumns(1, 18)).toEqual([18, 1, 29]);
    expect(rowColumns(1, 10)).toEqual([10, 1, 18]);
    expect(rowColumns(1, 41)).toEqual([1, 18, 29]);
  });

  it('offers the main markets first and leaves out markets too wide for a row', () => {
    const football = oddsTypeChoices(1);
    expect(football.slice(0, 3)).toEqual([1, 18, 29]);
    expect(football).not.toContain(45);
    expect(oddsTypeChoices(5)).not.toContain(181);
  });
});
