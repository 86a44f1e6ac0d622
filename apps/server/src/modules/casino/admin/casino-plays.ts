// The casino's plays as the back office reads them: in-house slot rounds and live-table placements,
// and outside providers' rounds as their wallet calls recorded them, in one list joined to their
// players in the users table (`u`, the account module's) so a dealer's subtree is one condition: what
// may be millions of rows is filtered and summed in one statement.
import type { CasinoRoundKind, CasinoRoundRow } from '@bet/domain/api/admin/casino';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { rowsOf, toSafeInteger } from '../../../db/sql-values.ts';
import { HOUSE_PROVIDER_CODE } from '../providers.ts';

/**
 * An outside provider's rounds: a bet's stake counts until it is rolled back, a round with a win is
 * settled, one whose every bet was rolled back cancelled. The in-house provider's calls are left out:
 * its games' own tables above hold those plays with their proofs.
 */
const PROVIDER_ROUNDS = sql`
  select 'provider' as kind, min(w.id)::text as id, w.round_id as round, w.user_id,
    coalesce(w.game_code, pr.code) as game_code, w.currency,
    coalesce(sum(w.amount) filter (where w.kind = 'bet' and rb.id is null), 0) as stake,
    coalesce(sum(w.amount) filter (where w.kind = 'win'), 0) as win,
    case when bool_or(w.kind = 'win') then 'settled'
      when bool_or(w.kind = 'bet' and rb.id is null) then 'bet'
      else 'cancelled' end as state,
    min(w.created_at) as played_at
  from casino_providers pr
  join casino_wallet_transactions w on w.provider_id = pr.id
  left join casino_wallet_transactions rb on w.kind = 'bet' and rb.provider_id = w.provider_id
    and rb.kind = 'rollback' and rb.bet_transaction_id = w.provider_transaction_id
  where pr.code <> ${HOUSE_PROVIDER_CODE}
  group by pr.code, w.provider_id, w.round_id, w.user_id, w.game_code, w.currency`;

/** Every play with the title and company of its game (the in-house company lists them by code). */
const PLAYS = sql`(
  select 'slot' as kind, r.id as id, r.id as round, r.user_id, r.game_code, r.currency, r.stake, r.win,
    r.state, r.played_at
  from house_rounds r
  union all
  select 'table', b.id::text, b.round::text, b.user_id, b.game_code, b.currency, b.stake,
    coalesce(b.win, 0), b.state, b.placed_at
  from house_table_bets b
  union all
  ${PROVIDER_ROUNDS}
) p
join users u on u.id = p.user_id
left join lateral (
  select g.title, c.id as company_id, c.name as company from casino_games g
  join casino_companies c on c.id = g.company_id
  where g.game_code = p.game_code order by g.id limit 1
) g on true`;

export type PlayFilter = {
  /** Which players count: a condition on `u` (the account module's userScopeCondition). */
  scope: SQL;
  username?: string | undefined;
  gameCode?: string | undefined;
  round?: string | undefined;
  kind?: CasinoRoundKind | undefined;
  id?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
};

function whereOf(filter: PlayFilter): SQL {
  const parts = [filter.scope];
  if (filter.username) parts.push(sql`u.username = ${filter.username.trim().toLowerCase()}`);
  if (filter.gameCode) parts.push(sql`p.game_code = ${filter.gameCode}`);
  if (filter.round) parts.push(sql`p.round = ${filter.round.trim()}`);
  if (filter.kind) parts.push(sql`p.kind = ${filter.kind}`);
  if (filter.id) parts.push(sql`p.id = ${filter.id}`);
  if (filter.from) parts.push(sql`p.played_at >= ${filter.from.toISOString()}`);
  if (filter.to) parts.push(sql`p.played_at < ${filter.to.toISOString()}`);
  return sql.join(parts, sql` and `);
}

const toRow = (r: Record<string, unknown>): CasinoRoundRow => ({
  kind: r.kind as CasinoRoundKind,
  id: String(r.id),
  round: String(r.round),
  gameCode: String(r.game_code),
  gameTitle: r.title == null ? String(r.game_code) : String(r.title),
  userId: toSafeInteger(r.user_id),
  username: String(r.username),
  currency: String(r.currency),
  stake: toSafeInteger(r.stake),
  win: toSafeInteger(r.win),
  state: r.state as CasinoRoundRow['state'],
  playedAt: new Date(String(r.played_at)).toISOString(),
});

/** One page of plays, newest first, and how many match in all. */
export async function searchPlays(
  db: Executor,
  filter: PlayFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: CasinoRoundRow[]; total: number }> {
  const where = whereOf(filter);
  const [rows, counted] = await Promise.all([
    db.execute(sql`
      select p.*, u.username, g.title from ${PLAYS} where ${where}
      order by p.played_at desc, p.id desc limit ${page.limit} offset ${page.offset}`),
    db.execute(sql`select count(*) as total from ${PLAYS} where ${where}`),
  ]);
  const [count] = rowsOf<{ total: unknown }>(counted);
  return { rows: rowsOf<Record<string, unknown>>(rows).map(toRow), total: toSafeInteger(count?.total ?? 0) };
}

export type PlayFigures = { stakes: number; wins: number; rounds: number; players: number };
export type GameFigures = PlayFigures & {
  gameCode: string;
  title: string;
  companyId: number | null;
  company: string;
};

/**
 * Stakes, wins, rounds and players per game. A stake counts once taken (bet or settled), a win once
 * paid (settled); a cancelled or unconfirmed play counts for nothing.
 */
export async function playFiguresByGame(db: Executor, filter: PlayFilter): Promise<GameFigures[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select p.game_code, min(g.title) as title, min(g.company_id) as company_id, min(g.company) as company,
        coalesce(sum(p.stake), 0) as stakes,
        coalesce(sum(case when p.state = 'settled' then p.win end), 0) as wins,
        count(*) as rounds, count(distinct p.user_id) as players
      from ${PLAYS}
      where ${whereOf(filter)} and p.state in ('bet', 'settled')
      group by p.game_code order by p.game_code`),
  );
  return rows.map((r) => ({
    gameCode: String(r.game_code),
    title: r.title == null ? String(r.game_code) : String(r.title),
    companyId: r.company_id == null ? null : toSafeInteger(r.company_id),
    company: r.company == null ? '' : String(r.company),
    stakes: toSafeInteger(r.stakes),
    wins: toSafeInteger(r.wins),
    rounds: toSafeInteger(r.rounds),
    players: toSafeInteger(r.players),
  }));
}

/** Distinct players per company and over all: they are not the sum of the games' players. */
export async function playersOf(
  db: Executor,
  filter: PlayFilter,
): Promise<{ byCompany: Map<number | null, number>; all: number }> {
  const rows = rowsOf<{ company_id: unknown; total: unknown; players: unknown }>(
    await db.execute(sql`
      select g.company_id, grouping(g.company_id) as total, count(distinct p.user_id) as players
      from ${PLAYS}
      where ${whereOf(filter)} and p.state in ('bet', 'settled')
      group by rollup (g.company_id)`),
  );
  const byCompany = new Map<number | null, number>();
  let all = 0;
  for (const r of rows) {
    // The rollup's total row, told apart from the row of games no company lists (a null company too).
    if (toSafeInteger(r.total) === 1) all = toSafeInteger(r.players);
    else byCompany.set(r.company_id == null ? null : toSafeInteger(r.company_id), toSafeInteger(r.players));
  }
  return { byCompany, all };
}
