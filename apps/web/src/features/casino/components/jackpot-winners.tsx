import type { JackpotWin } from '@bet/domain/casino/jackpot-frames';
import { Button } from '@bet/ui/button.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/format.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { checkDrop, dropsByTime } from '../lib/jackpot-board.ts';
import { jackpotMoney } from './jackpot-pots.tsx';

/** The revealed drop point and salt, and the commitment recomputed here: ✓ when they match the drop. */
function DropProof({ win }: { win: JackpotWin }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const check = checkDrop(win);
  const point = dropsByTime(win.jackpot)
    ? formatDateTime(win.dropPoint, lang)
    : jackpotMoney(win.dropPoint, win.currency, lang);
  return (
    <div className="jackpot-proof">
      <dl>
        <dt>{t('casino.jackpot.dropPoint')}</dt>
        <dd>{point}</dd>
        <dt>{t('casino.jackpot.salt')}</dt>
        <dd>
          <code>{win.salt}</code>
        </dd>
        <dt>{t('casino.jackpot.commitment')}</dt>
        <dd>
          <code>{win.commitment}</code>
        </dd>
        <dt>{t('casino.jackpot.recomputed')}</dt>
        <dd>
          <code>{check.recomputed}</code>
        </dd>
      </dl>
      <p className={check.ok ? 'jackpot-verdict is-ok' : 'jackpot-verdict is-bad'}>
        {check.ok
          ? `✓ ${t('casino.jackpot.verified')}`
          : `✗ ${t(check.committed ? 'casino.jackpot.notReached' : 'casino.jackpot.mismatch')}`}
      </p>
    </div>
  );
}

function WinnerRow({ win }: { win: JackpotWin }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [open, setOpen] = useState(false);
  return (
    <li className="jackpot-winner">
      <div className="jackpot-winner-line">
        <span className="jackpot-winner-name">{win.winner}</span>
        <span className="jackpot-winner-pot">{t(`casino.jackpot.names.${win.jackpot}`)}</span>
        <strong>{jackpotMoney(win.amount, win.currency, lang)}</strong>
        <time dateTime={win.at}>{formatDateTime(win.at, lang)}</time>
        <Button variant="ghost" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
          {t('casino.jackpot.check')}
        </Button>
      </div>
      {open && <DropProof win={win} />}
    </li>
  );
}

/** The latest drops, newest first, each checkable against its commitment. */
export function JackpotWinners({ winners }: { winners: readonly JackpotWin[] }) {
  const { t } = useTranslation();
  return (
    <section className="jackpot-winners" aria-labelledby="jackpot-winners-title">
      <h3 id="jackpot-winners-title">{t('casino.jackpot.winners')}</h3>
      {winners.length > 0 ? (
        <ul>
          {winners.map((win) => (
            <WinnerRow key={`${win.jackpot}:${win.cycle}`} win={win} />
          ))}
        </ul>
      ) : (
        <p className="jackpot-empty">{t('casino.jackpot.noWinners')}</p>
      )}
    </section>
  );
}
