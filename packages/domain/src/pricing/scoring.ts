// Points sports: basketball by a normal approximation, ice hockey, handball and baseball by Poisson scoring.
import { type BaseballState, playBaseballOn, type Visit } from './baseball-innings.ts';
import { halfLinesAround, overUnder, signedLine, twoWay } from './maps.ts';
import { poissonDistribution } from './poisson.ts';
import type { MarketProbabilities } from './types.ts';

type Score = readonly [number, number];

/** Standard normal CDF; computed for |x| and reflected so that phi(-x) = 1 - phi(x) exactly. */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  // Numerical Recipes erfc (Chebyshev fit, relative error below 1.2e-7).
  const t = 1 / (1 + 0.5 * z);
  const poly =
    -z * z -
    1.26551223 +
    t *
      (1.00002368 +
        t *
          (0.37409196 +
            t *
              (0.09678418 +
                t *
                  (-0.18628806 +
                    t *
                      (0.27886807 +
                        t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))));
  const upper = 0.5 * t * Math.exp(poly);
  return x >= 0 ? 1 - upper : upper;
}

/** P(X > x) for X ~ N(mean, sd); a zero sd is the point mass at the mean (a finished game). */
const above = (x: number, mean: number, sd: number): number =>
  sd === 0 ? (mean > x ? 1 : 0) : 1 - normalCdf((x - mean) / sd);

// Spread of the simulated games the book prices: regulation margin and total variances about 1.2
// times the expected points (measured over 4000 games each at even and uneven ratings; margin 1.14-1.22,
// total 1.17-1.23). Narrower tails left long shots on the winner paying several times their chance.
const MARGIN_VARIANCE_PER_POINT = 1.2;
const TOTAL_VARIANCE_PER_POINT = 1.2;
const OVERTIME_SECONDS = 300;

export type BasketballState = {
  /** Points scored per 100 possessions (opponent-adjusted offensive rating), e.g. 114 and 110. */
  ratingHome: number;
  ratingAway: number;
  /** Possessions per team in a full regulation game, e.g. 98. */
  pace: number;
  /** Regulation seconds still to play; 0 once regulation is over. */
  secondsLeft: number;
  /** 2880 for NBA (4 x 12 min), 2400 for FIBA (4 x 10 min). */
  regulationSeconds?: number;
  score: Score;
};

/** Basketball: winner including overtime (186), totals (18) and point handicap (14), both at regulation. */
export function basketballMarkets(state: BasketballState): MarketProbabilities[] {
  const full = state.regulationSeconds ?? 2880;
  const remaining = (seconds: number) => {
    const share = (state.pace * seconds) / full / 100;
    const home = state.ratingHome * share;
    const away = state.ratingAway * share;
    return {
      margin: home - away,
      total: home + away,
      marginSd: Math.sqrt(MARGIN_VARIANCE_PER_POINT * (home + away)),
      totalSd: Math.sqrt(TOTAL_VARIANCE_PER_POINT * (home + away)),
    };
  };
  const rest = remaining(Math.max(0, state.secondsLeft));
  const margin = state.score[0] - state.score[1] + rest.margin;
  const total = state.score[0] + state.score[1] + rest.total;
  // Continuity correction: the integer margin is a win from 0.5 up and a tie within (-0.5, 0.5).
  const win = above(0.5, margin, rest.marginSd);
  const lose = 1 - above(-0.5, margin, rest.marginSd);
  const ot = remaining(OVERTIME_SECONDS);
  const otWin = above(0.5, ot.margin, ot.marginSd);
  const otLose = 1 - above(-0.5, ot.margin, ot.marginSd);
  // A tied overtime is followed by another alike, so only decided overtimes count.
  const pHome = win + (1 - win - lose) * (otWin + otLose > 0 ? otWin / (otWin + otLose) : 0.5);
  const markets = [twoWay(186, '', pHome)];
  const scored = state.score[0] + state.score[1];
  // A line the score has passed is over for certain, whatever the normal tail says.
  for (const line of halfLinesAround(total))
    markets.push(overUnder(18, line, scored > line ? 1 : above(line, total, rest.totalSd)));
  for (const h of halfLinesAround(-margin)) {
    markets.push(twoWay(14, signedLine(h), above(-h, margin, rest.marginSd)));
  }
  return markets;
}

