// The slip's figures and checks (spec 001 sections 3 to 5): what the slip shows and what the
// server checks again before placing a coupon. Money minor units, odds thousandths.
import type { CouponLimitKind, CouponLimitSet } from '../user-defaults.ts';
import {
  bankerCountAllowed,
  expandCombinations,
  matchCount,
  mostBankers,
  requiredBankers,
  systemOptions,
  validSystemSizes,
} from './combinations.ts';
import { amountParam, oddsParam } from './params.ts';
import { bonusAmount, bonusPercent, bonusTipCount, combinationOdds, oddsCap } from './payout.ts';
import { clampStake, grossPay, stakeWithinPay } from './slip-stake.ts';
import {
  effectiveLimitSet,
  limitKindsOf,
  multipleAllowed,
  sentTicketType,
  strictestMax,
  ticketTypeOf,
} from './ticket-type.ts';
import type { Pick, SlipInput, SlipProblem, SlipSummary, TicketType } from './types.ts';

/** The coupon's limit set tightened by every pick's own limits (single or combined ones). */
function withOutcomeLimits(set: CouponLimitSet, picks: readonly Pick[], single: boolean): CouponLimitSet {
  const out = { ...set };
  for (const { limits: l } of picks) {
    out.minTip = Math.max(out.minTip, l.mintip);
    out.minStake = Math.max(out.minStake, single ? l.smis : l.kmis);
    out.maxStake = strictestMax(out.maxStake, single ? l.smas : l.kmas);
    out.maxPay = strictestMax(out.maxPay, single ? l.smay : l.kmay);
  }
  return out;
}

/** Limit sets whose status 0 closes their coupons (system and multiple have rules of their own). */
const CLOSABLE_KINDS: ReadonlySet<CouponLimitKind> = new Set(['single', 'combine', 'live']);

/** Problems of the slip's shape: locked picks, counts, coupon kinds, system choices, odds limits. */
function shapeProblems(
  input: SlipInput,
  type: TicketType,
  combinations: number,
  limits: CouponLimitSet,
  kinds: readonly CouponLimitKind[],
) {
  const { picks, settings, limits: user } = input;
  const problems: SlipProblem[] = [];
  const block = (key: string, params?: Record<string, string | number>, matchId?: number): void => {
    problems.push({
      key,
      ...(params && { params }),
      ...(matchId !== undefined && { matchId }),
      blocking: true,
    });
  };
  for (const p of picks) if (p.locked) block('thereAreLockedMatches', undefined, p.matchId);
  if (kinds.some((kind) => CLOSABLE_KINDS.has(kind) && user[kind].status === 0)) block('betLimitWarning');
  if (settings.maxPicks > 0 && picks.length > settings.maxPicks)
    block('choosetypesError', { count: settings.maxPicks });
  const bankers = picks.filter((p) => p.banker).length;
  // Bankers belong to a system; the slip clears them with the last system choice.
  if (type !== 'SK' && bankers > 0) block('invalidInput', { field: 'banker' });
  if (type === 'CK') {
    if (!multipleAllowed(user)) block('multipleNotAllowed');
    if (settings.maxMultiPicks > 0 && picks.length > settings.maxMultiPicks) {
      block('choosetypesError', { count: settings.maxMultiPicks });
    }
    if (settings.maxMultiCoupons > 0 && combinations > settings.maxMultiCoupons) {
      block('tooManyCombinations', { max: settings.maxMultiCoupons });
    }
  }
  if (type === 'SK') {
    if (user.system.status !== 1) block('systemNotAllowed');
    const missing = requiredBankers(picks.length, settings.systemFreePicks) - bankers;
    if (!bankerCountAllowed(bankers, picks.length)) {
      block('tooManyBankers', { max: mostBankers(picks.length) });
    } else if (missing > 0) block('bankersRequired', { count: missing });
    else {
      const playable = validSystemSizes(picks, input.systemSizes, settings.systemFreePicks);
      if (playable.length !== new Set(input.systemSizes).size)
        block('invalidInput', { field: 'systemTickets' });
    }
  }
  if (matchCount(picks) < limits.minTip) block('minTipError', { min: limits.minTip });
  for (const p of picks) {
    const { minOddsCoupon: min, maxOddsCoupon: max } = user;
    if (min.limit > 0 && p.odds < min.limit)
      block('minOddsLimit', { amount: oddsParam(min.limit) }, p.matchId);
    if (max.limit > 0 && p.odds > max.limit)
      block('maxOddsLimit', { amount: oddsParam(max.limit) }, p.matchId);
  }
  return problems;
}

