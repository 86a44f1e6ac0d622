import type { JackpotWin } from '@bet/domain/casino/jackpot-frames';
import type { JackpotId } from '@bet/domain/casino/jackpots';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { jackpotsQuery } from '../api/get-jackpots.ts';
import { subscribeJackpots } from '../api/jackpot-socket.ts';
import { applyFrame } from '../lib/jackpot-board.ts';

/** How long a drop's notice stays (the notification dialog's 4 s). */
export const JACKPOT_NOTICE_MS = 4000;
const SEPARATOR = ',';

/**
 * The jackpot board from /api/jackpots, kept current by the jackpot socket while mounted, and the
 * drop to announce (for JACKPOT_NOTICE_MS).
 */
export function useJackpotBoard(ids: readonly JackpotId[], currency: string) {
  const client = useQueryClient();
  const query = useQuery(jackpotsQuery);
  const [won, setWon] = useState<JackpotWin | null>(null);
  const key = ids.join(SEPARATOR);

  useEffect(() => {
    const shown = key.split(SEPARATOR) as JackpotId[];
    return subscribeJackpots((frame) => {
      const board = client.getQueryData(jackpotsQuery.queryKey);
      if (!board) return;
      const effect = applyFrame(board, frame, currency, shown);
      if (effect.board !== board) client.setQueryData(jackpotsQuery.queryKey, effect.board);
      if (effect.won) setWon(effect.won);
      // A fetch under way is not restarted by the next frame's ask.
      if (effect.refetch)
        void client.invalidateQueries({ queryKey: jackpotsQuery.queryKey }, { cancelRefetch: false });
    });
  }, [client, key, currency]);

  useEffect(() => {
    if (!won) return;
    const timer = setTimeout(() => setWon(null), JACKPOT_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [won]);

  return { board: query.data, won };
}
