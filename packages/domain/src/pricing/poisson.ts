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

/**
 * Joint distribution of (home, away) goals: independent Poisson with the Dixon–Coles
 * low-score correction, renormalised so truncation and the correction keep the total at exactly 1.
 */
export function dixonColesMatrix(
  homeLambda: number,
  awayLambda: number,
  rho: number,
  maxGoals: number,
): number[][] {
  const h = poissonVector(homeLambda, maxGoals);
  const a = poissonVector(awayLambda, maxGoals);
  const tau = (i: number, j: number): number => {
    if (i === 0 && j === 0) return 1 - homeLambda * awayLambda * rho;
    if (i === 0 && j === 1) return 1 + homeLambda * rho;
    if (i === 1 && j === 0) return 1 + awayLambda * rho;
    if (i === 1 && j === 1) return 1 - rho;
    return 1;
  };
  let total = 0;
  const m = h.map((ph, i) =>
    a.map((pa, j) => {
      // Clamp: with large rates and positive rho the correction could go negative.
      const v = Math.max(0, ph * pa * tau(i, j));
      total += v;
      return v;
    }),
  );
  return m.map((row) => row.map((v) => v / total));
}
