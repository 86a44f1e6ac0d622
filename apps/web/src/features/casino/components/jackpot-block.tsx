import type { JackpotId } from '@bet/domain/casino/jackpots';
import { Button } from '@bet/ui/button.tsx';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { useUser } from '../../../shared/session/api/get-user-data.ts';
import { retryJackpots, useJackpotLink } from '../api/jackpot-socket.ts';
import { useJackpotBoard } from '../hooks/use-jackpot-board.ts';
import { type JackpotScreen, potsOf, shownJackpots, winnersOf } from '../lib/jackpot-board.ts';
import { JackpotPots, jackpotMoney } from './jackpot-pots.tsx';
import { JackpotWinners } from './jackpot-winners.tsx';
import './jackpots.css';

function JackpotBoardView({ ids, currency }: { ids: readonly JackpotId[]; currency: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { board, won } = useJackpotBoard(ids, currency);
  const down = useJackpotLink((s) => s.down);
  if (!board) return null;
  const pots = potsOf(board, ids);
  const winners = winnersOf(board, ids);
  if (pots.length === 0 && winners.length === 0) return null;
  return (
    <section className="jackpots" aria-labelledby="jackpots-title">
      <h2 id="jackpots-title" className="jackpots-title">
        {t('casino.jackpot.title')}
      </h2>
      {down && (
        <p className="jackpots-down">
          {t('casino.jackpot.down')}{' '}
          <Button variant="ghost" size="sm" onClick={retryJackpots}>
            {t('casino.jackpot.retry')}
          </Button>
        </p>
      )}
      <JackpotPots pots={pots} />
      <JackpotWinners winners={winners} />
      {won && (
        <div className="jackpot-toast" role="status">
          {t('casino.jackpot.won', {
            winner: won.winner,
            amount: jackpotMoney(won.amount, won.currency, lang),
            name: t(`casino.jackpot.names.${won.jackpot}`),
          })}
        </div>
      )}
    </section>
  );
}

/** The jackpot block of a casino screen (spec 002 §2): only for players with the screen's jackpot permission. */
export function JackpotBlock({ screen }: { screen: JackpotScreen }) {
  const user = useUser();
  const ids = shownJackpots(screen, user);
  if (!user || ids.length === 0) return null;
  return <JackpotBoardView ids={ids} currency={user.currency} />;
}
