// A coupon's tips checked at acceptance (spec 001 sections 4 and 5): against the catalogue as it is
// now (match open and not started or live as the tip says, market and outcome open, the odd the
// player saw), then through the slip rules with the player's limits, credit and stake type.

import { isMessageKey, type MessageKey } from '@bet/domain';
import type { ChangedOdd, CouponTip } from '@bet/domain/api/placement';
import { isUsableOdd } from '@bet/domain/betting/slip-picks';
import { summarizeSlip } from '@bet/domain/betting/slip-summary';
import type { CouponSettings, Pick as SlipPick, SlipProblem, SlipSummary } from '@bet/domain/betting/types';
import { MIN_ODDS } from '@bet/domain/pricing/margin';
import { isLiveStatus } from '@bet/domain/sportsbook/live-state';
import { matchTimeLabel } from '@bet/domain/sportsbook/match-status';
import { toThousandths } from '@bet/domain/sportsbook/odds-format';
import { DEFAULT_OUTCOME_LIMITS } from '@bet/domain/sportsbook/outcome-limits';
import type { MessageParams } from '../../../http/errors.ts';
import type { CatalogMatch, CatalogStore } from '../../catalog/index.ts';
import { matchSuspended } from '../../catalog/index.ts';
import type { CreateCouponInput } from './placement-schemas.ts';
import type { PlacingUser } from './placing-user.ts';

/** Why a coupon was not placed, in message keys (the presenter translates). */
export type CouponRefusal = {
  key: MessageKey;
  params?: MessageParams;
  changed?: ChangedOdd[];
  couponErrors?: { matchId: number; key: MessageKey; params?: MessageParams }[];
};

/** Thrown inside the placing transaction so that nothing of a refused coupon is written. */
export class CouponRefused extends Error {
  constructor(readonly refusal: CouponRefusal) {
    super(refusal.key);
  }
}

type OutcomeRef = { matchId: number; oddsType: number; special: string; outcomeId: string };

/** An outcome as the catalogue holds it now: its odds, or why it cannot be taken. */
export type OutcomeNow =
  | { available: true; odds: number; match: CatalogMatch }
  | { available: false; key: MessageKey; match: CatalogMatch | undefined };

/** Whether the outcome can be taken now, on a live match (`live`) or one that has not started. */
export function outcomeNow(store: CatalogStore, ref: OutcomeRef, live: boolean, now: Date): OutcomeNow {
  const match = store.get(ref.matchId);
  if (!match) return { available: false, key: 'notFoundMatch', match };
  const started = match.state.status !== 'not_started' || now.getTime() >= match.startsAt;
  if (!live && started) return { available: false, key: 'matchAlreadyStarted', match };
  if ((live && !isLiveStatus(match.state.status)) || matchSuspended(match) || !match.visible) {
    return { available: false, key: 'matchBetsClosed', match };
  }
  const market = match.markets.find((m) => m.oddsType === ref.oddsType && m.special === ref.special);
  const outcome = market?.outcomes.find((o) => o.outcomeId === ref.outcomeId);
  if (!market || !outcome) return { available: false, key: 'noSelectSoTips', match };
  const usable = isUsableOdd({
    matchActive: match.active,
    marketActive: market.active,
    outcomeActive: true,
    // Below 1.01 an outcome is shown suspended (spec 001 section 4, Odds state).
    suspended: market.suspended || outcome.suspended || outcome.odds < MIN_ODDS,
    odds: outcome.odds,
  });
  if (!usable) return { available: false, key: 'noSelectSoTips', match };
  return { available: true, odds: outcome.odds, match };
}

export const changedOdd = (ref: OutcomeRef, now: OutcomeNow): ChangedOdd => ({
  matchId: ref.matchId,
  oddsType: ref.oddsType,
  special: ref.special,
  outcomeId: ref.outcomeId,
  odd: now.available ? now.odds / 1000 : 0,
  available: now.available ? 1 : 0,
});

/** A pick as accepted: its odds now, and for a live pick the minute and score it was taken at. */
export type AcceptedPick = SlipPick & { takenMinute: string; takenScore: string };

