import type { SportItem } from '@bet/domain/api/sportsbook';
import { describe, expect, test } from 'vitest';
import { chooseUpcomingStart, needsWindow } from './upcoming-start.ts';

const sport = (id: number, matchCount: number): SportItem => ({
  id,
  title: `s${id}`,
  matchCount,
  liveCount: 0,
});

describe('where Upcoming opens', () => {
  test('the preferred sport when it has matches in the next six hours', () => {
    expect(chooseUpcomingStart([[sport(1, 3), sport(2, 5)]], 1)).toEqual({ chip: 'h6', sportId: 1 });
  });

  test('the first sport with matches when the preferred one has none soon', () => {
    expect(chooseUpcomingStart([[sport(1, 0), sport(3, 0), sport(5, 2)]], 1)).toEqual({
      chip: 'h6',
      sportId: 5,
    });
  });

  test('widens to everything ahead when nothing starts in six hours', () => {
    const soon = [sport(1, 0), sport(2, 0)];
    expect(chooseUpcomingStart([soon], 1)).toBeUndefined();
    expect(chooseUpcomingStart([soon, [sport(1, 0), sport(2, 4)]], 1)).toEqual({ chip: 'all', sportId: 2 });
    expect(chooseUpcomingStart([soon, [sport(1, 9), sport(2, 4)]], 1)).toEqual({ chip: 'all', sportId: 1 });
  });

  test('waits for the windows it needs, and asks for a wider one only after an empty narrower one', () => {
    expect(chooseUpcomingStart([undefined], 1)).toBeUndefined();
    expect(needsWindow([undefined], 0)).toBe(true);
    expect(needsWindow([undefined], 1)).toBe(false);
    expect(needsWindow([[sport(1, 1)]], 1)).toBe(false);
    expect(needsWindow([[sport(1, 0)]], 1)).toBe(true);
  });

  test('nothing scheduled at all: the widest window on the preferred sport', () => {
    expect(chooseUpcomingStart([[], []], 4)).toEqual({ chip: 'all', sportId: 4 });
  });
});
