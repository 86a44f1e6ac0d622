import { describe, expect, it } from 'vitest';
import { filterByTitle, settingIds, shownListIds, TV_SEARCH_MIN } from './service-lists.ts';
import { service } from './test-catalogue.ts';
import { limitIdOf, serviceTile } from './tile-games.ts';

const games = [service(1, 'Lucky Wheel'), service(2, 'Poker TV'), service(3, 'LUCKY Dice')];
const titles = (list: readonly { title: string }[]) => list.map((g) => g.title);

describe('the virtual and TV lists', () => {
  it("read the site's comma lists of provider ids", () => {
    expect(settingIds('300, 301,302')).toEqual([300, 301, 302]);
    expect(settingIds('')).toEqual([]);
  });

  it('show the list mainServiceId names when it is one of the site’s, else all', () => {
    expect(shownListIds([300, 301], 301)).toEqual([301]);
    expect(shownListIds([300, 301], 999)).toEqual([300, 301]);
    expect(shownListIds([300, 301], null)).toEqual([300, 301]);
  });

  it('filter by title case-insensitively', () => {
    expect(titles(filterByTitle(games, 'luck'))).toEqual(['Lucky Wheel', 'LUCKY Dice']);
    expect(titles(filterByTitle(games, ' TV '))).toEqual(['Poker TV']);
    expect(filterByTitle(games, 'bingo')).toEqual([]);
  });

  it(`search TV games from ${TV_SEARCH_MIN} characters on`, () => {
    expect(titles(filterByTitle(games, 'lu', TV_SEARCH_MIN))).toHaveLength(3);
    expect(titles(filterByTitle(games, 'luc', TV_SEARCH_MIN))).toEqual(['Lucky Wheel', 'LUCKY Dice']);
  });

  it('open a game with the stake limit its extras name', () => {
    expect(limitIdOf('{"limitID":"12"}')).toBe(12);
    expect(limitIdOf('{"limitID":0}')).toBeUndefined();
    expect(limitIdOf('not json')).toBeUndefined();
    expect(limitIdOf('')).toBeUndefined();
    expect(serviceTile(service(7, 'Keno', '{"limitID":4}')).target).toEqual({
      serviceId: 7,
      masterServiceId: 900,
      limitId: 4,
    });
    expect(serviceTile(service(8, 'Keno 2')).target).toEqual({ serviceId: 8, masterServiceId: 900 });
  });
});
