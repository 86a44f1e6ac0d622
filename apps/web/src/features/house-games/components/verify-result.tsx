import type { RoundProof } from '@bet/domain/api/house-games';
import { slotMachineOf } from '@bet/domain/casino/slot-catalogue';
import { roundWinDown } from '@bet/domain/casino/slot-engine';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../shared/format/use-money.ts';
import { symbolArt } from '../lib/symbols.ts';
import type { RoundCheck, RoundInput } from '../lib/verify-round.ts';
import { winningCells } from '../lib/win-cells.ts';
import { SlotGrid } from './slot-grid.tsx';
import { BlackjackOutcome, RouletteOutcome } from './verify-table-result.tsx';

type VerifyResultProps = {
  input: RoundInput;
  check: RoundCheck;
  /** The round as the server recorded it, when it was loaded by its id. */
  recorded: RoundProof | null;
};

/** The verdict: the commitment check, then the recomputed window, wins and total. */
export function VerifyResult({ input, check, recorded }: VerifyResultProps) {
  const { t } = useTranslation();
  const money = useMoney(recorded?.currency, 'minor');
  if (check.status !== 'verified') {
    return (
      <div className="verify-verdict verify-verdict-bad" role="alert">
        <p>{t(`house-games.verify.${check.status}`)}</p>
        {check.status === 'seedMismatch' && (
          <p className="verify-hash">
            {t('house-games.verify.computedHash')} <code>{check.computedHash}</code>
          </p>
        )}
      </div>
    );
  }
  if (check.kind === 'roulette') return <RouletteOutcome number={check.number} />;
  if (check.kind === 'blackjack') return <BlackjackOutcome check={check} />;
  const machine = slotMachineOf(input.gameCode);
  if (!machine) return null;
  const { result } = check;
  const lit = winningCells(machine, result.grid, result.lineWins, result.scatter.points > 0);
  const sameRound =
    recorded !== null &&
    recorded.serverSeed === input.serverSeed &&
    recorded.clientSeed === input.clientSeed &&
    recorded.nonce === input.nonce &&
    recorded.stakePerLine === input.stakePerLine;
  return (
    <div className="verify-outcome" role="status">
      <p className="verify-verdict verify-verdict-good">{t('house-games.verify.verified')}</p>
      <p>
        {t('house-games.verify.stops')} <strong>{result.stops.join(', ')}</strong>
      </p>
      <SlotGrid grid={result.grid} lit={new Set(lit.map(({ reel, row }) => `${reel}:${row}`))} />
      <ul className="verify-wins">
        {result.lineWins.map(({ line, symbol, count, points }) => (
          <li key={line}>
            {t('house-games.result.line', {
              line: line + 1,
              run: count,
              symbol: t(`house-games.symbols.${symbolArt(symbol).nameKey}`),
              amount: money(roundWinDown(points, input.stakePerLine)),
            })}
          </li>
        ))}
        {result.scatter.points > 0 && (
          <li>{t('house-games.verify.scatter', { scatters: result.scatter.count })}</li>
        )}
      </ul>
      <dl className="verify-totals">
        <dt>{t('house-games.controls.totalStake')}</dt>
        <dd>{money(result.totalStake)}</dd>
        <dt>{t('house-games.verify.totalWin')}</dt>
        <dd>
          <strong data-testid="verify-win">{money(result.totalWin)}</strong>
        </dd>
      </dl>
      {sameRound && (
        <p className={recorded.win === result.totalWin ? 'verify-verdict-good' : 'verify-verdict-bad'}>
          {recorded.win === result.totalWin
            ? t('house-games.verify.matchesRecord')
            : t('house-games.verify.differsFromRecord', { amount: money(recorded.win) })}
        </p>
      )}
    </div>
  );
}
