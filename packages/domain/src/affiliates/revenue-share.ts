// Revenue share of one affiliate for one period (issue 14 item 8). NGR = stakes - wins - bonuses of
// the referred players; the share is a percentage of the NGR after any loss carried in. With the
// carry-over switch on, a negative balance moves to the next period; off, every period starts at zero.
// The optional second tier adds a percentage of the sub-affiliates' own shares. All amounts are minor
// units, rates basis points (2500 = 25.00%), rounding down to the minor unit.

export const FULL_RATE_BP = 10_000;

export type PlayFigures = { stakes: number; wins: number; bonuses: number };

export type ShareInput = PlayFigures & {
  /** What the previous period carried out (zero or negative). */
  carriedIn: number;
  carryOver: boolean;
  percentBp: number;
  /** The sub-affiliates' own shares for this period, and the tier rate on them. */
  subShares: number;
  tierBp: number;
};

export type ShareResult = {
  ngr: number;
  /** NGR plus what was carried in: what the percentage applies to when positive. */
  base: number;
  share: number;
  tierShare: number;
  /** share + tierShare: what the affiliate is paid. */
  total: number;
  /** What the next period starts from: the negative base when carrying over, else zero. */
  carriedOut: number;
};

/** A rate of an amount, rounded down (in bigint: large amounts times rates pass doubles' exact range). */
export const rateOf = (amount: number, bp: number): number =>
  amount <= 0 || bp <= 0 ? 0 : Number((BigInt(amount) * BigInt(bp)) / BigInt(FULL_RATE_BP));

export const ngrOf = ({ stakes, wins, bonuses }: PlayFigures): number => stakes - wins - bonuses;

export function revenueShare(input: ShareInput): ShareResult {
  const ngr = ngrOf(input);
  const base = ngr + (input.carryOver ? Math.min(0, input.carriedIn) : 0);
  const share = rateOf(base, input.percentBp);
  const tierShare = rateOf(input.subShares, input.tierBp);
  return {
    ngr,
    base,
    share,
    tierShare,
    total: share + tierShare,
    carriedOut: input.carryOver && base < 0 ? base : 0,
  };
}
