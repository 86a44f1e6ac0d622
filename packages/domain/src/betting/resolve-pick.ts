// How one pick ended, from the match's result (spec 001 sections 4 and 5; the markets of
// sportsbook/market-catalogue.ts as the pricing models quote them). Settlement never guesses: a
// market the sport does not offer, an outcome or line it cannot read, or missing data throws.

import type { Cards, TeamScore } from '../sportsbook/live-state.ts';
import { sportMarketTypes } from '../sportsbook/market-catalogue.ts';
import { handicapAhead, lineQuarters, overUnderAhead, settleLine } from './lines.ts';
import type { PickResult } from './types.ts';

/** A match's result as the feed reports it (FeedResult) with its sport and the order of its goals. */
export type MatchOutcome = {
  sportId: number;
  /** 'ended' and 'after_ot' settle; 'cancelled', 'interrupted', 'retired', 'walkover' void; else open. */
  status: string;
  score: TeamScore;
  /** Regular periods in order (halves, quarters, sets, maps, innings), then overtime if any. */
  periods: TeamScore[];
  corners?: TeamScore;
  cards?: Cards;
  /** Which team scored each goal, in order (next goal markets). */
  goals?: ('home' | 'away')[];
};

export type SettlementProblem = 'unknownMarket' | 'unknownOutcome' | 'badLine' | 'missingData';

/** A pick that cannot be settled from what is known: left for an operator, never guessed. */
export class SettlementError extends Error {
  override readonly name = 'SettlementError';
  constructor(
    readonly problem: SettlementProblem,
    detail: string,
  ) {
    super(`${problem}: ${detail}`);
  }
}

const SETTLED = new Set(['ended', 'after_ot']);
/** The match did not finish: its picks are void (stake back). */
const VOIDED = new Set(['cancelled', 'interrupted', 'retired', 'walkover', 'abandoned', 'postponed']);

/**
 * Regular periods of the clock sports whose lines and results are quoted for regulation time
 * (football, basketball, ice hockey, handball); other sports settle on the final score.
 */
const REGULATION_PERIODS: ReadonlyMap<number, number> = new Map([
  [1, 2],
  [2, 4],
  [4, 3],
  [6, 2],
]);
/** Correct score lists every score up to 4 goals a side; 'other' is anything beyond. */
const CORRECT_SCORE_MAX = 4;

type Pick = { oddsType: number; special: string; outcomeId: string };

const sum = (scores: readonly TeamScore[]): TeamScore =>
  scores.reduce((acc, s) => ({ home: acc.home + s.home, away: acc.away + s.away }), { home: 0, away: 0 });

function regulationScore(outcome: MatchOutcome): TeamScore {
  const count = REGULATION_PERIODS.get(outcome.sportId);
  if (count === undefined) return outcome.score;
  if (outcome.periods.length < count) {
    // Without period scores only a match that went no further than regulation can be read.
    if (outcome.status === 'ended') return outcome.score;
    throw new SettlementError('missingData', `regulation periods of sport ${outcome.sportId}`);
  }
  return sum(outcome.periods.slice(0, count));
}

function period(outcome: MatchOutcome, index: number): TeamScore {
  const score = outcome.periods[index];
  if (!score) throw new SettlementError('missingData', `period ${index + 1}`);
  return score;
}

const won = (yes: boolean): PickResult => (yes ? 'won' : 'lost');
const sign = (s: TeamScore): '1' | 'X' | '2' => (s.home > s.away ? '1' : s.home < s.away ? '2' : 'X');

function pickOf<T extends string>(pick: Pick, ids: readonly T[]): T {
  if (!(ids as readonly string[]).includes(pick.outcomeId)) {
    throw new SettlementError('unknownOutcome', `${pick.oddsType} ${pick.outcomeId}`);
  }
  return pick.outcomeId as T;
}

function lineOf(pick: Pick): number {
  const quarters = lineQuarters(pick.special);
  if (quarters === null) throw new SettlementError('badLine', `${pick.oddsType} '${pick.special}'`);
  return quarters;
}

const threeWay = (pick: Pick, score: TeamScore): PickResult =>
  won(pickOf(pick, ['1', 'X', '2']) === sign(score));

const total = (pick: Pick, count: number): PickResult =>
  settleLine(lineOf(pick), overUnderAhead(count, pickOf(pick, ['over', 'under'])));

