// Where the feed's view of a match is kept: live state, market document, result.
import { type LiveState, notStartedState } from '@bet/domain/sportsbook/live-state';
import { and, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { FeedResult } from '../feed/index.ts';
import { nextTurn } from '../feed/index.ts';
import type { CatalogMatch } from './catalog-store.ts';
import { fixtureColumns, matches, matchMarkets, matchResults, type StoredMarket } from './schema.ts';

const CHUNK = 500;

export async function writeState(
  db: Executor,
  id: number,
  values: { state: LiveState; version: number; suspended: boolean },
): Promise<void> {
  await db
    .update(matches)
    .set({
      state: values.state,
      status: values.state.status,
      // The feed's stop of the whole match; the state carries the play's own stops.
      betStatus: values.suspended ? 'stopped' : 'started',
      version: values.version,
      updatedAt: sql`now()`,
    })
    .where(eq(matches.id, id));
}

export async function writeMarkets(
  db: Executor,
  id: number,
  markets: StoredMarket[],
  version: number,
): Promise<void> {
  await db
    .insert(matchMarkets)
    .values({ matchId: id, markets })
    .onConflictDoUpdate({ target: matchMarkets.matchId, set: { markets, updatedAt: sql`now()` } });
  await db.update(matches).set({ version, updatedAt: sql`now()` }).where(eq(matches.id, id));
}

/** Inserts the market documents of new matches; existing documents are kept (they hold live prices). */
export async function insertMarkets(
  db: Executor,
  rows: readonly { matchId: number; markets: StoredMarket[] }[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insert(matchMarkets)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoNothing();
  }
}

/** Records a result once; the match leaves the open list. Returns false when it was already decided. */
export async function writeResult(
  db: Executor,
  id: number,
  result: FeedResult,
  values: { state: LiveState; version: number; endedAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(matchResults)
    .values({
      matchId: id,
      status: result.status,
      score: result.score,
      periods: result.periods,
      corners: result.corners ?? null,
      cards: result.cards ?? null,
      goals: result.goals ?? null,
      decidedAt: values.endedAt,
    })
    .onConflictDoNothing()
    .returning({ id: matchResults.matchId });
  await db
    .update(matches)
    .set({
      status: result.status,
      state: values.state,
      betStatus: 'stopped',
      version: values.version,
      endedAt: values.endedAt,
      updatedAt: sql`now()`,
    })
    .where(eq(matches.id, id));
  return inserted.length > 0;
}

/** External ids among these that the catalogue already has. */
export async function knownExternalIds(db: Executor, externalIds: readonly string[]): Promise<Set<string>> {
  const known = new Set<string>();
  for (let i = 0; i < externalIds.length; i += CHUNK) {
    const rows = await db
      .select({ externalId: matches.externalId })
      .from(matches)
      .where(inArray(matches.externalId, externalIds.slice(i, i + CHUNK)));
    for (const r of rows) known.add(r.externalId);
  }
  return known;
}

const openMatchColumns = {
  id: matches.id,
  externalId: matches.externalId,
  ...fixtureColumns(),
  active: matches.active,
  visible: matches.visible,
  liveActive: matches.liveActive,
  betStatus: matches.betStatus,
  state: matches.state,
  version: matches.version,
  markets: matchMarkets.markets,
};

type OpenMatchRow = {
  [K in keyof typeof openMatchColumns]: K extends 'markets'
    ? StoredMarket[] | null
    : K extends 'state'
      ? LiveState | null
      : K extends 'startsAt'
        ? Date
        : K extends 'externalId' | 'betStatus'
          ? string
          : number;
};

function toCatalogMatch(row: OpenMatchRow): CatalogMatch {
  const state = row.state ?? notStartedState();
  return {
    id: row.id,
    externalId: row.externalId,
    sportId: row.sportId,
    categoryId: row.categoryId,
    tournamentId: row.tournamentId,
    homeTeamId: row.homeTeamId,
    awayTeamId: row.awayTeamId,
    startsAt: row.startsAt.getTime(),
    active: row.active === 1,
    visible: row.visible === 1,
    liveActive: row.liveActive === 1,
    suspended: row.betStatus === 'stopped',
    state,
    markets: row.markets ?? [],
    version: row.version,
  };
}

/**
 * Open matches read per statement: on the embedded database a page holds the event loop while it
 * is read and parsed, about 15 ms for a hundred matches with their markets (measured on 2 cores).
 */
export const OPEN_MATCHES_PAGE = 100;

/** Matches not yet decided that start after `since`, with their markets; read by pages, giving way between. */
export async function loadOpenMatches(db: Executor, since: Date): Promise<CatalogMatch[]> {
  const open: CatalogMatch[] = [];
  for (let after = 0; ; await nextTurn()) {
    const rows = await db
      .select(openMatchColumns)
      .from(matches)
      .leftJoin(matchMarkets, eq(matchMarkets.matchId, matches.id))
      .where(and(isNull(matches.endedAt), gte(matches.startsAt, since), gt(matches.id, after)))
      .orderBy(matches.id)
      .limit(OPEN_MATCHES_PAGE);
    for (const row of rows) open.push(toCatalogMatch(row as OpenMatchRow));
    const last = rows.at(-1);
    if (!last || rows.length < OPEN_MATCHES_PAGE) return open;
    after = last.id;
  }
}

/** One undecided match by our id or the feed's. */
export async function loadMatch(
  db: Executor,
  by: { id: number } | { externalId: string },
): Promise<CatalogMatch | undefined> {
  const which = 'id' in by ? eq(matches.id, by.id) : eq(matches.externalId, by.externalId);
  const rows = await db
    .select(openMatchColumns)
    .from(matches)
    .leftJoin(matchMarkets, eq(matchMarkets.matchId, matches.id))
    .where(and(which, isNull(matches.endedAt)));
  const row = rows[0];
  return row ? toCatalogMatch(row as OpenMatchRow) : undefined;
}
