import type { SlotMachine } from '@bet/domain/casino/slot-engine';
import { useTranslation } from 'react-i18next';
import type { HouseRefusalKey } from '../api/house-call.ts';
import type { ShownRound } from '../hooks/use-slot-game.ts';
import { symbolArt } from '../lib/symbols.ts';

type SlotResultProps = {
  machine: SlotMachine;
  shown: ShownRound | null;
  spinning: boolean;
  refusal: HouseRefusalKey | null;
  money: (minor: number) => string;
};

/** The round's win, and the result told in words for everyone, screen readers included. */
export function SlotResult({ machine, shown, spinning, refusal, money }: SlotResultProps) {
  const { t } = useTranslation();
  const win = shown?.round.proof.win ?? 0;
  let text = '';
  if (spinning) text = t('house-games.result.spinning');
  else if (shown) {
    const lines = shown.round.lineWins.map(({ line, symbol, count, win: amount }) =>
      t('house-games.result.line', {
        line: line + 1,
        run: count,
        symbol: t(`house-games.symbols.${symbolArt(symbol).nameKey}`),
        amount: money(amount),
      }),
    );
    if (shown.round.scatterWin > 0) {
      lines.push(t('house-games.result.scatter', { amount: money(shown.round.scatterWin) }));
    }
    const outcome =
      win > 0 ? t('house-games.result.win', { amount: money(win) }) : t('house-games.result.noWin');
    text = [shown.resumed ? t('house-games.result.resumed') : '', outcome, ...lines]
      .filter(Boolean)
      .join(' ');
  }
  const big = win > 0 && !spinning;
  return (
    <div className={`slot-result${big ? ' slot-result-win' : ''}`}>
      <div className="slot-win">
        <span className="slot-label">{t('house-games.result.winLabel')}</span>
        <strong className="slot-amount" data-testid="slot-win">
          {money(spinning ? 0 : win)}
        </strong>
      </div>
      <p className="slot-status" role="status" aria-live="polite">
        {text || t('house-games.result.ready', { lines: machine.lines.length })}
      </p>
      {refusal && (
        <p className="slot-message slot-message-error" role="alert">
          {t(`house-games.errors.${refusal}`)}
        </p>
      )}
    </div>
  );
}