const handicap = (pick: Pick, margin: number): PickResult =>
  settleLine(lineOf(pick), handicapAhead(margin, pickOf(pick, ['1', '2'])));

/** Football's three-way handicap 'h:a': goals added to each side, then the result. */
function europeanHandicap(pick: Pick, score: TeamScore): PickResult {
  const [home, away] = pick.special.split(':').map(Number);
  if (home === undefined || away === undefined) throw new SettlementError('badLine', `14 '${pick.special}'`);
  return threeWay(pick, { home: score.home + home, away: score.away + away });
}

function correctScore(pick: Pick, score: TeamScore): PickResult {
  if (pick.outcomeId === 'other')
    return won(score.home > CORRECT_SCORE_MAX || score.away > CORRECT_SCORE_MAX);
  if (!/^\d+:\d+$/.test(pick.outcomeId))
    throw new SettlementError('unknownOutcome', `score ${pick.outcomeId}`);
  return won(pick.outcomeId === `${score.home}:${score.away}`);
}

/** Next goal, special N: the team of the Nth goal, 'none' when fewer than N goals were scored. */
function nextGoal(pick: Pick, outcome: MatchOutcome): PickResult {
  const side = pickOf(pick, ['1', 'none', '2']);
  const n = Number(pick.special);
  if (!Number.isInteger(n) || n < 1) throw new SettlementError('badLine', `7 '${pick.special}'`);
  const score = regulationScore(outcome);
  let scorer: '1' | '2' | 'none';
  if (score.home + score.away < n) scorer = 'none';
  else if (outcome.goals?.[n - 1]) scorer = outcome.goals[n - 1] === 'home' ? '1' : '2';
  else if (score.away === 0 || score.home === 0) scorer = score.away === 0 ? '1' : '2';
  else throw new SettlementError('missingData', `order of goals for goal ${n}`);
  return won(side === scorer);
}

function resolveSettled(pick: Pick, outcome: MatchOutcome): PickResult {
  const regulation = regulationScore(outcome);
  const margin = (s: TeamScore): number => s.home - s.away;
  const units = sum(outcome.periods);
  switch (pick.oddsType) {
    case 1:
      return threeWay(pick, regulation);
    case 186:
      return outcome.score.home === outcome.score.away
        ? 'void'
        : won(pickOf(pick, ['1', '2']) === sign(outcome.score));
    case 10:
      return won(pickOf(pick, ['1X', '12', 'X2']).includes(sign(regulation)));
    case 18:
      return total(pick, regulation.home + regulation.away);
    case 20:
    case 189:
      return total(pick, units.home + units.away);
    case 14:
      return pick.special.includes(':')
        ? europeanHandicap(pick, regulation)
        : handicap(pick, margin(regulation));
    case 187:
      return handicap(pick, margin(units));
    case 29:
      return won((pickOf(pick, ['yes', 'no']) === 'yes') === (regulation.home > 0 && regulation.away > 0));
    case 7:
      return nextGoal(pick, outcome);
    case 45:
      return correctScore(pick, regulation);
    case 65:
      return threeWay(pick, period(outcome, 0));
    case 87:
      return threeWay(pick, period(outcome, 1));
    case 166: {
      if (!outcome.corners) throw new SettlementError('missingData', 'corners');
      return total(pick, outcome.corners.home + outcome.corners.away);
    }
    case 139: {
      const c = outcome.cards;
      if (!c) throw new SettlementError('missingData', 'cards');
      return total(pick, c.yellowHome + c.yellowAway + c.redHome + c.redAway);
    }
    case 181:
      return correctScore(pick, outcome.score);
    default:
      throw new SettlementError('unknownMarket', String(pick.oddsType));
  }
}

/**
 * How the pick ended: open while the match has not finished, void when it was cancelled,
 * interrupted, retired or a walkover, else by its market's rule.
 */
export function resolvePick(pick: Pick, outcome: MatchOutcome): PickResult {
  if (!sportMarketTypes(outcome.sportId).includes(pick.oddsType)) {
    throw new SettlementError('unknownMarket', `${pick.oddsType} for sport ${outcome.sportId}`);
  }
  if (VOIDED.has(outcome.status)) return 'void';
  if (!SETTLED.has(outcome.status)) return 'open';
  return resolveSettled(pick, outcome);
}
