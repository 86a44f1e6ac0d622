import { matchTopic } from '@bet/domain/sportsbook/live-protocol';
import { useEffect, useRef } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useSlipStore } from '../../shared/slip/slip-store.ts';
import { type LiveFrame, subscribeLive } from '../../shared/sportsbook/live/live-socket.ts';
import { useSlipUpkeep } from './hooks/use-slip-upkeep.ts';
import { applySlipDelta, dropMatch, slipMatchIds, syncSubscriptions } from './slip-live.ts';

function applyFrame(frame: LiveFrame): void {
  if (frame.t !== 'match' && frame.t !== 'removed') return;
  const { selections, addRules } = useSlipStore.getState();
  // The cap in force (the player's maxOddsCoupon, else 320), as on the odd buttons.
  const maxOdds = addRules?.maxOdds ?? 0;
  const next =
    frame.t === 'match' ? applySlipDelta(selections, frame, maxOdds) : dropMatch(selections, frame.id);
  // Only real changes reach the store (and its copy in localStorage).
  if (next !== selections) useSlipStore.setState({ selections: next });
}

const subscribeMatch = (matchId: number) => subscribeLive([matchTopic(matchId)], applyFrame);

/**
 * Follows every match on the slip on the live socket while mounted (the shell mounts it while the
 * slip has picks): deltas move the picked odds and their locks, a finished match leaves the slip.
 * It also keeps the slip's rules, system choice and the floating counter's payout current.
 */
export function SlipLiveSync() {
  useSlipUpkeep();
  const ids = useSlipStore(useShallow((s) => slipMatchIds(s.selections)));
  const subscriptions = useRef(new Map<number, () => void>());
  useEffect(() => syncSubscriptions(subscriptions.current, ids, subscribeMatch), [ids]);
  useEffect(() => {
    const held = subscriptions.current;
    return () => syncSubscriptions(held, [], subscribeMatch);
  }, []);
  return null;
}
