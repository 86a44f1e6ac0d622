// The detail answers with the match's socket deltas applied, kept in the query cache as they came.
import type { LiveOddsResponse, OddsResponse } from '@bet/domain/api/sportsbook';
import { applyMatchDelta, applyOddsDelta } from '@bet/domain/sportsbook/apply-delta';
import type { MatchDelta } from '@bet/domain/sportsbook/live-protocol';

/** The prematch answer with a socket delta applied: prices, market and match stops. */
export function patchPrematch(data: OddsResponse, delta: MatchDelta): OddsResponse {
  const stopped = delta.suspended === undefined ? data.match.iss === 1 : delta.suspended === 1;
  return {
    ...data,
    match: { ...data.match, iss: stopped ? 1 : 0, active: delta.active ?? data.match.active },
    results: applyOddsDelta(data.results, delta, stopped),
  };
}

/** The live answer with a socket delta applied; the same object for a stale delta. */
export function patchLive(data: LiveOddsResponse, delta: MatchDelta): LiveOddsResponse {
  const match = applyMatchDelta(data.match, delta);
  if (match === data.match) return data;
  return { ...data, match, odds: applyOddsDelta(data.odds, delta, match.iss === 1) };
}

/** A delta that brings a started status: the prematch match is live now. */
export const kicksOff = (delta: MatchDelta): boolean =>
  delta.state !== undefined && delta.state.status !== 'not_started';
