// What the catalogue did lately as this instance heard it on the bus, kept a while longer than any
// bet delay: the prices each outcome fell to and the stops of matches, markets and outcomes. With
// it a hold this instance did not watch (another instance's, or its own from before a restart) is
// judged like a watched one: did a pick go below its taken odds, or stop, since the hold was made?
import type { StoredMarket } from '../../catalog/index.ts';

/** A pick as a hold took it; odds in thousandths. */
export type PickRef = {
  matchId: number;
  oddsType: number;
  special: string;
  outcomeId: string;
  odds: number;
};

export const matchKey = (id: number): string => `m:${id}`;
export const marketKey = (id: number, oddsType: number, special: string): string =>
  `k:${id}|${oddsType}|${special}`;
export const outcomeKey = (id: number, oddsType: number, special: string, outcomeId: string): string =>
  `o:${id}|${oddsType}|${special}|${outcomeId}`;

const listKey = (oddsType: number, special: string, outcomeId: string) =>
  `${oddsType}|${special}|${outcomeId}`;

/** A pick's price in a match's market list; 0 when it cannot be taken there. */
export function priceIn(markets: readonly StoredMarket[], pick: PickRef): number {
  const market = markets.find((m) => m.oddsType === pick.oddsType && m.special === pick.special);
  const outcome = market?.outcomes.find((o) => o.outcomeId === pick.outcomeId);
  return market?.active && !market.suspended && outcome && !outcome.suspended ? outcome.odds : 0;
}

/** Drops the entries (oldest first) heard before `before`; true when none is left. */
function dropBefore(entries: { at: number }[], before: number): boolean {
  const kept = entries.findIndex((e) => e.at >= before);
  if (kept > 0) entries.splice(0, kept);
  return kept === -1;
}

/** A price heard at a moment (epoch ms); 0 is a stop. */
type Heard = { at: number; price: number };

export class CatalogMemory {
  /**
   * Per outcome, prices rising with time: a price heard is dropped once a lower or equal one
   * follows, as it can no longer be the lowest since any moment. The first at or after a moment
   * is then the lowest since it.
   */
  readonly #prices = new Map<string, Heard[]>();
  /** When each match or market was last stopped. */
  readonly #stoppedAt = new Map<string, number>();
  /**
   * A match's market lists that replaced the old one, oldest first: the price of each outcome
   * that could be taken (by market and outcome), copied, as the catalogue goes on changing the list.
   */
  readonly #rebuilds = new Map<number, { at: number; open: Map<string, number> }[]>();
  /** Everything heard before this moment may have been forgotten. */
  #forgottenBefore = Number.NEGATIVE_INFINITY;

  /** A match (matchKey) or market (marketKey) stopped. */
  stopped(key: string, at: number): void {
    this.#stoppedAt.set(key, at);
  }

  /** An outcome (outcomeKey) priced anew; 0 when it was stopped. */
  priced(key: string, at: number, price: number): void {
    const heard = this.#prices.get(key) ?? [];
    while (heard.length > 0 && (heard.at(-1)?.price ?? 0) >= price) heard.pop();
    heard.push({ at, price });
    this.#prices.set(key, heard);
  }

  /** A match's market list replaced whole (lines added or dropped). */
  rebuilt(matchId: number, at: number, markets: readonly StoredMarket[]): void {
    const open = new Map<string, number>();
    for (const market of markets) {
      if (!market.active || market.suspended) continue;
      for (const o of market.outcomes) {
        if (!o.suspended) open.set(listKey(market.oddsType, market.special, o.outcomeId), o.odds);
      }
    }
    const rebuilds = this.#rebuilds.get(matchId) ?? [];
    rebuilds.push({ at, open });
    this.#rebuilds.set(matchId, rebuilds);
  }

  /** Whether nothing heard at or after `since` (epoch ms) has been forgotten. */
  remembers(since: number): boolean {
    return since >= this.#forgottenBefore;
  }

  /** Whether a pick went below its odds or was stopped at or after `since`, as far as remembered. */
  moved(picks: readonly PickRef[], since: number): boolean {
    return picks.some((p) => {
      const stopped = [matchKey(p.matchId), marketKey(p.matchId, p.oddsType, p.special)].some(
        (key) => (this.#stoppedAt.get(key) ?? Number.NEGATIVE_INFINITY) >= since,
      );
      return stopped || this.#lowestSince(p, since) < p.odds;
    });
  }

  /** Forgets what was heard before `before` (epoch ms). */
  prune(before: number): void {
    this.#forgottenBefore = Math.max(this.#forgottenBefore, before);
    for (const [key, at] of this.#stoppedAt) if (at < before) this.#stoppedAt.delete(key);
    for (const [key, heard] of this.#prices) if (dropBefore(heard, before)) this.#prices.delete(key);
    for (const [id, rebuilds] of this.#rebuilds) if (dropBefore(rebuilds, before)) this.#rebuilds.delete(id);
  }

  /** The lowest price of a pick heard at or after `since`; Infinity when nothing was heard. */
  #lowestSince(p: PickRef, since: number): number {
    const heard = this.#prices.get(outcomeKey(p.matchId, p.oddsType, p.special, p.outcomeId)) ?? [];
    let lowest = heard.find((h) => h.at >= since)?.price ?? Number.POSITIVE_INFINITY;
    for (const rebuild of this.#rebuilds.get(p.matchId) ?? []) {
      if (rebuild.at < since) continue;
      lowest = Math.min(lowest, rebuild.open.get(listKey(p.oddsType, p.special, p.outcomeId)) ?? 0);
    }
    return lowest;
  }
}
