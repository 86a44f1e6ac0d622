// Team ratings (0-100) to model parameters: the rules every engine states in one line.

const clampRating = (r: number): number => (Number.isFinite(r) ? Math.min(100, Math.max(0, r)) : 50);

/** Home rating minus away rating, in hundredths (-1 to 1). */
export const ratingGap = (homeRating: number, awayRating: number): number =>
  (clampRating(homeRating) - clampRating(awayRating)) / 100;

/**
 * Splits a league-average match total between the sides log-linearly, as strengthsFromTeams does:
 * home = base * exp(edge + slope * gap), away = base * exp(-edge - slope * gap), equal teams summing to `total`.
 */
export function logLinearSplit(
  total: number,
  edge: number,
  slope: number,
  gap: number,
): { home: number; away: number } {
  const base = total / (Math.exp(edge) + Math.exp(-edge));
  return { home: base * Math.exp(edge + slope * gap), away: base * Math.exp(-edge - slope * gap) };
}

/** Home edge that splits an equal match into `home` : `away`. */
export const homeEdge = (home: number, away: number): number => Math.log(home / away) / 2;

export const logistic = (x: number): number => 1 / (1 + Math.exp(-x));
export const logit = (p: number): number => Math.log(p / (1 - p));
