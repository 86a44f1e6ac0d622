import type { SportItem } from '@bet/domain/api/sportsbook';
import { describe, expect, it } from 'vitest';
import { menuSports } from './menu-sports.ts';

const sport = (id: number, matchCount: number, liveCount: number): SportItem => ({
  id,
  title: `Sport ${id}`,
  matchCount,
  liveCount,
});
const SPORTS = [sport(1, 40, 3), sport(2, 12, 0), sport(5, 0, 2), sport(23, 6, 1), sport(109, 0, 0)];

describe('the left menu sport lists', () => {
  it('lists sports with prematch matches and their count, hiding empty ones', () => {
    expect(menuSports(SPORTS, false, []).map((s) => [s.id, s.count])).toEqual([
      [1, 40],
      [2, 12],
      [23, 6],
    ]);
  });

  it('lists sports in play with their live count on the live tab', () => {
    expect(menuSports(SPORTS, true, []).map((s) => [s.id, s.count])).toEqual([
      [1, 3],
      [5, 2],
      [23, 1],
    ]);
  });

  it('puts favourites first, in the order they were starred, and marks them', () => {
    const list = menuSports(SPORTS, false, [23, 2]);
    expect(list.map((s) => s.id)).toEqual([23, 2, 1]);
    expect(list.map((s) => s.favourite)).toEqual([true, true, false]);
  });

  it('hides a favourite without matches (it stays a favourite for when it has some)', () => {
    expect(menuSports(SPORTS, true, [2, 5]).map((s) => s.id)).toEqual([5, 1, 23]);
  });
});
