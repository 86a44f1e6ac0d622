import { describe, expect, it } from 'vitest';
import { detailPath, neighboursOf, originOf } from './neighbours.ts';

const list = [
  { id: 30, matchDate: '2026-11-21T12:00:00.000Z' },
  { id: 10, matchDate: '2026-11-21T10:00:00.000Z' },
  { id: 21, matchDate: '2026-11-21T11:00:00.000Z' },
  { id: 20, matchDate: '2026-11-21T11:00:00.000Z' },
];

describe('neighboursOf', () => {
  it('finds the matches before and after in kick-off order, ties by id', () => {
    expect(neighboursOf(list, 20)).toEqual({ previous: 10, next: 21 });
    expect(neighboursOf(list, 21)).toEqual({ previous: 20, next: 30 });
  });

  it('has no previous for the first match and no next for the last', () => {
    expect(neighboursOf(list, 10)).toEqual({ next: 20 });
    expect(neighboursOf(list, 30)).toEqual({ previous: 21 });
  });

  it('has neither when the match is not in the list', () => {
    expect(neighboursOf(list, 99)).toEqual({});
    expect(neighboursOf([], 10)).toEqual({});
  });
});

describe('originOf', () => {
  it('reads the live list of the sport in the query', () => {
    expect(originOf(new URLSearchParams('sid=5&ttype=L&tid=9'), 'L', 1)).toEqual({ ttype: 'L', sportId: 5 });
  });

  it('reads the prematch list of the sport and league', () => {
    expect(originOf(new URLSearchParams('sid=1&tid=1012'), 'N', 1)).toEqual({
      ttype: 'N',
      sportId: 1,
      tournamentId: 1012,
    });
  });

  it("falls back to the match's own sport when the query has none", () => {
    expect(originOf(new URLSearchParams('tid=abc'), 'N', 23)).toEqual({ ttype: 'N', sportId: 23 });
  });
});

describe('detailPath', () => {
  it('keeps the query when moving to another match', () => {
    expect(detailPath('tr', 21, new URLSearchParams('ttype=N&sid=1&tid=1012'))).toBe(
      '/tr/matchdetail/21?ttype=N&sid=1&tid=1012',
    );
    expect(detailPath('en', 21, new URLSearchParams())).toBe('/en/matchdetail/21');
  });
});
