// One coupon of a placement batch, judged against the catalogue and the slip rules with its player's
// credit as the batch left it: the rows to write, or a refusal (CouponRefused).
import type { SiteSettings } from '@bet/domain';
import { couponSettingsOf } from '@bet/domain/betting/coupon-settings';
import { oddsCap } from '@bet/domain/betting/payout';
import { notFound } from '../../../http/errors.ts';
import type { CatalogStore } from '../../catalog/index.ts';
import { amountFromApi } from '../../wallet/index.ts';
import type { HoldHandle, LiveHolds } from '../holds/live-holds.ts';
import { CouponRefused, checkTips, judgeSlip } from './coupon-checks.ts';
import { type CouponToWrite, newTicketId } from './coupons-write.ts';
import type { CreateCouponInput } from './placement-schemas.ts';
import type { PlacingUser } from './placing-user.ts';

/** A createCoupon request waiting for its batch. */
export type PendingPlacement = {
  userId: number;
  input: CreateCouponInput;
  settings: SiteSettings;
  /** When it arrived (the app's clock): the coupon's time. */
  at: Date;
  picksHash: string;
};

export type JudgedPlacement = {
  toWrite: Omit<CouponToWrite, 'answer'>;
  creditAccountId: number;
  /** Seconds a live coupon waits before it is decided; 0 when accepted at once. */
  sleeping: number;
  /** Watching a held coupon's picks from the moment their odds were read. */
  hold?: HoldHandle;
};

export function judgePlacement(
  deps: { store: CatalogStore; holds: LiveHolds },
  pending: PendingPlacement,
  user: PlacingUser | undefined,
): JudgedPlacement {
  const { input, settings, at } = pending;
  if (!user) throw notFound();
  const stake = {
    ticketStake: amountFromApi(input.ticketStake),
    totalStake: amountFromApi(input.totalStake),
  };
  const picks = checkTips(deps.store, input.tips, input.oddChangeOk, at);
  const summary = judgeSlip(picks, input, stake, user, couponSettingsOf(settings));
  if (user.creditAccountId === null) throw new CouponRefused({ key: 'noCredit' });
  const isLive = picks.some((p) => p.live);
  const sleeping = isLive ? settings.live_bet_delay_seconds : 0;
  const holdUntil = sleeping > 0 ? new Date(at.getTime() + sleeping * 1000) : null;
  const coupon = {
    ticketId: newTicketId(),
    userId: user.id,
    requestId: input.reqId,
    ticketType: input.ticketType,
    isLive,
    phase: sleeping > 0 ? ('held' as const) : ('accepted' as const),
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
    picksHash: pending.picksHash,
    createdAt: at,
  };
  return {
    toWrite: { coupon, picks },
    creditAccountId: user.creditAccountId,
    sleeping,
    ...(sleeping > 0 && { hold: deps.holds.watch(picks) }),
  };
}
