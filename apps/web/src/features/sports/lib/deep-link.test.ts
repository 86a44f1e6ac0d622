import { describe, expect, it } from 'vitest';
import { hasDeepLink, readDeepLink, rowIds, scrollTopFor } from './deep-link.ts';

const read = (q: string) => readDeepLink(new URLSearchParams(q));

describe('prematch deep links', () => {
  it('opens the country and league and aims at the league, then the country', () => {
    expect(read('sid=1&cid=101&tid=1011')).toEqual({
      sportId: 1,
      categoryId: 101,
      tournamentId: 1011,
      targets: ['pm-league-1011', 'pm-country-101'],
    });
  });

  it('aims at a match first when goto names one', () => {
    expect(read('sid=2&cid=201&tid=2011&goto=345')?.targets).toEqual([
      rowIds.match(345),
      rowIds.league(2011),
      rowIds.country(201),
    ]);
  });

  it('takes goto as an element id when it is not a number', () => {
    expect(read('goto=pm-country-5')).toEqual({ targets: ['pm-country-5'] });
  });

  it('ignores values that are not ids', () => {
    expect(read('sid=abc&cid=-4&tid=0&goto=<script>')).toBeNull();
    expect(read('sid=5&cid=1e3')).toEqual({ sportId: 5, targets: [] });
  });

  it('is absent without its parameters', () => {
    expect(read('act=1')).toBeNull();
    expect(hasDeepLink(new URLSearchParams('act=1'))).toBe(false);
    expect(hasDeepLink(new URLSearchParams('sid=x'))).toBe(true);
  });

  it('scrolls the target 115 px below the top, never above the page', () => {
    expect(scrollTopFor(400, 1000)).toBe(1285);
    expect(scrollTopFor(50, 0)).toBe(0);
  });
});
