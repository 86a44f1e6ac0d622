// A batch of createCoupon requests written in one transaction (see db/batcher.ts): the players'
// credit accounts locked, the idempotency keys claimed, each coupon judged in arrival order against
// its player's credit as the coupons before it left it, then every accepted coupon, its picks, its
// stake's ledger transaction and its stored answer written in a few multi-row statements.
import type { Settled } from '../../../db/batcher.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { conflict } from '../../../http/errors.ts';
import type { CatalogStore } from '../../catalog/index.ts';
import { type IdempotencyKey, keyText, readTakenKeys, releaseKeys, requestHash } from '../../wallet/index.ts';
import { postStakes, stakesAccounts } from '../coupon-ledger.ts';
import type { LiveHolds } from '../holds/live-holds.ts';
import { CouponRefused } from './coupon-checks.ts';
import { insertCoupons } from './coupons-write.ts';
import { type JudgedPlacement, judgePlacement, type PendingPlacement } from './placement-judge.ts';
import { openPlacements, type PlacingUser } from './placing-user.ts';

export type PlacedCoupon = {
  couponId: number;
  ticketId: string;
  /** The player's credit after the stake (minor units). */
  credit: number;
  /** How many times the player had already placed the same coupon. */
  repeated: number;
  /** Seconds a live coupon waits before it is decided; 0 when accepted at once. */
  sleeping: number;
};

/** What is stored under the request's idempotency key, and answered to a replay. */
export type StoredPlacement = PlacedCoupon & { holdUntil: string | null };

export type BatchOutcome = { placed: StoredPlacement } | { refused: CouponRefused['refusal'] };

export type BatchDeps = { db: Db; store: CatalogStore; holds: LiveHolds };

const keyOf = (p: PendingPlacement): IdempotencyKey => ({
  actorUserId: p.userId,
  requestId: p.input.reqId,
  operation: 'createCoupon',
  input: p.input,
});

type Accepted = JudgedPlacement & { index: number; repeated: number; credit: number };

/** Judges the claimed requests in order; the refused ones get their outcome, the rest are returned. */
function judgeAll(
  deps: BatchDeps,
  batch: readonly PendingPlacement[],
  claimed: readonly number[],
  users: Map<number, PlacingUser>,
  repeats: readonly number[],
  results: Settled<BatchOutcome>[],
): Accepted[] {
  const credit = new Map([...users].map(([id, user]) => [id, user.credit]));
  // Coupons accepted in this batch count as repeats of the ones after them, as if placed one by one.
  const sameInBatch = new Map<string, number>();
  const accepted: Accepted[] = [];
  claimed.forEach((index, k) => {
    const pending = batch[index] as PendingPlacement;
    const user = users.get(pending.userId);
    const sameKey = `${pending.userId}\n${pending.picksHash}`;
    const repeated = (repeats[k] ?? 0) + (sameInBatch.get(sameKey) ?? 0);
    const left = credit.get(pending.userId) ?? 0;
    try {
      const judged = judgePlacement(deps, pending, user && { ...user, credit: left, repeated });
      const after = left - judged.toWrite.coupon.totalStake;
      credit.set(pending.userId, after);
      if (judged.toWrite.coupon.phase === 'accepted')
        sameInBatch.set(sameKey, (sameInBatch.get(sameKey) ?? 0) + 1);
      accepted.push({ ...judged, index, repeated, credit: after });
    } catch (error) {
      results[index] =
        error instanceof CouponRefused
          ? { ok: true, value: { refused: error.refusal } }
          : { ok: false, error };
    }
  });
  return accepted;
}

