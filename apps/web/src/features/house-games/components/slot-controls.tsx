import { useTranslation } from 'react-i18next';
import type { SlotGame } from '../hooks/use-slot-game.ts';

type SlotControlsProps = {
  game: SlotGame;
  lines: number;
  autoplayAllowed: boolean;
  money: (minor: number) => string;
};

/** Stake per line, total stake, the spin button and, where the site allows it, autoplay. */
export function SlotControls({ game, lines, autoplayAllowed, money }: SlotControlsProps) {
  const { t } = useTranslation();
  return (
    <div className="slot-controls">
      <div className="slot-stake">
        <label className="slot-label" htmlFor="slot-stake">
          {t('house-games.controls.stakePerLine')}
        </label>
        <select
          id="slot-stake"
          className="slot-input"
          value={game.stakePerLine}
          disabled={game.spinning || game.autoplay}
          onChange={(event) => game.setStakePerLine(Number(event.target.value))}
        >
          {game.stakes.map((stake) => (
            <option key={stake} value={stake}>
              {money(stake)}
            </option>
          ))}
        </select>
      </div>
      <div className="slot-total">
        <span className="slot-label">{t('house-games.controls.totalStake')}</span>
        <strong className="slot-amount">{money(game.totalStake)}</strong>
        <span className="slot-note">{t('house-games.controls.lines', { lines })}</span>
      </div>
      <button
        type="button"
        className="slot-spin"
        disabled={game.spinning || game.autoplay}
        aria-busy={game.spinning || undefined}
        onClick={() => void game.spin()}
      >
        {t('house-games.controls.spin')}
      </button>
      {autoplayAllowed && (
        <button
          type="button"
          className="slot-button slot-autoplay"
          aria-pressed={game.autoplay}
          onClick={() => game.setAutoplay(!game.autoplay)}
        >
          {game.autoplay ? t('house-games.controls.autoplayStop') : t('house-games.controls.autoplay')}
        </button>
      )}
    </div>
  );
}
