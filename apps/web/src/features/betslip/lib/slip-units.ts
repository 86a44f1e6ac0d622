// Where the slip meets the betting rules and the API: the slip keeps decimal odds as the catalogue
// sends them, the rules count in thousandths and minor units, createCoupon takes major units and
// decimals again. Every conversion between them is here.
import type { CouponTip, CreateCouponRequest } from '@bet/domain/api/placement';
import { couponSettingsOf } from '@bet/domain/betting/coupon-settings';
import type { Pick, SlipInput, SlipSummary } from '@bet/domain/betting/types';
import { toMajor } from '@bet/domain/money';
import type { PublicSiteSettings } from '@bet/domain/site-settings';
import { toThousandths } from '@bet/domain/sportsbook/odds-format';
import { DEFAULT_OUTCOME_LIMITS } from '@bet/domain/sportsbook/outcome-limits';
import type { UserInfo } from '../../../shared/session/api/get-user-data.ts';
import { isSelectionLocked, type SlipSelection } from '../../../shared/slip/slip-selection.ts';
import { quickStakes } from './stake-entry.ts';
import { userLimits } from './user-limits.ts';

/** What the slip holds that prices a coupon. */
export type SlipDraft = {
  selections: SlipSelection[];
  systemSizes: number[];
  /** The entered amount (minor units); null until the player chose one. */
  amount: number | null;
};

export type SlipContext = { user: UserInfo | null; settings: PublicSiteSettings };

/** Major units (as the API and user info give them) in minor units. */
export const toMinorUnits = (major: number): number => Math.round(major * 100);

/** Minor units as the API and the screens read them. */
export const toMajorUnits = (minor: number): number => toMajor(minor);

/** Until the player picks an amount the slip plays the first quick stake. */
export const effectiveAmount = (amount: number | null, settings: PublicSiteSettings): number =>
  amount ?? quickStakes(settings.coupon_amount_group)[0] ?? 0;

/** The player's credit in minor units; a visitor's is unknown, so it caps nothing. */
export const creditOf = (user: UserInfo | null): number | null => (user ? toMinorUnits(user.credit) : null);

/** A slip pick as the rules see it; a banker only counts on a system coupon. */
export const toPick = (s: SlipSelection, system: boolean): Pick => ({
  matchId: s.m,
  oddsType: s.oddstype,
  special: s.special,
  outcomeId: s.outcomeid,
  odds: toThousandths(s.odd),
  live: s.ttype === 'L',
  banker: system && s.banker === true,
  limits: s.limits ?? DEFAULT_OUTCOME_LIMITS,
  locked: isSelectionLocked(s),
});

/** The rules' input for the slip as it stands. */
export function slipInput(draft: SlipDraft, { user, settings }: SlipContext): SlipInput {
  const system = draft.systemSizes.length > 0;
  return {
    picks: draft.selections.map((s) => toPick(s, system)),
    systemSizes: draft.systemSizes,
    amount: effectiveAmount(draft.amount, settings),
    credit: creditOf(user) ?? Number.MAX_SAFE_INTEGER,
    staketype: user?.staketype === 1 ? 1 : 0,
    limits: userLimits(user),
    settings: couponSettingsOf(settings),
  };
}

const toTip = (s: SlipSelection, system: boolean): CouponTip => ({
  matchId: s.m,
  oddsType: s.oddstype,
  special: s.special,
  outcomeId: s.outcomeid,
  odd: s.odd,
  ttype: s.ttype,
  banker: system && s.banker ? 1 : 0,
});

/** createCoupon's payload for the slip and its summary (a fresh reqId is added per attempt). */
export function couponRequest(
  draft: SlipDraft,
  summary: SlipSummary,
  oddChangeOk: boolean,
): Omit<CreateCouponRequest, 'reqId'> | null {
  if (summary.ticketType === null) return null;
  const system = summary.couponType === 2;
  return {
    ticketType: summary.ticketType,
    couponType: summary.couponType,
    oddChangeOk: oddChangeOk ? 1 : 0,
    systemTickets: system ? [...draft.systemSizes] : [],
    combins: summary.combinations,
    totalStake: toMajorUnits(summary.totalStake),
    ticketStake: toMajorUnits(summary.ticketStake),
    tips: draft.selections.map((s) => toTip(s, system)),
  };
}
