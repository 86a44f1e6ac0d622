import type { RouletteTableAnswer } from '@bet/domain/api/house-games';
import type { RouletteBet } from '@bet/domain/casino/roulette';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { placeRouletteBets } from '../api/roulette-bet.ts';
import { getRouletteResult } from '../api/roulette-result.ts';
import { addChip, type BetSpot, mergeBets, stakeOn, totalStake } from '../lib/roulette-layout.ts';
import { refusalOf, useLiveTable } from './use-live-table.ts';
import { usePlacement } from './use-placement.ts';

/**
 * The roulette table in play: the chip in hand, the bets laid on the board but not yet placed, and
 * the bets the server holds for the round.
 */
export function useRouletteGame(
  query: UseQueryResult<RouletteTableAnswer>,
  table: RouletteTableAnswer,
  token: string,
) {
  const live = useLiveTable(query, table, (round) => getRouletteResult(token, round));
  const { moment, balance, setBalance, setRefusal } = live;
  const { send, placing, forget } = usePlacement();
  const [chip, setChip] = useState(table.chips[0] ?? 100);
  const [draft, setDraft] = useState<RouletteBet[]>([]);
  const [placed, setPlaced] = useState<RouletteBet[]>(() => mergeBets(table.myBets));

  useEffect(() => setPlaced(mergeBets(table.myBets)), [table]);
  const betting = moment.phase === 'betting';
  useEffect(() => {
    if (betting) return;
    setDraft([]);
    forget();
  }, [betting, forget]);

  const bet = useCallback(
    (spot: BetSpot) => {
      if (!betting || placing) return;
      const drafted = totalStake(draft) + chip;
      if (totalStake(placed) + drafted > table.maxRoundStake) {
        setRefusal('tableLimit');
        return;
      }
      if (drafted > balance) {
        setRefusal('insufficientBalance');
        return;
      }
      setRefusal(null);
      forget();
      setDraft(addChip(draft, spot, chip));
    },
    [betting, placing, draft, placed, chip, balance, table.maxRoundStake, setRefusal, forget],
  );

  const clear = useCallback(() => {
    forget();
    setDraft([]);
  }, [forget]);

  const place = useCallback(async () => {
    if (draft.length === 0 || placing) return;
    setRefusal(null);
    try {
      const answer = await send((requestId) => placeRouletteBets(token, moment.round, requestId, draft));
      setBalance(answer.balance);
      setPlaced(mergeBets(answer.myBets));
      setDraft([]);
    } catch (err) {
      setRefusal(refusalOf(err));
    }
  }, [draft, placing, send, token, moment.round, setBalance, setRefusal]);

  return {
    ...live,
    chip,
    setChip,
    draft,
    placed,
    placing,
    betting,
    bet,
    clear,
    place,
    stakeOn: (spot: BetSpot) => stakeOn(placed, spot) + stakeOn(draft, spot),
  };
}

export type RouletteGame = ReturnType<typeof useRouletteGame>;