/** Writes the accepted coupons with their picks and answers, and their stakes' ledger transactions; returns the answers. */
async function writeAccepted(
  tx: Tx,
  stakes: ReturnType<typeof stakesAccounts>,
  accepted: readonly Accepted[],
): Promise<StoredPlacement[]> {
  const answers = accepted.map(
    (a): Omit<StoredPlacement, 'couponId'> => ({
      ticketId: a.toWrite.coupon.ticketId,
      credit: a.credit,
      repeated: a.repeated,
      sleeping: a.sleeping,
      holdUntil: a.toWrite.coupon.holdUntil?.toISOString() ?? null,
    }),
  );
  const ids = await insertCoupons(
    tx,
    accepted.map((a, k) => ({ ...a.toWrite, answer: answers[k] as Record<string, unknown> })),
  );
  const stakesIds = new Map<string, number>();
  for (const { toWrite } of accepted) {
    const { currency } = toWrite.coupon;
    if (!stakesIds.has(currency)) stakesIds.set(currency, await stakes.idIn(tx, currency));
  }
  await postStakes(
    tx,
    accepted.map(({ toWrite: { coupon }, creditAccountId }, k) => ({
      money: {
        couponId: ids[k] as number,
        userId: coupon.userId,
        currency: coupon.currency,
        at: coupon.createdAt,
        requestId: coupon.requestId,
      },
      amount: coupon.totalStake,
      accounts: { credit: creditAccountId, stakes: stakesIds.get(coupon.currency) as number },
    })),
  );
  return answers.map((answer, k) => ({ couponId: ids[k] as number, ...answer }));
}

/** Places a batch; each request settles on its own, and a throw means the batch wrote nothing. */
export async function placeBatch(
  deps: BatchDeps,
  batch: readonly PendingPlacement[],
): Promise<Settled<BatchOutcome>[]> {
  const results: Settled<BatchOutcome>[] = new Array(batch.length);
  // The same request twice in one batch: the later copies share the first one's outcome.
  const firstIndex = new Map<string, number>();
  const copies: [copy: number, first: number][] = [];
  batch.forEach((pending, i) => {
    const key = keyText(keyOf(pending));
    const first = firstIndex.get(key);
    if (first === undefined) firstIndex.set(key, i);
    else copies.push([i, first]);
  });
  const unique = [...firstIndex.values()];
  const stakes = stakesAccounts(deps.db);
  let accepted: Accepted[] = [];
  try {
    await deps.db.transaction(async (tx) => {
      const opened = await openPlacements(
        tx,
        unique.map((i) => {
          const { userId, input, picksHash } = batch[i] as PendingPlacement;
          return { userId, requestId: input.reqId, input, picksHash };
        }),
      );
      const { users } = opened;
      const claimed = unique.filter((_, k) => opened.claimed[k]);
      const repeats = unique.flatMap((_, k) => (opened.claimed[k] ? [opened.repeats[k] ?? 0] : []));
      const taken = unique.filter((_, k) => !opened.claimed[k]);
      const stored = await readTakenKeys(
        tx,
        taken.map((i) => keyOf(batch[i] as PendingPlacement)),
      );
      stored.forEach((answer, k) => {
        const index = taken[k] as number;
        results[index] =
          'error' in answer
            ? { ok: false, error: answer.error }
            : { ok: true, value: { placed: answer.response as StoredPlacement } };
      });
      accepted = judgeAll(deps, batch, claimed, users, repeats, results);
      await releaseKeys(
        tx,
        claimed.filter((i) => results[i] !== undefined).map((i) => keyOf(batch[i] as PendingPlacement)),
      );
      if (accepted.length === 0) return;
      const answers = await writeAccepted(tx, stakes, accepted);
      answers.forEach((answer, k) => {
        results[(accepted[k] as Accepted).index] = { ok: true, value: { placed: answer } };
      });
    });
  } catch (error) {
    for (const a of accepted) a.hold?.cancel();
    throw error;
  }
  stakes.committed();
  for (const a of accepted) {
    const { couponId, holdUntil } = (results[a.index] as { value: { placed: StoredPlacement } }).value.placed;
    if (a.hold && holdUntil) a.hold.attach(couponId, new Date(holdUntil));
  }
  for (const [copy, first] of copies) {
    const hashOf = (i: number) => requestHash('createCoupon', (batch[i] as PendingPlacement).input);
    results[copy] =
      hashOf(copy) === hashOf(first)
        ? (results[first] as Settled<BatchOutcome>)
        : { ok: false, error: conflict('requestIdReused') };
  }
  return results;
}
