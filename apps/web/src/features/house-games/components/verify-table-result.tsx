import { type Card, cardLabel, isRedCard } from '@bet/domain/casino/blackjack';
import { isRed } from '@bet/domain/casino/roulette';
import { useTranslation } from 'react-i18next';
import type { RoundCheck } from '../lib/verify-round.ts';

type BlackjackCheck = Extract<RoundCheck, { kind: 'blackjack' }>;

/** A revealed roulette round: its number and colour. */
export function RouletteOutcome({ number }: { number: number }) {
  const { t } = useTranslation();
  const colour = number === 0 ? 'green' : isRed(number) ? 'red' : 'black';
  return (
    <div className="verify-outcome" role="status">
      <p className="verify-verdict verify-verdict-good">{t('house-games.verify.verified')}</p>
      <p>
        {t('house-games.verify.number')}{' '}
        <strong className={`verify-pocket verify-pocket-${colour}`} data-testid="verify-number">
          {number}
        </strong>{' '}
        ({t(`house-games.verify.colours.${colour}`)})
      </p>
    </div>
  );
}

function Cards({ cards, testId }: { cards: readonly Card[]; testId: string }) {
  return (
    <span className="verify-cards" data-testid={testId}>
      {cards.map((card, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: cards repeat in an infinite deck, their place is their key
        <span key={i} className={isRedCard(card) ? 'verify-card verify-card-red' : 'verify-card'}>
          {cardLabel(card)}
        </span>
      ))}
    </span>
  );
}

/** A revealed blackjack round: the shared cards, the dealer's hand, and the player's own draws. */
export function BlackjackOutcome({ check }: { check: BlackjackCheck }) {
  const { t } = useTranslation();
  return (
    <div className="verify-outcome" role="status">
      <p className="verify-verdict verify-verdict-good">{t('house-games.verify.verified')}</p>
      <dl className="verify-totals">
        <dt>{t('house-games.verify.sharedCards')}</dt>
        <dd>
          <Cards cards={check.player} testId="verify-shared" />
        </dd>
        <dt>{t('house-games.verify.dealerCards')}</dt>
        <dd>
          <Cards cards={check.dealer} testId="verify-dealer" />
        </dd>
        {check.ownDraws.length > 0 && (
          <>
            <dt>{t('house-games.verify.ownDraws')}</dt>
            <dd>
              <Cards cards={check.ownDraws} testId="verify-own" />
            </dd>
          </>
        )}
      </dl>
    </div>
  );
}
