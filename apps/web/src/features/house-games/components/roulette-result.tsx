import type { RouletteOutcome, RouletteResultAnswer } from '@bet/domain/api/house-games';
import { useTranslation } from 'react-i18next';
import { pocketColour } from '../lib/roulette-layout.ts';
import { TableVerifyLink } from './table-parts.tsx';

type RouletteResultProps = {
  result: RouletteResultAnswer;
  gameCode: string;
  money: (minor: number) => string;
};

/** The number a round drew, what the player's bets won on it, and the way to verify it. */
export function RouletteResult({ result, gameCode, money }: RouletteResultProps) {
  const { t } = useTranslation();
  const { number } = result.outcome;
  const colour = pocketColour(number);
  const won = result.win > 0;
  return (
    <section className={won ? 'slot-result slot-result-win' : 'slot-result'} role="status">
      <span className={`roulette-ball roulette-${colour}`} data-testid="roulette-number">
        {number}
      </span>
      <p className="slot-status">
        {t('house-games.roulette.drawn', { number, colour: t(`house-games.verify.colours.${colour}`) })}{' '}
        {result.stake === 0
          ? ''
          : won
            ? t('house-games.result.win', { amount: money(result.win) })
            : t('house-games.result.noWin')}
      </p>
      <TableVerifyLink gameCode={gameCode} seeds={result.outcome} />
    </section>
  );
}

type RouletteHistoryProps = { history: readonly RouletteOutcome[]; latest: RouletteOutcome | null };

/** The latest numbers, newest first: the table's list, and the one just drawn until the table's next answer. */
export function RouletteHistory({ history, latest }: RouletteHistoryProps) {
  const { t } = useTranslation();
  const shown = latest && latest.round > (history[0]?.round ?? -1) ? [latest, ...history] : history;
  return (
    <ol className="table-history" aria-label={t('house-games.roulette.history')}>
      {shown.map((outcome) => (
        <li key={outcome.round} className={`roulette-ball roulette-${pocketColour(outcome.number)}`}>
          {outcome.number}
        </li>
      ))}
    </ol>
  );
}
