// A provider's game list as an operator pastes it from a spreadsheet or the provider's sheet: one
// game a line, "code;name" or "code;name;1" (1 opens it in the site's overlay); tabs work as well as
// semicolons, and blank lines are skipped.
import { GAME_CODE, MAX_GAMES_PER_CALL, type NewCasinoGame } from '@bet/domain/api/admin/casino-providers';

export type ParsedGameList = {
  games: NewCasinoGame[];
  /** Line numbers (from 1) that are not "code;name" or "code;name;0|1". */
  badLines: number[];
  /** More games than one call takes. */
  tooMany: boolean;
};

export function parseGameList(text: string): ParsedGameList {
  const games: NewCasinoGame[] = [];
  const badLines: number[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '') return;
    const [code = '', name = '', overlay = '0', ...rest] = line.split(/[;\t]/).map((cell) => cell.trim());
    if (
      !GAME_CODE.test(code) ||
      name === '' ||
      name.length > 100 ||
      !/^[01]?$/.test(overlay) ||
      rest.length > 0
    ) {
      badLines.push(index + 1);
      return;
    }
    games.push({ gameCode: code, title: name, overlay: overlay === '1' });
  });
  return { games, badLines, tooMany: games.length > MAX_GAMES_PER_CALL };
}
