import type { CouponError } from '@bet/domain/api/placement';
import { formatOdds } from '@bet/domain/sportsbook/odds-format';
import { ArrowUpIcon, CloseIcon, LockIcon } from '@bet/ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '../../../shared/site/use-site-settings.ts';
import { isSelectionLocked, type SlipSelection } from '../../../shared/slip/slip-selection.ts';
import { useSlipStore } from '../../../shared/slip/slip-store.ts';
import { type Flash, useFlash } from '../../../shared/sportsbook/components/use-flash.ts';
import { useMarketNames } from '../../../shared/sportsbook/market-names.ts';
import { switchBanker } from '../lib/slip-actions.ts';
import { PickPlayLine } from './pick-play.tsx';
import './pick-row.css';

const oddFlash = (before: number, now: number): Flash => (now > before ? 'up' : 'down');

type PickRowProps = {
  pick: SlipSelection;
  /** Numbered as the calculator numbers the picks. */
  index: number;
  /** Shows the banker toggle (system coupon); `bankerEnabled` says whether it can be switched now. */
  system: boolean;
  bankerEnabled: boolean;
  /** This match's lines: the rules' problems and the server's refusal. */
  notes: readonly string[];
  errors: readonly CouponError[];
};

/** One pick: match, market, outcome and odd (flashing on a move, a lock when it cannot be bet), banker, remove. */
export function PickRow({ pick, index, system, bankerEnabled, notes, errors }: PickRowProps) {
  const { t } = useTranslation();
  const decimals = useSiteSettings().tofixedNumber;
  // Named now, not when picked: a next-goal pick moves to the next goal's line as goals are scored.
  const market = useMarketNames().market(pick);
  const flash = useFlash(pick.odd, oddFlash);
  const locked = isSelectionLocked(pick);
  const match = `${pick.home} - ${pick.away}`;
  const lines = [...new Set([...notes, ...errors.map((e) => e.msg)])];
  return (
    <li className={`bs-pick${locked ? ' is-locked' : ''}${pick.banker ? ' is-banker' : ''}`}>
      <span className="bs-pick-index" aria-hidden="true">
        {index + 1}
      </span>
      <div className="bs-pick-main">
        <p className="bs-pick-match">
          {pick.ttype === 'L' && <span className="bs-live">{t('betslip.pick.live')}</span>}
          <span>{match}</span>
        </p>
        {pick.play && <PickPlayLine play={pick.play} sportId={pick.sportId} />}
        <p className="bs-pick-market">{market}</p>
        <p className="bs-pick-outcome">{pick.outcome}</p>
        {lines.length > 0 && (
          <ul className="bs-pick-notes">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </div>
      <div className="bs-pick-side">
        {locked ? (
          <span className="bs-pick-odd is-locked">
            <LockIcon size={16} label={t('betslip.pick.locked')} />
          </span>
        ) : (
          <span className={`bs-pick-odd${flash ? ` is-${flash}` : ''}`}>
            {flash && flash !== 'changed' && <ArrowUpIcon size={12} className={`bs-arrow is-${flash}`} />}
            {formatOdds(pick.odd, decimals)}
            {flash && (
              <span className="visually-hidden">
                {t(flash === 'up' ? 'betslip.pick.oddUp' : 'betslip.pick.oddDown')}
              </span>
            )}
          </span>
        )}
        {system && (
          <button
            type="button"
            className="bs-banker"
            aria-pressed={pick.banker === true}
            disabled={!bankerEnabled}
            aria-label={t('betslip.pick.banker', { match })}
            onClick={() => switchBanker(pick.m, pick.i)}
          >
            {t('betslip.pick.bankerShort')}
          </button>
        )}
        <button
          type="button"
          className="icon-button bs-remove"
          aria-label={t('betslip.pick.remove', { match })}
          onClick={() => useSlipStore.getState().remove(pick.i, pick.m)}
        >
          <CloseIcon size={20} />
        </button>
      </div>
    </li>
  );
}
