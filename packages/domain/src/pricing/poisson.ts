// Poisson helpers for goal, corner and card counts; iterative so they stay stable for rates up to ~15+.

/** P(X = k) for X ~ Poisson(lambda); lambda 0 means X is surely 0. */
export function poissonPmf(k: number, lambda: number): number {
  if (!Number.isInteger(k) || k < 0) return 0;
  let p = Math.exp(-lambda);
  for (let i = 1; i <= k; i++) p *= lambda / i;
  return p;
}

/** P(X <= k) for X ~ Poisson(lambda). */
export function poissonCdf(k: number, lambda: number): number {
  if (k < 0) return 0;
  let term = Math.exp(-lambda);
  let sum = term;
  for (let i = 1; i <= Math.floor(k); i++) {
    term *= lambda / i;
    sum += term;
  }
  return Math.min(1, sum);
}

/** Probabilities of 0..maxK; the tail beyond maxK is folded into the last cell so the vector sums to 1. */
export function poissonVector(lambda: number, maxK: number): number[] {
  const out: number[] = [];
  let term = Math.exp(-lambda);
  let sum = 0;
  for (let i = 0; i <= maxK; i++) {
    if (i > 0) term *= lambda / i;
    out.push(term);
    sum += term;
  }
  out[maxK] = (out[maxK] ?? 0) + Math.max(0, 1 - sum);
  return out;
}

/** Poisson probabilities 0..n for mean `lambda`, cut where the tail is negligible; they sum to 1. */
export function poissonDistribution(lambda: number): number[] {
  if (lambda <= 0) return [1];
  // Far enough into the tail that the remainder poissonVector folds into the last cell is negligible.
  return poissonVector(lambda, Math.ceil(lambda + 10 * Math.sqrt(lambda) + 10));
}

/**
 * Joint distribution of (home, away) goals as independent Poisson counts: the simulator plays each
 * side's goals independently, so no low-score correction (Dixon–Coles) belongs in its prices.
 */
export function goalsMatrix(homeLambda: number, awayLambda: number, maxGoals: number): number[][] {
  const away = poissonVector(awayLambda, maxGoals);
  return poissonVector(homeLambda, maxGoals).map((ph) => away.map((pa) => ph * pa));
}
