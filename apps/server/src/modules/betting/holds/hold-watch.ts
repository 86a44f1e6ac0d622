// What the catalogue did while live coupons waited out their bet delay, from its events on the bus.
// A watched hold is spoiled the moment one of its picks is suspended, stopped or priced below what
// was taken, even when it recovers before the hold is decided. What was heard is also remembered
// for a while (hold-memory.ts), for holds this instance did not write (another instance's, or its
// own from before a restart). Either is only known while this instance listened throughout: a hold
// made before it started listening, or before it heard the bus again after losing it, is not.
import type { CatalogEvent, StoredMarket } from '../../catalog/index.ts';
import { CatalogMemory, marketKey, matchKey, outcomeKey, type PickRef, priceIn } from './hold-memory.ts';

export type WatchedPick = PickRef;

type Entry = { picks: readonly WatchedPick[]; spoiled: boolean; couponId: number | null };

/** A hold being watched: attached to its coupon once written, cancelled when nothing was written. */
export type WatchHandle = { attach(couponId: number): void; cancel(): void };

export class HoldWatch {
  readonly #byMatch = new Map<number, Set<Entry>>();
  readonly #byCoupon = new Map<number, Entry>();
  readonly #memory = new CatalogMemory();
  /** Since when every catalogue event reaches this instance (epoch ms); null while it may not. */
  #listeningSince: number | null = null;

  /** Catalogue events reach this instance from `at` on (it started, or heard the bus again). */
  listening(at: number): void {
    this.#listeningSince = at;
  }

  /** Catalogue events may be lost from now on, until listening again. */
  deaf(): void {
    this.#listeningSince = null;
  }

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

  /** Whether this hold is watched here (written by this instance since it started). */
  watches(couponId: number): boolean {
    return this.#byCoupon.has(couponId);
  }

  /**
   * Whether a hold made at `since` (epoch ms) is known to have kept its odds: listened throughout,
   * and watched here unspoiled or, not watched, remembered with no move. False when not known.
   */
  steady(couponId: number, picks: readonly WatchedPick[], since: number): boolean {
    if (this.#listeningSince === null || this.#listeningSince > since) return false;
    const entry = this.#byCoupon.get(couponId);
    // The memory also holds what came between the odds being read and the watch beginning.
    if (entry) return !entry.spoiled && !this.#memory.moved(picks, since);
    return this.#memory.remembers(since) && !this.#memory.moved(picks, since);
  }

  /** Whether a pick was heard going below its odds, or stopping, at or after `since` (epoch ms). */
  moved(picks: readonly WatchedPick[], since: number): boolean {
    return this.#memory.moved(picks, since);
  }

  forget(couponId: number): void {
    const entry = this.#byCoupon.get(couponId);
    if (entry) this.#remove(entry);
  }

  /** Forgets what was heard before `before` (epoch ms). */
  prune(before: number): void {
    this.#memory.prune(before);
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
        this.#memory.stopped(marketKey(id, oddsType, special), at);
        this.#spoil(id, (p) => p.oddsType === oddsType && p.special === special);
      }
    }
    for (const [oddsType, special, outcomeId, price, , outcomeSuspended] of odds ?? []) {
      this.#memory.priced(
        outcomeKey(id, oddsType, special, outcomeId),
        at,
        outcomeSuspended === 1 ? 0 : price,
      );
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
    this.#memory.rebuilt(id, at, markets);
    this.#spoil(id, (p) => priceIn(markets, p) < p.odds);
  }

  #stopMatch(id: number, at: number): void {
    this.#memory.stopped(matchKey(id), at);
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
