// Live coupons held for the site's bet delay (spec 001 section 7: createCoupon's sleeping). The
// stake leaves the player when the hold is written; when its time is up the hold is accepted, or
// released and refunded if a pick was suspended, stopped or priced lower at any moment meanwhile.
// The instance that wrote a hold watches it and decides it on time; every instance sweeps for
// holds left over (an instance that stopped), and couponHold decides a due hold itself. A hold is
// accepted only on full knowledge: by an instance that heard the catalogue throughout its wait.
import type { ChangedOdd } from '@bet/domain/api/placement';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { Bus } from '../../../realtime/bus.ts';
import type { CatalogEvent, CatalogStore } from '../../catalog/index.ts';
import { CATALOG_CHANNEL } from '../../catalog/index.ts';
import { changedOdd, outcomeNow } from '../placement/coupon-checks.ts';
import { HoldWatch, type WatchedPick } from './hold-watch.ts';
import { decideHold, dueHoldIds, type HeldCoupon, type HoldPick, loadHold } from './holds-repo.ts';

/** How often every instance looks for due holds. */
const SWEEP_MS = 2_000;
/** A hold this instance did not watch is left this long past its time to the one that did. */
const FOREIGN_GRACE_MS = 3_000;
/** Moves are remembered this long: longer than any bet delay (the setting allows 60 s). */
const MOVE_MEMORY_MS = 120_000;
const SWEEP_BATCH = 200;

export type HoldState =
  | { phase: 'held'; seconds: number }
  | { phase: 'accepted' }
  | { phase: 'released'; changed: ChangedOdd[] };

/** A hold being watched: attached to its coupon (and timed) once written, cancelled when nothing was. */
export type HoldHandle = { attach(couponId: number, holdUntil: Date): void; cancel(): void };

export type LiveHolds = {
  /** Starts watching the picks of a hold about to be written; attach it once written. */
  watch(picks: readonly WatchedPick[]): HoldHandle;
  /** Decides every due hold (those of other instances once past their grace); returns how many it found decided. */
  sweep(): Promise<number>;
  /** The state of one of the player's coupons, deciding it first when its time is up; null if unknown. */
  stateOf(ticketId: string, userId: number): Promise<(HoldState & { coupon: HeldCoupon }) | null>;
  close(): Promise<void>;
};

export type LiveHoldsDeps = {
  db: Db;
  store: CatalogStore;
  bus: Bus;
  now: () => Date;
  log: FastifyBaseLogger;
};

export function createLiveHolds({ db, store, bus, now, log }: LiveHoldsDeps): LiveHolds {
  const holdWatch = new HoldWatch();
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<unknown>>();
  let closed = false;

  const unsubscribe = bus.subscribe(CATALOG_CHANNEL, (message) =>
    holdWatch.apply(message as CatalogEvent, now().getTime()),
  );
  // Holds made before this moment, or before the bus is heard again after losing it, were not heard
  // throughout: they are released, as nothing proves their odds held.
  holdWatch.listening(now().getTime());
  const unhear = bus.onHearing((hearing) => {
    if (hearing) holdWatch.listening(now().getTime());
    else holdWatch.deaf();
  });

  /** Every pick still takeable at no lower odds than taken (better odds are the player's gain). */
  const stillGood = (picks: readonly HoldPick[], at: Date): boolean =>
    picks.every((p) => {
      const current = outcomeNow(store, p, p.live, at);
      return current.available && current.odds >= p.odds;
    });

  /** Decides a held coupon if its time is up: true once it is no longer held, false if left for later. */
  async function decide(hold: HeldCoupon): Promise<boolean> {
    if (hold.phase !== 'held' || !hold.holdUntil) {
      // Decided elsewhere (another instance, a racing sweep): nothing left to watch.
      holdWatch.forget(hold.id);
      return false;
    }
    const at = now();
    const due = hold.holdUntil.getTime();
    const watched = holdWatch.watches(hold.id);
    if (at.getTime() < due || (!watched && at.getTime() < due + FOREIGN_GRACE_MS)) return false;
    const accept =
      holdWatch.steady(hold.id, hold.picks, hold.createdAt.getTime()) && stillGood(hold.picks, at);
    await decideHold(db, hold, accept, at);
    holdWatch.forget(hold.id);
    return true;
  }

  /**
   * A released hold's picks as priced now: those that differ from what was taken or were heard
   * moving meanwhile; every pick when none did (it was released as no one heard its whole wait).
   */
  function changedOf(coupon: HeldCoupon): ChangedOdd[] {
    const at = now();
    const since = coupon.createdAt.getTime();
    const priced = coupon.picks.map((p) => {
      const current = outcomeNow(store, p, p.live, at);
      const moved = !current.available || current.odds !== p.odds || holdWatch.moved([p], since);
      return { changed: changedOdd(p, current), moved };
    });
    const moved = priced.filter((p) => p.moved);
    return (moved.length > 0 ? moved : priced).map((p) => p.changed);
  }

  /** Runs background work so that closing waits for it; its failure is logged, never thrown. */
  function track(work: Promise<unknown>, what: string): void {
    const guarded = work.catch((error: unknown) => log.error({ err: error }, what));
    running.add(guarded);
    void guarded.finally(() => running.delete(guarded));
  }

  async function decideById(id: number): Promise<boolean> {
    const hold = await loadHold(db, { id });
    return hold ? decide(hold) : false;
  }

  async function sweep(): Promise<number> {
    holdWatch.prune(now().getTime() - MOVE_MEMORY_MS);
    let decided = 0;
    for (const id of await dueHoldIds(db, now(), SWEEP_BATCH)) if (await decideById(id)) decided++;
    return decided;
  }

  // One background sweep at a time: a slow one is not stacked on.
  let sweeping = false;
  const sweeper = setInterval(() => {
    if (closed || sweeping) return;
    sweeping = true;
    track(
      sweep().finally(() => {
        sweeping = false;
      }),
      'live hold sweep failed',
    );
  }, SWEEP_MS);
  sweeper.unref();

  return {
    watch(picks) {
      const handle = holdWatch.watch(picks);
      return {
        cancel: handle.cancel,
        attach(couponId, holdUntil) {
          handle.attach(couponId);
          // A little after its time, so the clock has passed it when it runs.
          const timer = setTimeout(
            () => {
              timers.delete(timer);
              if (!closed) track(decideById(couponId), 'live hold decision failed');
            },
            Math.max(0, holdUntil.getTime() - now().getTime()) + 50,
          );
          timer.unref();
          timers.add(timer);
        },
      };
    },

    sweep,

    async stateOf(ticketId, userId) {
      let coupon = await loadHold(db, { ticketId, userId });
      if (!coupon) return null;
      if (coupon.phase === 'held' && coupon.holdUntil && coupon.holdUntil <= now()) {
        // Read again whatever happened: decided here, or by a racing decider meanwhile.
        await decide(coupon);
        coupon = (await loadHold(db, { id: coupon.id })) ?? coupon;
      }
      if (coupon.phase === 'accepted') return { phase: 'accepted', coupon };
      if (coupon.phase === 'released') return { phase: 'released', changed: changedOf(coupon), coupon };
      const left = (coupon.holdUntil?.getTime() ?? 0) - now().getTime();
      // A due hold left to the instance that watched it: ask again in a second.
      return { phase: 'held', seconds: Math.max(1, Math.ceil(left / 1000)), coupon };
    },

    async close() {
      closed = true;
      clearInterval(sweeper);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      unsubscribe();
      unhear();
      await Promise.allSettled([...running]);
    },
  };
}
