import type { Flag, OddGroup, Outcome } from '@bet/domain/api/sportsbook';
import type { BetStatus } from '@bet/domain/sportsbook/live-state';
import { capOdds, formatOdds, oddBoxState } from '@bet/domain/sportsbook/odds-format';
import { useTranslation } from 'react-i18next';
import { useNotifyStore } from '../../../shared/stores/notify-store.ts';
import { ArrowUpIcon, LockIcon } from '../../../shared/ui/icons.tsx';
import { toggleOnSlip } from '../../betslip/slip-rules.ts';
import { useSlipStore } from '../../betslip/slip-store.ts';
import { useSiteSettings } from '../../site/use-site-settings.ts';
import { useMarketNames } from '../market-names.ts';
import { type Flash, useFlash } from './use-flash.ts';
import './odd-button.css';

/** What an odd's box reads of its match. */
export type OddMatch = {
  id: number;
  home: string;
  away: string;
  sportId: number;
  ttype: 'L' | 'N';
  iss: Flag;
  isv: Flag;
  active: number;
  betstatus?: BetStatus;
};

// Compared with the previous render's odd, so a refetch with the same prices flashes nothing.
const oddFlash = (before: number, now: number): Flash | null => (now > before ? 'up' : 'down');

type OddButtonProps = { outcome: Outcome; group: OddGroup; match: OddMatch };

/** One price: tap to add to or remove from the slip; flashes when it moves; locked when it cannot be picked. */
export function OddButton({ outcome, group, match }: OddButtonProps) {
  const { t } = useTranslation();
  const names = useMarketNames();
  const decimals = useSiteSettings().tofixedNumber;
  const selected = useSlipStore((s) => s.selections.some((x) => x.m === match.id && x.i === outcome.uniq));
  const state = oddBoxState(outcome, group, match);
  const flash = useFlash(outcome.odd, oddFlash);
  const odd = capOdds(outcome.odd);
  const price = formatOdds(odd, decimals);
  const marketText = names.market(group);
  const outcomeText = names.outcome(group, outcome);

  const onClick = () => {
    const notify = useNotifyStore.getState().notify;
    if (!selected && state.disabled) return notify(3, t('odds.noSelectSoTips'));
    const result = toggleOnSlip({
      m: match.id,
      i: outcome.uniq,
      ttype: match.ttype,
      oddstype: group.oddstype,
      special: group.special,
      outcomeid: outcome.outcomeid,
      odd,
      home: match.home,
      away: match.away,
      sportId: match.sportId,
      typename: marketText,
      outcome: outcomeText,
      addedAt: Date.now(),
      limits: {
        smis: outcome.smis,
        smas: outcome.smas,
        smay: outcome.smay,
        kmis: outcome.kmis,
        kmas: outcome.kmas,
        kmay: outcome.kmay,
        mintip: outcome.mintip,
      },
    });
    const refusal = useSlipStore.getState().refusal;
    if ((result === 'full' || result === 'refused') && refusal) {
      notify(3, t(`odds.${refusal.key}`, refusal.params ?? {}));
    }
  };

  const classes = [
    'odd-button',
    selected && 'is-selected',
    state.disabled && 'is-disabled',
    flash && !state.disabled && `is-${flash}`,
  ];
  // The name is what the box shows ("1 2.14") and then, unseen, whose price it is (WCAG 2.5.3).
  const context = [state.lockIcon && t('odds.locked'), `${match.home} - ${match.away}`, marketText];
  return (
    <button
      type="button"
      className={classes.filter(Boolean).join(' ')}
      aria-pressed={selected}
      aria-disabled={state.disabled && !selected}
      onClick={onClick}
    >
      {outcomeText && <span className="odd-button-label">{outcomeText}</span>}
      {state.lockIcon ? (
        <LockIcon size={14} className="odd-button-lock" />
      ) : (
        <span className="odd-button-price">
          {flash && !state.disabled && flash !== 'changed' && (
            <ArrowUpIcon size={10} className={`odd-button-arrow is-${flash}`} />
          )}
          {price}
        </span>
      )}
      <span className="visually-hidden">, {context.filter(Boolean).join(', ')}</span>
    </button>
  );
}
