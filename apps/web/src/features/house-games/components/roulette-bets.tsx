import type { RouletteBet } from '@bet/domain/casino/roulette';
import { useTranslation } from 'react-i18next';
import type { RouletteGame } from '../hooks/use-roulette-game.ts';
import { betLabel, totalStake } from '../lib/roulette-layout.ts';

type RouletteBetsProps = { game: RouletteGame; money: (minor: number) => string };

function BetList({
  bets,
  title,
  money,
}: {
  bets: RouletteBet[];
  title: string;
  money: (m: number) => string;
}) {
  const { t } = useTranslation();
  if (bets.length === 0) return null;
  return (
    <section className="table-bets" aria-label={title}>
      <h2 className="slot-label">{title}</h2>
      <ul>
        {bets.map((bet) => (
          <li key={`${bet.kind}:${bet.numbers.join('-')}`}>
            <span>{betLabel(t, bet)}</span>
            <strong>{money(bet.stake)}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The bets the server holds for the round, the ones laid but not placed yet, and what they stake. */
export function RouletteBets({ game, money }: RouletteBetsProps) {
  const { t } = useTranslation();
  const placed = totalStake(game.placed);
  const laid = totalStake(game.draft);
  return (
    <div className="table-slip">
      <BetList bets={game.placed} title={t('house-games.roulette.placed')} money={money} />
      <BetList bets={game.draft} title={t('house-games.roulette.laid')} money={money} />
      {placed + laid === 0 && (
        <p className="slot-note">
          {game.betting ? t('house-games.roulette.hint') : t('house-games.roulette.noBets')}
        </p>
      )}
      <div className="slot-total table-total">
        <span className="slot-label">{t('house-games.controls.totalStake')}</span>
        <strong className="slot-amount" data-testid="table-stake">
          {money(placed + laid)}
        </strong>
      </div>
      <div className="table-actions">
        <button
          type="button"
          className="slot-button"
          disabled={laid === 0 || game.placing}
          onClick={game.clear}
        >
          {t('house-games.roulette.clear')}
        </button>
        <button
          type="button"
          className="slot-button slot-button-strong"
          disabled={laid === 0 || game.placing || !game.betting}
          aria-busy={game.placing || undefined}
          onClick={() => void game.place()}
        >
          {t('house-games.roulette.place')}
        </button>
      </div>
    </div>
  );
}