/** Distributions of final margin (home minus away) and total over final scores `each` visits. */
function scoreOutcomes(each: (visit: Visit) => void) {
  const margin = new Map<number, number>();
  const total = new Map<number, number>();
  each((home, away, p) => {
    margin.set(home - away, (margin.get(home - away) ?? 0) + p);
    total.set(home + away, (total.get(home + away) ?? 0) + p);
  });
  const sum = (m: Map<number, number>, f: (v: number) => boolean): number => {
    let s = 0;
    for (const [v, p] of m) if (f(v)) s += p;
    return s;
  };
  const mean = (m: Map<number, number>): number => [...m].reduce((a, [v, p]) => a + v * p, 0);
  return {
    pMargin: (f: (d: number) => boolean) => sum(margin, f),
    pTotal: (f: (t: number) => boolean) => sum(total, f),
    meanMargin: mean(margin),
    meanTotal: mean(total),
  };
}

/** Final scores from independent Poisson remaining scores. */
function finalScores(score: Score, lambdaHome: number, lambdaAway: number) {
  const home = poissonDistribution(lambdaHome);
  const away = poissonDistribution(lambdaAway);
  return scoreOutcomes((visit) => {
    home.forEach((ph, i) => {
      away.forEach((pa, j) => {
        visit(score[0] + i, score[1] + j, ph * pa);
      });
    });
  });
}

/** Totals (18) on half lines and a two-way handicap (14) on half lines, both around the expectation. */
function linesMarkets(f: ReturnType<typeof finalScores>): MarketProbabilities[] {
  const markets: MarketProbabilities[] = [];
  for (const line of halfLinesAround(f.meanTotal))
    markets.push(
      overUnder(
        18,
        line,
        f.pTotal((t) => t > line),
      ),
    );
  for (const h of halfLinesAround(-f.meanMargin)) {
    markets.push(
      twoWay(
        14,
        signedLine(h),
        f.pMargin((d) => d + h > 0),
      ),
    );
  }
  return markets;
}

export type GoalsState = {
  /** Expected goals over a full regulation match, e.g. ice hockey 3.2 / 2.7, handball 29 / 27. */
  rateHome: number;
  rateAway: number;
  /** Regulation minutes still to play (60-minute matches). */
  minutesLeft: number;
  score: Score;
};

/** Regulation-time 1X2 (1), totals (18) and handicap (14) from Poisson goals at constant rates. */
function goalsMarkets(state: GoalsState, minutes: number): MarketProbabilities[] {
  const share = Math.max(0, Math.min(state.minutesLeft, minutes)) / minutes;
  const f = finalScores(state.score, state.rateHome * share, state.rateAway * share);
  const home = f.pMargin((d) => d > 0);
  const draw = f.pMargin((d) => d === 0);
  const threeWay: MarketProbabilities = {
    oddsType: 1,
    special: '',
    outcomes: [
      { outcomeId: '1', name: '1', probability: home },
      { outcomeId: 'X', name: 'X', probability: draw },
      { outcomeId: '2', name: '2', probability: 1 - home - draw },
    ],
  };
  return [threeWay, ...linesMarkets(f)];
}

/** Ice hockey, regulation time only (overtime and empty-net goals not modelled). */
export const iceHockeyMarkets = (state: GoalsState): MarketProbabilities[] => goalsMarkets(state, 60);

/** Handball, regulation time only. */
export const handballMarkets = (state: GoalsState): MarketProbabilities[] => goalsMarkets(state, 60);

/** Baseball: winner including extra innings (186), totals (18) and run line ±1.5 (14). */
export function baseballMarkets(state: BaseballState): MarketProbabilities[] {
  const f = scoreOutcomes((visit) => playBaseballOn(state, visit));
  // Extra innings are played out, so only a negligible tail (or a game with no runs to come) is level.
  const level = f.pMargin((d) => d === 0);
  const pHome = level < 1 ? f.pMargin((d) => d > 0) / (1 - level) : 0.5;
  const markets = [twoWay(186, '', pHome)];
  for (const line of halfLinesAround(f.meanTotal))
    markets.push(
      overUnder(
        18,
        line,
        f.pTotal((t) => t > line),
      ),
    );
  markets.push(
    twoWay(
      14,
      '-1.5',
      f.pMargin((d) => d >= 2),
    ),
  );
  markets.push(
    twoWay(
      14,
      '+1.5',
      f.pMargin((d) => d >= -1),
    ),
  );
  return markets;
}
