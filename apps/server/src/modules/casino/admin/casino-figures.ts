// The casino report: the games' figures as summed, rolled up per company, and their totals.
import type { CasinoFigures, CasinoReportAnswer } from '@bet/domain/api/admin/casino';
import type { Executor } from '../../../db/client.ts';
import {
  type GameFigures,
  type PlayFigures,
  type PlayFilter,
  playersOf,
  playFiguresByGame,
} from './casino-plays.ts';

const withGgr = <F extends PlayFigures>(f: F): F & CasinoFigures => ({ ...f, ggr: f.stakes - f.wins });

const sum = (rows: readonly PlayFigures[], players: number): PlayFigures => ({
  stakes: rows.reduce((n, r) => n + r.stakes, 0),
  wins: rows.reduce((n, r) => n + r.wins, 0),
  rounds: rows.reduce((n, r) => n + r.rounds, 0),
  players,
});

export async function casinoFigures(
  db: Executor,
  filter: PlayFilter,
): Promise<Omit<CasinoReportAnswer, 'status' | 'currency'>> {
  const [games, players] = await Promise.all([playFiguresByGame(db, filter), playersOf(db, filter)]);
  const byCompany = new Map<number | null, GameFigures[]>();
  for (const game of games) byCompany.set(game.companyId, [...(byCompany.get(game.companyId) ?? []), game]);
  const companies = [...byCompany].map(([companyId, rows]) => ({
    companyId,
    company: rows[0]?.company ?? '',
    ...withGgr(sum(rows, players.byCompany.get(companyId) ?? 0)),
  }));
  return {
    games: games.map(({ companyId: _, ...game }) => withGgr(game)),
    companies,
    totals: withGgr(sum(games, players.all)),
  };
}
