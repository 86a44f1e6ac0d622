import type { BlackjackHand, BlackjackTableAnswer } from '@bet/domain/api/house-games';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { actOnHand, type BlackjackMove } from '../api/blackjack-action.ts';
import { placeBlackjackBet } from '../api/blackjack-bet.ts';
import { getBlackjackResult } from '../api/blackjack-result.ts';
import { refusalOf, useLiveTable } from './use-live-table.ts';
import { usePlacement } from './use-placement.ts';

/**
 * The blackjack table in play: the stake built from chips, the one hand a round allows, and the
 * player's moves on it while the round is in play.
 */
export function useBlackjackGame(
  query: UseQueryResult<BlackjackTableAnswer>,
  table: BlackjackTableAnswer,
  token: string,
) {
  const live = useLiveTable(query, table, (round) => getBlackjackResult(token, round));
  const { moment, balance, setBalance, setRefusal } = live;
  const { send, placing, forget } = usePlacement();
  const [stake, setStake] = useState(0);
  const [hand, setHand] = useState<BlackjackHand | null>(table.hand);
  const [moving, setMoving] = useState(false);

  useEffect(() => setHand(table.hand), [table]);
  const betting = moment.phase === 'betting';
  useEffect(() => {
    if (betting) return;
    setStake(0);
    forget();
  }, [betting, forget]);

  const addChip = useCallback(
    (chip: number) => {
      if (!betting || hand) return;
      if (stake + chip > Math.min(table.maxStake, balance)) {
        setRefusal(stake + chip > balance ? 'insufficientBalance' : 'tableLimit');
        return;
      }
      setRefusal(null);
      forget();
      setStake(stake + chip);
    },
    [betting, hand, stake, balance, table.maxStake, setRefusal, forget],
  );

  const clear = useCallback(() => {
    forget();
    setStake(0);
  }, [forget]);

  const placeBet = useCallback(async () => {
    if (stake === 0 || placing) return;
    setRefusal(null);
    try {
      const answer = await send((requestId) => placeBlackjackBet(token, moment.round, requestId, stake));
      // The deal may have come first (the table is asked again as betting closes): keep its cards.
      setHand((dealt) => (dealt && dealt.cards.length > 0 ? dealt : answer.hand));
      setBalance(answer.balance);
      setStake(0);
    } catch (err) {
      setRefusal(refusalOf(err));
    }
  }, [stake, placing, send, token, moment.round, setBalance, setRefusal]);

  // Moves are not retried: the server has no key for them, and a second hit would take a card.
  const act = useCallback(
    async (move: BlackjackMove) => {
      if (moving) return;
      setMoving(true);
      setRefusal(null);
      try {
        const answer = await actOnHand(token, moment.round, move);
        setHand(answer.hand);
        setBalance(answer.balance);
      } catch (err) {
        setRefusal(refusalOf(err));
      } finally {
        setMoving(false);
      }
    },
    [moving, token, moment.round, setBalance, setRefusal],
  );

  return { ...live, stake, hand, busy: placing || moving, betting, addChip, clear, placeBet, act };
}

export type BlackjackGame = ReturnType<typeof useBlackjackGame>;
