import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useChipAmount } from '../hooks/use-money.ts';
import {
  type BetSpot,
  betLabel,
  COLUMNS,
  DOZENS,
  EVEN_CHANCES,
  edgeSpotsOf,
  pocketColour,
  straightSpot,
} from '../lib/roulette-layout.ts';

type RouletteBoardProps = {
  stakeOn: (spot: BetSpot) => number;
  onBet: (spot: BetSpot) => void;
  disabled: boolean;
  /** The number just drawn, lit on the board. */
  winning: number | null;
};

const NUMBERS = Array.from({ length: 36 }, (_, i) => i + 1);

// The board stands upright, as on a phone: zero on top, rows of three numbers, the column bets at
// the foot, and the dozens and even chances down the left side (grid columns 1-2, numbers 3-5).
const numberPlace = (n: number): CSSProperties => ({
  gridRow: Math.floor((n - 1) / 3) + 2,
  gridColumn: ((n - 1) % 3) + 3,
});

/** The betting board: a tap lays the chip in hand on a spot, a number's edge on a split or corner. */
export function RouletteBoard({ stakeOn, onBet, disabled, winning }: RouletteBoardProps) {
  const { t } = useTranslation();
  const chipAmount = useChipAmount();

  const spot = (bet: BetSpot, text: string, className: string, place: CSSProperties) => {
    const stake = stakeOn(bet);
    return (
      <button
        key={`${bet.kind}:${bet.numbers.join('-')}`}
        type="button"
        className={className}
        style={place}
        disabled={disabled}
        aria-label={t('house-games.roulette.betOn', { bet: betLabel(t, bet) })}
        onClick={() => onBet(bet)}
      >
        {text && <span className="roulette-spot-text">{text}</span>}
        {stake > 0 && (
          <span className="roulette-stake" aria-hidden="true">
            {chipAmount(stake)}
          </span>
        )}
      </button>
    );
  };

  const pocket = (n: number, place: CSSProperties) =>
    spot(
      straightSpot(n),
      String(n),
      `roulette-spot roulette-${pocketColour(n)}${winning === n ? ' roulette-spot-won' : ''}`,
      place,
    );

  return (
    // biome-ignore lint/a11y/useSemanticElements: a board of bet buttons, not a form field set
    <div className="roulette-board" role="group" aria-label={t('house-games.roulette.board')}>
      {pocket(0, { gridRow: 1, gridColumn: '3 / 6' })}
      {NUMBERS.map((n) => pocket(n, numberPlace(n)))}
      {DOZENS.map((bet, d) =>
        spot(bet, `${bet.numbers[0]}–${bet.numbers.at(-1)}`, 'roulette-spot roulette-side', {
          gridRow: `${2 + d * 4} / span 4`,
          gridColumn: 2,
        }),
      )}
      {EVEN_CHANCES.map((bet, i) =>
        spot(
          bet,
          betLabel(t, bet),
          `roulette-spot roulette-side${bet.kind === 'red' || bet.kind === 'black' ? ` roulette-${bet.kind}` : ''}`,
          { gridRow: `${2 + i * 2} / span 2`, gridColumn: 1 },
        ),
      )}
      {COLUMNS.map((bet, c) =>
        spot(bet, '2:1', 'roulette-spot roulette-foot', { gridRow: 14, gridColumn: c + 3 }),
      )}
      {/* After the numbers, so they lie on top of the cells they share. */}
      {NUMBERS.flatMap((n) =>
        edgeSpotsOf(n).map(({ edge, spot: bet }) =>
          spot(bet, '', `roulette-edge roulette-edge-${edge}`, numberPlace(n)),
        ),
      )}
    </div>
  );
}
