import type { BlackjackTableAnswer } from '@bet/domain/api/house-games';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMoney } from '../../../shared/format/use-money.ts';
import { useBlackjackTable } from '../api/blackjack-table.ts';
import { type BlackjackGame, useBlackjackGame } from '../hooks/use-blackjack-game.ts';
import { BlackjackHistory, BlackjackResult, HandView } from './blackjack-cards.tsx';
import { TableGate } from './table-gate.tsx';
import { ChipRack, TableFairness, TableTop } from './table-parts.tsx';
import './slot.css';
import './tables.css';
import './blackjack.css';

type Money = (minor: number) => string;

/** Betting: chips build the stake of the round's one hand. */
function BetControls({ game, chips, money }: { game: BlackjackGame; chips: number[]; money: Money }) {
  const { t } = useTranslation();
  if (game.hand)
    return (
      <p className="slot-note">{t('house-games.blackjack.betPlaced', { amount: money(game.hand.stake) })}</p>
    );
  return (
    <div className="table-side">
      <ChipRack chips={chips} onChip={game.addChip} disabled={game.busy} money={money} />
      <div className="slot-total table-total">
        <span className="slot-label">{t('house-games.blackjack.stake')}</span>
        <strong className="slot-amount" data-testid="table-stake">
          {money(game.stake)}
        </strong>
      </div>
      <div className="table-actions">
        <button type="button" className="slot-button" disabled={game.stake === 0} onClick={game.clear}>
          {t('house-games.roulette.clear')}
        </button>
        <button
          type="button"
          className="slot-button slot-button-strong"
          disabled={game.stake === 0 || game.busy}
          onClick={() => void game.placeBet()}
        >
          {t('house-games.blackjack.placeBet')}
        </button>
      </div>
    </div>
  );
}

/** In play: hit, stand or double while the hand may act. */
function MoveControls({ game }: { game: BlackjackGame }) {
  const { t } = useTranslation();
  const { hand } = game;
  if (!hand) return <p className="slot-note">{t('house-games.blackjack.watching')}</p>;
  if (!hand.canAct) return <p className="slot-note">{t('house-games.blackjack.waiting')}</p>;
  const canDouble = hand.cards.length === 2 && game.balance >= hand.stake;
  return (
    <div className="table-actions bj-moves">
      <button type="button" className="slot-button" disabled={game.busy} onClick={() => game.act('hit')}>
        {t('house-games.blackjack.hit')}
      </button>
      <button type="button" className="slot-button" disabled={game.busy} onClick={() => game.act('stand')}>
        {t('house-games.blackjack.stand')}
      </button>
      <button
        type="button"
        className="slot-button"
        disabled={game.busy || !canDouble}
        onClick={() => game.act('double')}
      >
        {t('house-games.blackjack.double')}
      </button>
    </div>
  );
}

type BlackjackTableProps = {
  query: UseQueryResult<BlackjackTableAnswer>;
  table: BlackjackTableAnswer;
  token: string;
};

function BlackjackTable({ query, table, token }: BlackjackTableProps) {
  const { t } = useTranslation();
  const money = useMoney(table.currency, 'minor');
  const game = useBlackjackGame(query, table, token);
  const { phase, round } = game.moment;
  // The dealer's whole hand once this round's result is in; before it, the up card and a face-down card.
  const revealed = phase === 'result' && game.result?.outcome.round === round ? game.result : null;
  const hand = revealed?.hand ?? game.hand;
  const playerCards = hand && hand.cards.length > 0 ? hand.cards : (table.shared?.player ?? []);
  return (
    <main className="slot table" aria-labelledby="table-title">
      <TableTop
        gameCode={table.gameCode}
        phaseText={t(`house-games.blackjack.phases.${phase}`, { seconds: game.secondsLeft })}
        balance={game.balance}
        money={money}
      />
      <BlackjackHistory history={table.history} />
      {game.result && <BlackjackResult result={game.result} gameCode={table.gameCode} money={money} />}
      {game.refusal && (
        <p className="slot-message slot-message-error" role="alert">
          {t(`house-games.errors.${game.refusal}`)}
        </p>
      )}
      {phase !== 'betting' && table.shared && (
        <div className="bj-felt">
          <HandView
            title={t('house-games.blackjack.dealer')}
            cards={revealed ? revealed.outcome.dealer : [table.shared.dealerUp]}
            holeCard={!revealed}
            testId="bj-dealer"
          />
          <HandView
            title={hand ? t('house-games.blackjack.yourHand') : t('house-games.blackjack.players')}
            cards={playerCards}
            testId="bj-player"
          />
        </div>
      )}
      {phase === 'betting' && <BetControls game={game} chips={table.chips} money={money} />}
      {phase === 'playing' && <MoveControls game={game} />}
      <TableFairness round={table.round.round} serverSeedHash={table.round.serverSeedHash} />
    </main>
  );
}

/** The blackjack table of play/blackjack?token=…. */
export default function BlackjackScreen() {
  const [search] = useSearchParams();
  const token = search.get('token')?.trim() ?? '';
  const query = useBlackjackTable(token);
  return (
    <TableGate token={token} query={query}>
      {(table) => <BlackjackTable query={query} table={table} token={token} />}
    </TableGate>
  );
}
