import { WHEEL_ORDER } from '@bet/domain/casino/roulette';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pocketColour } from '../lib/roulette-layout.ts';
import { landingRotation, POCKET_DEGREES, pocketAngle } from '../lib/wheel-turn.ts';

type RouletteWheelProps = {
  /** The number drawn this round, once the table has revealed it; null while it is not known. */
  number: number | null;
  /** The round it belongs to: the same number twice in a row still spins again. */
  round: number;
};

const RADIUS = 96;
const INNER = 58;

/** A point on the wheel at `degrees` clockwise from the top. */
const at = (radius: number, degrees: number) => {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return `${(radius * Math.cos(radians)).toFixed(2)} ${(radius * Math.sin(radians)).toFixed(2)}`;
};

/** A pocket's wedge between the rim and the hub, centred on the top. */
const WEDGE = `M ${at(INNER, -POCKET_DEGREES / 2)} L ${at(RADIUS, -POCKET_DEGREES / 2)} A ${RADIUS} ${RADIUS} 0 0 1 ${at(
  RADIUS,
  POCKET_DEGREES / 2,
)} L ${at(INNER, POCKET_DEGREES / 2)} A ${INNER} ${INNER} 0 0 0 ${at(INNER, -POCKET_DEGREES / 2)} Z`;

/**
 * The wheel of European roulette, drawn from the domain's pocket order. When a number is revealed it
 * turns a few times and stops with that pocket under the pointer (at once when motion is reduced).
 */
export function RouletteWheel({ number, round }: RouletteWheelProps) {
  const { t } = useTranslation();
  const [rotation, setRotation] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round's number spins once, not on every render
  useEffect(() => {
    if (number !== null) setRotation((current) => landingRotation(current, number));
  }, [number, round]);

  return (
    <figure className="roulette-wheel">
      <svg
        viewBox="-100 -100 200 200"
        role="img"
        aria-label={
          number === null ? t('house-games.roulette.wheel') : t('house-games.roulette.wheelAt', { number })
        }
      >
        <g
          className="roulette-wheel-rotor"
          data-testid="roulette-wheel-rotor"
          style={{ transform: `rotate(${rotation}deg)` }}
        >
          {WHEEL_ORDER.map((pocket, index) => (
            <g key={pocket} transform={`rotate(${pocketAngle(index)})`}>
              <path d={WEDGE} className={`roulette-wheel-${pocketColour(pocket)}`} />
              <text y={-(RADIUS + INNER) / 2} className="roulette-wheel-number">
                {pocket}
              </text>
            </g>
          ))}
          <circle r={INNER} className="roulette-wheel-hub" />
        </g>
        <path d="M -6 -100 L 6 -100 L 0 -88 Z" className="roulette-wheel-pointer" />
      </svg>
    </figure>
  );
}
