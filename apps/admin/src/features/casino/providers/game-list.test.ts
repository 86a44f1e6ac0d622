import { describe, expect, it } from 'vitest';
import { parseGameList } from './game-list.ts';

describe('a pasted game list', () => {
  it('reads code and name a line, with an optional overlay flag, by semicolon or tab', () => {
    expect(
      parseGameList('gold-rush;Gold Rush\n\n  lucky:7\tLucky Seven\t1 \r\nbaccarat-1;Baccarat; 0'),
    ).toEqual({
      games: [
        { gameCode: 'gold-rush', title: 'Gold Rush', overlay: false },
        { gameCode: 'lucky:7', title: 'Lucky Seven', overlay: true },
        { gameCode: 'baccarat-1', title: 'Baccarat', overlay: false },
      ],
      badLines: [],
      tooMany: false,
    });
  });

  it('names the lines it cannot read', () => {
    const parsed = parseGameList('ok;Fine\nno name\nbad code;X\nx;Y;2\nx;Y;1;extra\n;Nameless');
    expect(parsed.games.map((g) => g.gameCode)).toEqual(['ok']);
    expect(parsed.badLines).toEqual([2, 3, 4, 5, 6]);
  });

  it('says when a list is longer than one call takes', () => {
    const lines = Array.from({ length: 501 }, (_, i) => `g${i};Game ${i}`).join('\n');
    expect(parseGameList(lines)).toMatchObject({ badLines: [], tooMany: true });
  });
});
