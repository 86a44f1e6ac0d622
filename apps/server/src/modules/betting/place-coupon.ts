// placeCoupon: a player's coupon checked against the catalogue and the slip rules, written with its
// picks and paid for, all in one database transaction under the request's idempotency key. A live
// coupon is written as a hold when the site has a bet delay (see live-holds.ts).
import type { SiteSettings } from '@bet/domain';
import { oddsCap } from '@bet/domain/betting/payout';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { CatalogStore } from '../catalog/index.ts';
import { amountFromApi, withIdempotency } from '../wallet/index.ts';
import {
  type CouponRefusal,
  CouponRefused,
  checkTips,
  couponSettingsOf,
  judgeSlip,
} from './coupon-checks.ts';
import { postStake, stakesAccounts } from './coupon-ledger.ts';
import { insertCoupon, newTicketId, picksHash } from './coupons-write.ts';
import type { HoldHandle, LiveHolds } from './live-holds.ts';
import type { CreateCouponInput } from './placement-schemas.ts';
import { loadPlacingUser } from './placing-user.ts';

export type PlacementDeps = { db: Db; store: CatalogStore; holds: LiveHolds; now: () => Date };

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

export type PlacementOutcome = { placed: PlacedCoupon } | { refused: CouponRefusal };

export type PlaceCouponRequest = { userId: number; input: CreateCouponInput; settings: SiteSettings };

/**
 * Places the coupon, or tells why not. A refusal writes nothing (not even the idempotency key, so
 * the player may send the same request again); a replay of a placed coupon answers as the first time.
 */
export async function placeCoupon(
  deps: PlacementDeps,
  request: PlaceCouponRequest,
): Promise<PlacementOutcome> {
  const { userId, input, settings } = request;
  const stake = {
    ticketStake: amountFromApi(input.ticketStake),
    totalStake: amountFromApi(input.totalStake),
  };
  const hash = picksHash(input.tips);
  const at = deps.now();
  const stakes = stakesAccounts(deps.db);
  let hold: HoldHandle | undefined;
  try {
    const placed = await withIdempotency(
      deps.db,
      { actorUserId: userId, requestId: input.reqId, operation: 'createCoupon', input },
      async (tx): Promise<PlacedCoupon & { holdUntil: string | null }> => {
        const user = await loadPlacingUser(tx, userId, hash);
        if (!user) throw notFound();
        const picks = checkTips(deps.store, input.tips, input.oddChangeOk, at);
        const summary = judgeSlip(picks, input, stake, user, couponSettingsOf(settings));
        if (user.creditAccountId === null) throw new CouponRefused({ key: 'noCredit' });
        const isLive = picks.some((p) => p.live);
        const sleeping = isLive ? settings.live_bet_delay_seconds : 0;
        // Watched from the moment its odds were read, with no wait in between.
        if (sleeping > 0) hold = deps.holds.watch(picks);
        const holdUntil = sleeping > 0 ? new Date(at.getTime() + sleeping * 1000) : null;
        const ticketId = newTicketId();
        const accounts = { credit: user.creditAccountId, stakes: await stakes.idIn(tx, user.currency) };
        const couponId = await insertCoupon(
          tx,
          {
            ticketId,
            userId,
            requestId: input.reqId,
            ticketType: input.ticketType,
            isLive,
            phase: sleeping > 0 ? 'held' : 'accepted',
            holdUntil,
            staketype: user.staketype,
            systemSizes: summary.systemOptions.filter((o) => o.selected).map((o) => o.size),
            combinations: summary.combinations,
            currency: user.currency,
            ticketStake: summary.ticketStake,
            totalStake: summary.totalStake,
            totalOdds: summary.totalOdds,
            oddsCap: oddsCap(user.limits),
            bonusBp: Math.round(summary.bonusPercent * 100),
            maxPay: summary.maxPay,
            userMaxPay: summary.limits.maxPay,
            picksHash: hash,
            createdAt: at,
          },
          picks,
        );
        const money = { couponId, userId, currency: user.currency, at, requestId: input.reqId };
        const { balance: credit } = await postStake(tx, money, summary.totalStake, accounts);
        return {
          couponId,
          ticketId,
          credit,
          repeated: user.repeated,
          sleeping,
          holdUntil: holdUntil?.toISOString() ?? null,
        };
      },
    );
    stakes.committed();
    if (hold && placed.holdUntil) hold.attach(placed.couponId, new Date(placed.holdUntil));
    const { couponId, ticketId, credit, repeated, sleeping } = placed;
    return { placed: { couponId, ticketId, credit, repeated, sleeping } };
  } catch (error) {
    hold?.cancel();
    if (error instanceof CouponRefused) return { refused: error.refusal };
    // The ledger's own guard: credit another coupon took meanwhile.
    if (error instanceof AppError && error.key === 'insufficientCredit')
      return { refused: { key: 'noCredit' } };
    throw error;
  }
}
