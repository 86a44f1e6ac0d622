import { PAY_POINTS_PER_STAKE, roundWinDown, type SlotMachine } from '@bet/domain/casino/slot-engine';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../shared/format/format.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { symbolArt } from '../lib/symbols.ts';
import { SymbolChip } from './symbol-chip.tsx';

type PaytableProps = { machine: SlotMachine; stakePerLine: number; money: (minor: number) => string };

/** What each symbol pays at the chosen stake, by how many show in a row from the left reel. */
export function Paytable({ machine, stakePerLine, money }: PaytableProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const lines = machine.lines.length;
  const rows = Object.entries(machine.paytable).map(([symbol, pays]) => ({
    symbol,
    pays: pays.flatMap((points, count) =>
      points > 0 ? [{ count, points, win: roundWinDown(points, stakePerLine) }] : [],
    ),
  }));
  const scatter = machine.scatter;
  if (scatter) {
    // A scatter pays on the total stake: its points count once per line.
    const pays = scatter.pays.flatMap((points, count) =>
      points > 0 ? [{ count, points, win: roundWinDown(points * lines, stakePerLine) }] : [],
    );
    rows.push({ symbol: scatter.symbol, pays });
  }
  return (
    <div className="slot-paytable">
      <ul className="slot-paytable-list">
        {rows.map(({ symbol, pays }) => (
          <li key={symbol}>
            <SymbolChip symbol={symbol} decorative />
            <div>
              <span className="slot-pays-name">{t(`house-games.symbols.${symbolArt(symbol).nameKey}`)}</span>
              <ul className="slot-pays">
                {pays.map(({ count, points, win }) => (
                  <li key={count}>
                    <span className="slot-pays-count">{t('house-games.paytable.count', { run: count })}</span>{' '}
                    <span>
                      ×
                      {formatNumber(
                        points / PAY_POINTS_PER_STAKE,
                        lang,
                        points % PAY_POINTS_PER_STAKE ? 1 : 0,
                      )}
                    </span>{' '}
                    <strong>{money(win)}</strong>
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ul>
      <p className="slot-note">{t('house-games.paytable.lines', { lines })}</p>
      {scatter && <p className="slot-note">{t('house-games.paytable.scatter')}</p>}
    </div>
  );
}
