import type { BlackjackOutcome, BlackjackResultAnswer } from '@bet/domain/api/house-games';
import { type Card, cardLabel, handValue, isBlackjack, isRedCard } from '@bet/domain/casino/blackjack';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { TableVerifyLink } from './table-parts.tsx';

type HandViewProps = {
  title: string;
  cards: readonly Card[];
  /** The dealer's hole card, face down until the result. */
  holeCard?: boolean;
  testId: string;
};

/** A row of cards with its total: "Dealer · 17". */
export function HandView({ title, cards, holeCard = false, testId }: HandViewProps) {
  const { t } = useTranslation();
  return (
    <section className="bj-hand" aria-label={title} data-testid={testId}>
      <h2 className="slot-label">
        {title}
        {cards.length > 0 && <span className="bj-total"> · {handValue(cards).total}</span>}
      </h2>
      <ul className="bj-cards">
        {cards.map((card, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: cards repeat in an infinite deck, their place is their key
          <li key={i} className={isRedCard(card) ? 'bj-card bj-card-red' : 'bj-card'}>
            {cardLabel(card)}
          </li>
        ))}
        {holeCard && <li className="bj-card bj-card-back" aria-label={t('house-games.blackjack.holeCard')} />}
      </ul>
    </section>
  );
}

/** How the dealer's hand ended: its total, bust, or blackjack. */
export function dealerText(t: TFunction, dealer: readonly Card[]): string {
  if (isBlackjack(dealer)) return t('house-games.blackjack.dealerBlackjack');
  const { total } = handValue(dealer);
  return total > 21 ? t('house-games.blackjack.dealerBust') : t('house-games.blackjack.dealerHas', { total });
}

type BlackjackResultProps = {
  result: BlackjackResultAnswer;
  gameCode: string;
  money: (minor: number) => string;
};

/** A revealed round: the dealer's hand, what the player's hand came to, and the way to verify it. */
export function BlackjackResult({ result, gameCode, money }: BlackjackResultProps) {
  const { t } = useTranslation();
  const { hand, win } = result;
  const staked = hand ? hand.stake * (hand.doubled ? 2 : 1) : 0;
  const verdict = !hand
    ? ''
    : win > staked
      ? t('house-games.result.win', { amount: money(win) })
      : win === staked
        ? t('house-games.blackjack.push')
        : t('house-games.blackjack.lose');
  return (
    <section className={win > staked ? 'slot-result slot-result-win' : 'slot-result'} role="status">
      <p className="slot-status" data-testid="blackjack-outcome">
        {dealerText(t, result.outcome.dealer)} {verdict}
      </p>
      <TableVerifyLink gameCode={gameCode} seeds={{ ...result.outcome, clientSeed: result.ownClientSeed }} />
    </section>
  );
}

/** The dealer's latest hands, newest first. */
export function BlackjackHistory({ history }: { history: readonly BlackjackOutcome[] }) {
  const { t } = useTranslation();
  return (
    <ol className="table-history" aria-label={t('house-games.blackjack.history')}>
      {history.map((outcome) => {
        const { total } = handValue(outcome.dealer);
        return (
          <li key={outcome.round} className={total > 21 ? 'bj-past bj-past-bust' : 'bj-past'}>
            {isBlackjack(outcome.dealer) ? 'BJ' : total}
          </li>
        );
      })}
    </ol>
  );
}