function acceptedPick(tip: CouponTip, odds: number, match: CatalogMatch): AcceptedPick {
  const live = tip.ttype === 'L';
  const { state } = match;
  const clock = {
    status: state.status,
    minute: state.clock.minute,
    extra: state.clock.extra,
    startsAt: new Date(match.startsAt),
    sportId: match.sportId,
  };
  return {
    matchId: tip.matchId,
    oddsType: tip.oddsType,
    special: tip.special,
    outcomeId: tip.outcomeId,
    odds,
    live,
    banker: tip.banker === 1,
    limits: DEFAULT_OUTCOME_LIMITS,
    takenMinute: live ? matchTimeLabel(clock).text : '',
    takenScore: live ? `${state.score.home}:${state.score.away}` : '',
  };
}

/**
 * The tips at the catalogue's current odds. Refused when a tip cannot be taken, or when an odd moved
 * and the player did not allow changes; with oddChangeOk 1 every moved odd, better or worse, is
 * taken at its current value.
 */
export function checkTips(
  store: CatalogStore,
  tips: readonly CouponTip[],
  oddChangeOk: 0 | 1,
  now: Date,
): AcceptedPick[] {
  const picks: AcceptedPick[] = [];
  const changed: ChangedOdd[] = [];
  const couponErrors: NonNullable<CouponRefusal['couponErrors']> = [];
  for (const tip of tips) {
    const current = outcomeNow(store, tip, tip.ttype === 'L', now);
    if (!current.available) {
      changed.push(changedOdd(tip, current));
      couponErrors.push({ matchId: tip.matchId, key: current.key });
      continue;
    }
    if (current.odds !== toThousandths(tip.odd)) changed.push(changedOdd(tip, current));
    picks.push(acceptedPick(tip, current.odds, current.match));
  }
  const [firstError] = couponErrors;
  if (firstError) throw new CouponRefused({ key: firstError.key, changed, couponErrors });
  if (changed.length > 0 && oddChangeOk === 0) throw new CouponRefused({ key: 'oddsChanged', changed });
  return picks;
}

const refusalOf = (problem: SlipProblem): CouponRefusal => ({
  key: isMessageKey(problem.key) ? problem.key : 'invalidInput',
  ...(problem.params && { params: problem.params }),
});

const STAKE_CLAMPS = new Set(['minStakeError', 'maxStakeError', 'noCredit']);

/** The stake as the request states it, in minor units. */
export type StatedStake = { ticketStake: number; totalStake: number };

/**
 * The coupon through the slip rules. Blocking problems refuse it; so does a stake the slip would
 * have clamped (the server takes no other stake than the one stated); and the type, combination
 * count and stakes the request states must be the ones the rules compute.
 */
export function judgeSlip(
  picks: readonly SlipPick[],
  input: Pick<CreateCouponInput, 'ticketType' | 'couponType' | 'combins' | 'systemTickets'>,
  stake: StatedStake,
  user: PlacingUser,
  settings: CouponSettings,
): SlipSummary {
  const summary = summarizeSlip({
    picks,
    systemSizes: input.systemTickets,
    // With staketype 1 the whole stake is entered (and split), otherwise one combination's.
    amount: user.staketype === 1 ? stake.totalStake : stake.ticketStake,
    credit: user.credit,
    staketype: user.staketype,
    limits: user.limits,
    settings,
  });
  const blocking = summary.problems.filter((p) => p.blocking);
  const [first] = blocking;
  if (first) {
    const couponErrors = blocking.flatMap((p) =>
      p.matchId === undefined ? [] : [{ matchId: p.matchId, ...refusalOf(p) }],
    );
    throw new CouponRefused({ ...refusalOf(first), ...(couponErrors.length > 0 && { couponErrors }) });
  }
  const clamp = summary.problems.find((p) => STAKE_CLAMPS.has(p.key));
  if (summary.stakeClamped && clamp) throw new CouponRefused(refusalOf(clamp));
  // With staketype 1 the stated total may carry the remainder the split leaves; it is never taken.
  const stakesAgree =
    summary.ticketStake === stake.ticketStake &&
    (user.staketype === 1 ? summary.totalStake <= stake.totalStake : summary.totalStake === stake.totalStake);
  if (
    !summary.creatable ||
    summary.ticketType !== input.ticketType ||
    summary.couponType !== input.couponType ||
    summary.combinations !== input.combins ||
    !stakesAgree
  ) {
    throw new CouponRefused({ key: 'couponMismatch' });
  }
  return summary;
}