function emptySummary(): SlipSummary {
  return {
    ticketType: null,
    couponType: 0,
    systemOptions: [],
    combinations: 0,
    limitKinds: [],
    limits: { minTip: 0, minStake: 0, maxStake: 0, maxPay: 0, status: 1 },
    ticketStake: 0,
    totalStake: 0,
    stakeClamped: false,
    totalOdds: 0,
    maxWin: 0,
    bonusPercent: 0,
    bonus: 0,
    maxPay: 0,
    stakeForMaxPay: null,
    minTip: 0,
    bonusTipCount: 0,
    problems: [],
    creatable: false,
  };
}

/** Everything the slip shows for these picks, stake and limits, with the problems found. */
export function summarizeSlip(input: SlipInput): SlipSummary {
  const { picks } = input;
  const rawType = ticketTypeOf(picks, input.systemSizes);
  if (rawType === null) return emptySummary();
  const combos = expandCombinations(picks, input.systemSizes);
  const ticketType = sentTicketType(rawType, combos.length);
  const limitKinds = limitKindsOf(
    ticketType,
    picks.some((p) => p.live),
  );
  const limits = withOutcomeLimits(effectiveLimitSet(input.limits, limitKinds), picks, ticketType === 'TK');
  const problems = shapeProblems(input, ticketType, combos.length, limits, limitKinds);

  const stake = clampStake({ ...input, combinations: combos.length, limits });
  problems.push(...stake.problems);

  const cap = oddsCap(input.limits);
  const oddsOf = (combo: number[]): number[] => combo.map((i) => picks[i]!.odds);
  const comboOdds = combos.map((c) => combinationOdds(oddsOf(c), cap));
  const maxWin = grossPay(stake.ticketStake, comboOdds, 0);
  if (combos.some((c) => combinationOdds(oddsOf(c), 0) > cap)) {
    problems.push({ key: 'possibleWinCapped', params: { amount: amountParam(maxWin) }, blocking: false });
  }
  const percent = bonusPercent(picks, input.limits.bonusJson, { ticketType, combinations: combos.length });
  const bonus = bonusAmount(maxWin, percent);
  const gross = maxWin + bonus;
  const payCapped = limits.maxPay > 0 && gross > limits.maxPay;
  let stakeForMaxPay: number | null = null;
  if (payCapped) {
    problems.push({
      key: 'maxPayError',
      params: { max: amountParam(limits.maxPay), amount: amountParam(gross) },
      blocking: false,
    });
    const within = stakeWithinPay(stake.ticketStake, comboOdds, percent, limits.maxPay);
    if (within * combos.length >= Math.max(1, limits.minStake)) stakeForMaxPay = within * combos.length;
  }

  return {
    ticketType,
    couponType: ticketType === 'SK' ? 2 : 0,
    systemOptions: systemOptions(picks, input.systemSizes, input.settings.systemFreePicks),
    combinations: combos.length,
    limitKinds,
    limits,
    ticketStake: stake.ticketStake,
    totalStake: stake.totalStake,
    stakeClamped: stake.clamped,
    totalOdds: Math.max(0, ...comboOdds),
    maxWin,
    bonusPercent: percent,
    bonus,
    maxPay: payCapped ? limits.maxPay : gross,
    stakeForMaxPay,
    minTip: limits.minTip,
    bonusTipCount: bonusTipCount(picks, input.limits.bonusJson),
    problems,
    creatable: combos.length > 0 && stake.ticketStake > 0 && !problems.some((p) => p.blocking),
  };
}
