import type { Flag, OddGroup, Outcome } from '@bet/domain/api/sportsbook';
import type { BetStatus } from '@bet/domain/sportsbook/live-state';
import { capOdds, formatOdds, oddBoxState, toThousandths } from '@bet/domain/sportsbook/odds-format';
import { outcomeLimitsFromApi } from '@bet/domain/sportsbook/outcome-limits';
import { ArrowUpIcon, LockIcon } from '@bet/ui/icons.tsx';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { userQuery } from '../../session/api/get-user-data.ts';
import { useSiteSettings } from '../../site/use-site-settings.ts';
import { toggleOnSlip } from '../../slip/slip-rules.ts';
import { useSlipStore } from '../../slip/slip-store.ts';
import { useNotifyStore } from '../../stores/notify-store.ts';
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

/** The player's maxOddsCoupon limit in thousandths (0 when none is set, or for a visitor). */
const useMaxOddsLimit = (): number =>
  useQuery({ ...userQuery, select: (user) => toThousandths(user?.maxOddsCoupon.limit ?? 0) }).data ?? 0;

/** One price: tap to add to or remove from the slip; flashes when it moves; locked when it cannot be picked. */
export function OddButton({ outcome, group, match }: OddButtonProps) {
  const { t } = useTranslation();
  const names = useMarketNames();
  const decimals = useSiteSettings().tofixedNumber;
  const selected = useSlipStore((s) => s.selections.some((x) => x.m === match.id && x.i === outcome.uniq));
  const state = oddBoxState(outcome, group, match);
  const flash = useFlash(outcome.odd, oddFlash);
  const maxOddsLimit = useMaxOddsLimit();
  const price = formatOdds(capOdds(outcome.odd, maxOddsLimit), decimals);
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
      // The price itself, not the capped one shown: the slip refuses an odd above the player's limit.
      odd: outcome.odd,
      home: match.home,
      away: match.away,
      sportId: match.sportId,
      typename: marketText,
      outcome: outcomeText,
      addedAt: Date.now(),
      limits: outcomeLimitsFromApi(outcome),
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
