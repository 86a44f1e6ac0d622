// The catalogue every instance serves reads from: open matches with their live state and
// markets, kept in memory and moved only by catalogue events (from the bus), so all
// instances answer the same and list calls never touch the database.
import type { MatchDelta, ServerFrame } from '@bet/domain/sportsbook/live-protocol';
import { LIVE_TOPIC, matchTopic } from '@bet/domain/sportsbook/live-protocol';
import { isFinishedStatus, isLiveStatus, type LiveState } from '@bet/domain/sportsbook/live-state';
import type { StoredMarket } from './schema.ts';

export type CatalogMatch = {
  id: number;
  externalId: string;
  sportId: number;
  categoryId: number;
  tournamentId: number;
  homeTeamId: number;
  awayTeamId: number;
  /** Kick-off, epoch milliseconds. */
  startsAt: number;
  active: boolean;
  visible: boolean;
  liveActive: boolean;
  /** Betting stopped on the whole match by the feed. */
  suspended: boolean;
  state: LiveState;
  markets: StoredMarket[];
  version: number;
};

/** What moves the catalogue; published on the bus by the feed's leader, applied by every instance. */
export type CatalogEvent =
  | { kind: 'delta'; delta: MatchDelta }
  /** A match's market list changed shape (lines added or dropped): the whole list. */
  | { kind: 'markets'; id: number; v: number; markets: StoredMarket[] }
  | { kind: 'removed'; id: number; v: number; status: string }
  /** Fixtures or names changed in the database: read them again. */
  | { kind: 'reload' };

export type Frame = { topics: string[]; frame: ServerFrame };

const marketKey = (oddsType: number, special: string) => `${oddsType}|${special}`;

/** How many removed matches the store remembers (a day's finished matches, many times over). */
const REMEMBERED_REMOVALS = 20_000;

export class CatalogStore {
  readonly matches = new Map<number, CatalogMatch>();
  private readonly byExternal = new Map<string, number>();
  /** Moves on every change: answers built from an older revision are stale. */
  revision = 0;
  /**
   * Moves only when which matches a list selects, their order or its counts may change (a match
   * added, replaced, removed, starting or ending, shown or hidden, a market opened or closed), not
   * on a clock or price tick, which changes that one match's part only.
   */
  structure = 0;
  /**
   * The version each removed match left at: a reload or refill that read the database before the
   * match ended would otherwise bring it back as live, and no event would ever remove it again.
   */
  private readonly removed = new Map<number, number>();

  get(id: number): CatalogMatch | undefined {
    return this.matches.get(id);
  }

  byExternalId(externalId: string): CatalogMatch | undefined {
    const id = this.byExternal.get(externalId);
    return id === undefined ? undefined : this.matches.get(id);
  }

  /** Replaces or adds a match as read from the database; an older version never wins. */
  put(match: CatalogMatch): void {
    const held = this.matches.get(match.id);
    if (held && held.version > match.version) return;
    if ((this.removed.get(match.id) ?? -1) >= match.version) return;
    if (isFinishedStatus(match.state.status)) {
      this.delete(match.id, match.version);
      return;
    }
    this.matches.set(match.id, match);
    this.byExternal.set(match.externalId, match.id);
    this.revision++;
    this.structure++;
  }

  /** Removes a match, remembering the version it left at (its own when not given). */
  delete(id: number, version?: number): void {
    const held = this.matches.get(id);
    if (!held) return;
    this.matches.delete(id);
    this.byExternal.delete(held.externalId);
    this.removed.delete(id);
    this.removed.set(id, Math.max(version ?? held.version, held.version));
    const oldest = this.removed.keys().next();
    if (this.removed.size > REMEMBERED_REMOVALS && !oldest.done) this.removed.delete(oldest.value);
    this.revision++;
    this.structure++;
  }

  /**
   * Applies an event and returns the socket frames it makes. `gap` is called with a match
   * whose event skipped a version (an instance that joined late): read it from the database.
   */
  apply(event: CatalogEvent, gap: (id: number) => void): Frame[] {
    if (event.kind === 'reload') return [];
    const id = event.kind === 'delta' ? event.delta.id : event.id;
    const v = event.kind === 'delta' ? event.delta.v : event.v;
    const match = this.matches.get(id);
    if (!match || v <= match.version) return [];
    if (v > match.version + 1 && event.kind !== 'removed') {
      gap(id);
      return [];
    }
    const topics = [matchTopic(id)];
    this.revision++;
    if (event.kind === 'removed') {
      this.delete(id, v);
      return [{ topics: [...topics, LIVE_TOPIC], frame: { t: 'removed', id, status: event.status } }];
    }
    match.version = v;
    if (event.kind === 'markets') {
      match.markets = event.markets;
      this.structure++;
      if (isLiveStatus(match.state.status)) topics.push(LIVE_TOPIC);
      return [{ topics, frame: { t: 'added', id, sportId: match.sportId, v } }];
    }
    if (applyDelta(match, event.delta)) this.structure++;
    if (isLiveStatus(match.state.status)) topics.push(LIVE_TOPIC);
    return [{ topics, frame: event.delta }];
  }
}

/** Which list a status puts a match in: live, upcoming or neither (a period change moves none). */
const listing = (status: string) => (isLiveStatus(status) ? 'live' : status === 'not_started' ? 'soon' : '');

/** Applies a delta to the match; true when it changed the match's structure (see `structure`). */
function applyDelta(match: CatalogMatch, delta: MatchDelta): boolean {
  let structural = false;
  if (delta.state) {
    structural = listing(delta.state.status) !== listing(match.state.status);
    match.state = delta.state;
  }
  if (delta.feedStop !== undefined) match.suspended = delta.feedStop === 1;
  if (delta.active !== undefined) {
    structural ||= match.active !== (delta.active === 1);
    match.active = delta.active === 1;
  }
  if (!delta.markets && !delta.odds) return structural;
  const byKey = new Map(match.markets.map((m) => [marketKey(m.oddsType, m.special), m]));
  for (const [oddsType, special, suspended, active] of delta.markets ?? []) {
    const market = byKey.get(marketKey(oddsType, special));
    if (!market) continue;
    market.suspended = suspended === 1;
    structural ||= market.active !== (active === 1);
    market.active = active === 1;
  }
  for (const [oddsType, special, outcomeId, odds, pos, suspended] of delta.odds ?? []) {
    const outcome = byKey.get(marketKey(oddsType, special))?.outcomes.find((o) => o.outcomeId === outcomeId);
    if (!outcome) continue;
    outcome.odds = odds;
    outcome.pos = pos;
    outcome.suspended = suspended === 1;
  }
  return structural;
}
