// What the catalogue did while live coupons waited out their bet delay, from its events on the bus.
// A watched hold is spoiled the moment one of its picks is suspended, stopped or priced below what
// was taken, even when it recovers before the hold is decided. Stops are also remembered per match,
// market and outcome for a short while, for holds this instance did not write (another instance's,
// or its own from before a restart).
import type { CatalogEvent, StoredMarket } from '../catalog/index.ts';

export type WatchedPick = {
  matchId: number;
  oddsType: number;
  special: string;
  outcomeId: string;
  /** Thousandths, as taken. */
  odds: number;
};

type Entry = { picks: readonly WatchedPick[]; spoiled: boolean; couponId: number | null };

/** A hold being watched: attached to its coupon once written, cancelled when nothing was written. */
export type WatchHandle = { attach(couponId: number): void; cancel(): void };

const matchKey = (id: number) => `m:${id}`;
const marketKey = (id: number, oddsType: number, special: string) => `k:${id}|${oddsType}|${special}`;
const outcomeKey = (id: number, oddsType: number, special: string, outcomeId: string) =>
  `o:${id}|${oddsType}|${special}|${outcomeId}`;

export class HoldWatch {
  readonly #byMatch = new Map<number, Set<Entry>>();
  readonly #byCoupon = new Map<number, Entry>();
  /** When each match, market or outcome was last stopped (epoch ms). */
  readonly #stoppedAt = new Map<string, number>();

  watch(picks: readonly WatchedPick[]): WatchHandle {
    const entry: Entry = { picks, spoiled: false, couponId: null };
    for (const pick of picks) {
      const entries = this.#byMatch.get(pick.matchId) ?? new Set<Entry>();
      entries.add(entry);
      this.#byMatch.set(pick.matchId, entries);
    }
    return {
      attach: (couponId) => {
        entry.couponId = couponId;
        this.#byCoupon.set(couponId, entry);
      },
      cancel: () => this.#remove(entry),
    };
  }

  /** True or false for a hold watched here; undefined when this instance did not see it from the start. */
  spoiled(couponId: number): boolean | undefined {
    return this.#byCoupon.get(couponId)?.spoiled;
  }

  forget(couponId: number): void {
    const entry = this.#byCoupon.get(couponId);
    if (entry) this.#remove(entry);
  }

  /** Whether a pick's match, market or outcome was stopped at or after `since` (epoch ms). */
  stoppedSince(picks: readonly WatchedPick[], since: number): boolean {
    return picks.some((p) =>
      [
        matchKey(p.matchId),
        marketKey(p.matchId, p.oddsType, p.special),
        outcomeKey(p.matchId, p.oddsType, p.special, p.outcomeId),
      ].some((key) => (this.#stoppedAt.get(key) ?? Number.NEGATIVE_INFINITY) >= since),
    );
  }

  /** Drops remembered stops older than `before` (epoch ms). */
  prune(before: number): void {
    for (const [key, at] of this.#stoppedAt) if (at < before) this.#stoppedAt.delete(key);
  }

  apply(event: CatalogEvent, at: number): void {
    if (event.kind === 'reload') return;
    if (event.kind === 'removed') {
      this.#stopMatch(event.id, at);
      return;
    }
    if (event.kind === 'markets') {
      this.#rebuilt(event.id, event.markets, at);
      return;
    }
    const { id, suspended, feedStop, active, state, markets, odds } = event.delta;
    if (suspended === 1 || feedStop === 1 || active === 0 || state?.betStatus === 'stopped') {
      this.#stopMatch(id, at);
    }
    for (const [oddsType, special, marketSuspended, marketActive] of markets ?? []) {
      if (marketSuspended === 1 || marketActive === 0) {
        this.#stoppedAt.set(marketKey(id, oddsType, special), at);
        this.#spoil(id, (p) => p.oddsType === oddsType && p.special === special);
      }
    }
    for (const [oddsType, special, outcomeId, price, , outcomeSuspended] of odds ?? []) {
      if (outcomeSuspended === 1) this.#stoppedAt.set(outcomeKey(id, oddsType, special, outcomeId), at);
      this.#spoil(
        id,
        (p) =>
          p.oddsType === oddsType &&
          p.special === special &&
          p.outcomeId === outcomeId &&
          (outcomeSuspended === 1 || price < p.odds),
      );
    }
  }

  /** A match's market list was replaced: every pick is checked against the new list. */
  #rebuilt(id: number, markets: readonly StoredMarket[], at: number): void {
    for (const market of markets) {
      if (market.suspended || !market.active) {
        this.#stoppedAt.set(marketKey(id, market.oddsType, market.special), at);
      }
    }
    this.#spoil(id, (p) => {
      const market = markets.find((m) => m.oddsType === p.oddsType && m.special === p.special);
      const outcome = market?.outcomes.find((o) => o.outcomeId === p.outcomeId);
      return !market?.active || market.suspended || !outcome || outcome.suspended || outcome.odds < p.odds;
    });
  }

  #stopMatch(id: number, at: number): void {
    this.#stoppedAt.set(matchKey(id), at);
    this.#spoil(id, () => true);
  }

  #spoil(matchId: number, hit: (pick: WatchedPick) => boolean): void {
    for (const entry of this.#byMatch.get(matchId) ?? []) {
      if (!entry.spoiled && entry.picks.some((p) => p.matchId === matchId && hit(p))) entry.spoiled = true;
    }
  }

  #remove(entry: Entry): void {
    for (const pick of entry.picks) {
      const entries = this.#byMatch.get(pick.matchId);
      entries?.delete(entry);
      if (entries?.size === 0) this.#byMatch.delete(pick.matchId);
    }
    if (entry.couponId !== null) this.#byCoupon.delete(entry.couponId);
  }
}
