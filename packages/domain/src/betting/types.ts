// The words of the betting rules (spec 001 sections 3 to 5): picks, coupon kinds, summaries.
// Money is integer minor units, odds integer thousandths (1.85 is 1850), everywhere in here.
import type { OutcomeLimits } from '../api/sportsbook.ts';
import type { CouponLimitKind, CouponLimitSet, UserLimits } from '../user-defaults.ts';

/** TK single, KK combination, CK multiple (several picks of one match), SK system. */
export type TicketType = 'TK' | 'KK' | 'CK' | 'SK';

/** 0 open (waiting), 1 won, -1 lost, -2 cancelled, 2 sold. */
export type CouponStatus = 0 | 1 | -1 | -2 | 2;

/** How one selection ended: void pays odds 1; the halves are quarter lines split in two. */
export type PickResult = 'open' | 'won' | 'lost' | 'void' | 'half_won' | 'half_lost';

/** What the rules need of one pick. */
export type Pick = {
  matchId: number;
  oddsType: number;
  special: string;
  outcomeId: string;
  /** Thousandths. */
  odds: number;
  live: boolean;
  banker: boolean;
  /** The outcome's own stake limits (minor units) and minimum number of picks. */
  limits: OutcomeLimits;
  /** Locked (spec 001 section 4, Locked selections): it can only be removed, never placed. */
  locked?: boolean;
};

/** The operator-wide coupon settings that the rules read (site settings). */
export type CouponSettings = {
  /** Most picks on one coupon (site setting maxOddsCoupon, default 20). */
  maxPicks: number;
  /** Most coupons a multiple bet may expand to (maxMultiCps). */
  maxMultiCoupons: number;
  /** Most free (non-banker) picks of a system: maxSystemCps read as matches (systemFreePickLimit). */
  systemFreePicks: number;
  /** Most picks in a multiple bet (maxMultiOdds). */
  maxMultiPicks: number;
};

/** What the slip asks the rules to price. */
export type SlipInput = {
  picks: readonly Pick[];
  /** Chosen system sizes: picks per combination, bankers included; empty for no system. */
  systemSizes: readonly number[];
  /** The entered amount (minor units): the total stake when staketype is 1, else per combination. */
  amount: number;
  /** The player's credit (minor units). */
  credit: number;
  staketype: 0 | 1;
  limits: UserLimits;
  settings: CouponSettings;
};

/** One system choice offered on the slip: size picks per combination, count combinations. */
export type SystemOption = { size: number; count: number; selected: boolean; label: string };

/** A refusal or warning, as a message catalogue key with its values. */
export type SlipProblem = {
  key: string;
  params?: Record<string, string | number>;
  /** The pick's match when the problem is one pick's. */
  matchId?: number;
  /** True when the coupon cannot be placed; false for a warning (a stake clamp, a capped payout). */
  blocking: boolean;
};

/** Everything the slip shows about the coupon it would place; the server computes it again. */
export type SlipSummary = {
  /** The type sent with the coupon (a KK of several combinations goes as SK); null with no pick. */
  ticketType: TicketType | null;
  /** 2 for a system coupon, else 0. */
  couponType: 0 | 2;
  systemOptions: SystemOption[];
  /** Number of combinations the coupon expands to. */
  combinations: number;
  /** The limit sets that apply, and the strictest of them merged with the picks' own limits. */
  limitKinds: CouponLimitKind[];
  limits: CouponLimitSet;
  /** Stake of one combination and of the whole coupon, after the clamps. */
  ticketStake: number;
  totalStake: number;
  /** True when the entered amount was changed by a clamp (stake limits or credit). */
  stakeClamped: boolean;
  /** The best combination's odds (thousandths), capped. */
  totalOdds: number;
  /** What every combination pays together when all picks win, before bonus and pay cap. */
  maxWin: number;
  bonusPercent: number;
  bonus: number;
  /** maxWin plus bonus, capped at the pay limit (0 = none). */
  maxPay: number;
  /** When the pay limit cut the payout: the largest total stake that stays within it; else null. */
  stakeForMaxPay: number | null;
  /** Fewest matches the coupon needs. */
  minTip: number;
  /** How many picks count toward the bonus. */
  bonusTipCount: number;
  problems: SlipProblem[];
  /** Whether it can be placed: picks present, a stake, no blocking problem. */
  creatable: boolean;
};
