// The slip's picks kept current by the live socket (spec 001 section 4: Odds state, Socket):
// a match's deltas bring its play (score, clock, cards, corners), move next-goal picks to the next
// goal, move the picked odds and lock or unlock them; a finished match leaves the slip.
import { lineAtScore, outcomeKey, pickPlay, samePlay } from '@bet/domain/betting/live-pick';
import type { MatchDelta } from '@bet/domain/sportsbook/live-protocol';
import type { LiveState } from '@bet/domain/sportsbook/live-state';
import { capOdds, fromThousandths, SUSPEND_BELOW } from '@bet/domain/sportsbook/odds-format';
import type { SelectionLocks, SlipSelection } from '../../shared/slip/slip-selection.ts';

const UNLOCKED: SelectionLocks = { match: false, inactive: false, market: false, odd: false };

const sameLocks = (a: SelectionLocks, b: SelectionLocks): boolean =>
  a.match === b.match && a.inactive === b.inactive && a.market === b.market && a.odd === b.odd;

/**
 * The pick with its match's new state: the play it shows and, for a next-goal market, the line of
 * the next goal. The old line's market and odd locks were about that line, so they go with it.
 */
function followState(pick: SlipSelection, state: LiveState): SlipSelection {
  const play = pickPlay(state);
  const special = lineAtScore(
    { sportId: pick.sportId, oddsType: pick.oddstype, special: pick.special },
    state.score,
  );
  const moved = special !== pick.special;
  if (!moved && pick.play && samePlay(pick.play, play)) return pick;
  if (!moved) return { ...pick, play };
  const locks = pick.locks && { ...pick.locks, market: false, odd: false };
  return {
    ...pick,
    play,
    special,
    i: outcomeKey(pick.oddstype, pick.outcomeid, special),
    ...(locks && { locks }),
  };
}

/** The pick with its match's delta applied; the same object when the delta changes nothing of it. */
function applyToSelection(current: SlipSelection, delta: MatchDelta, maxOddsLimit: number): SlipSelection {
  const pick = delta.state ? followState(current, delta.state) : current;
  const market = delta.markets?.find(([type, special]) => type === pick.oddstype && special === pick.special);
  const change = delta.odds?.find(
    ([type, special, outcome]) =>
      type === pick.oddstype && special === pick.special && outcome === pick.outcomeid,
  );
  const before = pick.locks ?? UNLOCKED;
  const locks: SelectionLocks = {
    match: delta.suspended === undefined ? before.match : delta.suspended === 1,
    inactive: delta.active === undefined ? before.inactive : delta.active === 0,
    // A closed market (active 0) can no longer be bet either.
    market: market ? market[2] === 1 || market[3] === 0 : before.market,
    // An outcome priced below 1.01 is suspended.
    odd: change ? change[5] === 1 || !(fromThousandths(change[3]) >= SUSPEND_BELOW) : before.odd,
  };
  const odd = change ? capOdds(fromThousandths(change[3]), maxOddsLimit) : pick.odd;
  if (odd === pick.odd && sameLocks(locks, before)) return pick;
  return { ...pick, odd, locks };
}

/** The picks once each is on the slip once: a next-goal pick moved onto the line of another stays first. */
function firstOfEach(list: SlipSelection[]): SlipSelection[] {
  const seen = new Set<string>();
  return list.filter((pick) => {
    const key = `${pick.m}|${pick.i}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The picks with a socket delta applied to those of its match; the same array when none changed.
 * Moved odds are capped as the odd buttons cap them: at the player's maxOddsCoupon limit
 * (thousandths, 0 when none is set), else at 320.
 */
export function applySlipDelta(list: SlipSelection[], delta: MatchDelta, maxOddsLimit = 0): SlipSelection[] {
  let changed = false;
  const next = list.map((pick) => {
    if (pick.m !== delta.id) return pick;
    const updated = applyToSelection(pick, delta, maxOddsLimit);
    changed ||= updated !== pick;
    return updated;
  });
  return changed ? firstOfEach(next) : list;
}

/** The picks without those of a match that left the feed (finished); the same array when it had none. */
export function dropMatch(list: SlipSelection[], matchId: number): SlipSelection[] {
  return list.some((s) => s.m === matchId) ? list.filter((s) => s.m !== matchId) : list;
}

/** The matches on the slip, each once, in slip order. */
export const slipMatchIds = (list: readonly SlipSelection[]): number[] => [...new Set(list.map((s) => s.m))];

/**
 * Brings `subscriptions` (match id -> unsubscribe) to exactly `ids`: new matches are subscribed before
 * the ones gone are dropped, so the shared socket never sees an empty moment and stays open.
 */
export function syncSubscriptions(
  subscriptions: Map<number, () => void>,
  ids: readonly number[],
  subscribe: (matchId: number) => () => void,
): void {
  for (const id of ids) if (!subscriptions.has(id)) subscriptions.set(id, subscribe(id));
  const wanted = new Set(ids);
  for (const [id, unsubscribe] of subscriptions) {
    if (wanted.has(id)) continue;
    unsubscribe();
    subscriptions.delete(id);
  }
}
