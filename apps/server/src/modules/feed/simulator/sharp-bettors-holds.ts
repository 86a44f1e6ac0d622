// The book's hold of bettor A's stakes on one market type, from each match's stakes and returns.
// A's stakes on one outcome minute after minute rise and fall together, so the match is the unit
// of chance: every standard error here is clustered by match.

/** One match's bets of one market type (amounts in minor units). */
export type MatchStakes = {
  bets: number;
  staked: number;
  /** Paid back at settlement. */
  returned: number;
  /** Expected to be paid back at the live model's probabilities. */
  model: number;
  /** Expected to be paid back as the engine plays the rest of the match from each bet's state. */
  engine: number;
};

export const noStakes = (): MatchStakes => ({ bets: 0, staked: 0, returned: 0, model: 0, engine: 0 });

export type TypeHold = {
  oddsType: number;
  bets: number;
  matches: number;
  staked: number;
  /** Shares of the stakes the book keeps: settled, and expected by its model and by the engine. */
  hold: number;
  modelHold: number;
  engineHold: number;
  /** Clustered standard errors of `hold` and `engineHold`. */
  error: number;
  engineError: number;
  /** (hold - engineHold) in clustered standard errors of that difference. */
  agreement: number;
};

const sum = (lines: readonly MatchStakes[], of: (m: MatchStakes) => number): number =>
  lines.reduce((s, m) => s + of(m), 0);

/** Standard error of Σ of / Σ staked over matches (the ratio's linearised spread). */
function ratioError(lines: readonly MatchStakes[], of: (m: MatchStakes) => number): number {
  const staked = sum(lines, (m) => m.staked);
  const n = lines.length;
  if (staked === 0 || n < 2) return 0;
  const ratio = sum(lines, of) / staked;
  const squares = sum(lines, (m) => (of(m) - ratio * m.staked) ** 2);
  return Math.sqrt((squares * n) / (n - 1)) / staked;
}

export function holdOf(oddsType: number, lines: readonly MatchStakes[]): TypeHold {
  const staked = sum(lines, (m) => m.staked);
  const share = (of: (m: MatchStakes) => number): number => (staked > 0 ? 1 - sum(lines, of) / staked : 0);
  const hold = share((m) => m.returned);
  const engineHold = share((m) => m.engine);
  const apart = ratioError(lines, (m) => m.returned - m.engine);
  return {
    oddsType,
    bets: sum(lines, (m) => m.bets),
    matches: lines.length,
    staked,
    hold,
    modelHold: share((m) => m.model),
    engineHold,
    error: ratioError(lines, (m) => m.returned),
    engineError: ratioError(lines, (m) => m.engine),
    agreement: apart > 0 ? (hold - engineHold) / apart : 0,
  };
}
