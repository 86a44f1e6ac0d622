// The shapes every pricing model answers in, before and after the margin.

/** One outcome of a market with its true probability (before margin). */
export type OutcomeProbability = {
  /** Stable outcome id within the market, e.g. '1', 'X', '2', 'over', 'under', '2:1'. */
  outcomeId: string;
  /** The outcome's name as the site shows it (translated at the edge), e.g. '1', 'Over', 'Home'. */
  name: string;
  probability: number;
};

/** A market of the spec's odd groups (oddstype ids such as 1 for 1X2, 14 handicap, 18 over/under). */
export type MarketProbabilities = {
  oddsType: number;
  /** The line for lines markets (totals 2.5, handicap -1.5, next goal number); '' when none. */
  special: string;
  outcomes: OutcomeProbability[];
};

/** A priced outcome: odds in integer thousandths (1.850 -> 1850). */
export type PricedOutcome = { outcomeId: string; name: string; odds: number };
export type PricedMarket = { oddsType: number; special: string; outcomes: PricedOutcome[] };
