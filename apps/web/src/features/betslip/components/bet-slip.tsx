import type { SlipProblem } from '@bet/domain/betting/types';
import { buttonClass } from '@bet/ui/button.tsx';
import { EmptyState } from '@bet/ui/empty-state.tsx';
import { TicketIcon } from '@bet/ui/icons.tsx';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { useUser } from '../../../shared/session/api/get-user-data.ts';
import { useProblemText } from '../hooks/use-problem-text.ts';
import { type SlipView, useSlipSummary } from '../hooks/use-slip-summary.ts';
import { lastCouponOf } from '../lib/last-coupon.ts';
import { canToggleBanker, systemChoices } from '../lib/slip-system.ts';
import { creditOf, effectiveAmount } from '../lib/slip-units.ts';
import { entryCaps } from '../lib/stake-entry.ts';
import { usePlacementStore } from '../stores/placement-store.ts';
import { BetTypeHeader } from './bet-type-header.tsx';
import { CalculatorPopup } from './calculator-popup.tsx';
import { MoreDetails } from './more-details.tsx';
import { PickRow } from './pick-row.tsx';
import { PlaceBar } from './place-bar.tsx';
import { ShortcodeForm } from './shortcode-form.tsx';
import { SlipTotals } from './slip-totals.tsx';
import { StakeKeypadPopup } from './stake-keypad-popup.tsx';
import { StakePanel } from './stake-panel.tsx';
import { SystemPopup } from './system-popup.tsx';
import './bet-slip.css';
import './side-slip.css';
import './phone-slip.css';

type Popup = 'system' | 'calculator' | 'keypad' | null;

// The lock is drawn on the row; other problems of one pick are written under it.
const rowProblem = (p: SlipProblem, matchId: number): boolean =>
  p.matchId === matchId && p.key !== 'thereAreLockedMatches';

function stakeLabel({ input, summary }: SlipView): string {
  if (input.staketype === 1) return 'betslip.stake.total';
  return summary.combinations > 1 ? 'betslip.stake.perCombination' : 'betslip.stake.amount';
}

/** The player's last coupon (saved when placed) as a way to its detail, while the slip is empty. */
function LastCouponLink() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const userId = useUser()?.userId;
  const last = useMemo(() => (userId === undefined ? null : lastCouponOf(userId)), [userId]);
  if (!last) return null;
  return (
    <p className="bs-last">
      <span>{t('betslip.lastCoupon.title', { ticketId: last.ticketId })}</span>
      <Link
        className={buttonClass('secondary', 'sm')}
        to={`/${lang}/CouponDetail/${encodeURIComponent(last.ticketId)}`}
      >
        {t('betslip.lastCoupon.open')}
      </Link>
    </p>
  );
}

function EmptySlip() {
  const { t } = useTranslation();
  return (
    <div className="bs bs-empty">
      <EmptyState
        icon={<TicketIcon size={28} />}
        title={t('betslip.empty.title')}
        text={t('betslip.empty.text')}
        action={<LastCouponLink />}
      />
      <ShortcodeForm />
    </div>
  );
}

/** The bet slip (spec 001 section 2): picks, coupon type, system, stake, totals, details and placing. */
export function BetSlip() {
  const { t } = useTranslation();
  const view = useSlipSummary();
  const problemText = useProblemText();
  const errors = usePlacementStore((s) => s.errors);
  const [popup, setPopup] = useState<Popup>(null);
  // Each opening of the keypad starts a fresh entry on the current amount.
  const [keypadRun, setKeypadRun] = useState(0);
  const { draft, summary, input, context } = view;
  const { selections, systemSizes } = draft;
  if (selections.length === 0) return <EmptySlip />;
  const system = systemSizes.length > 0;
  const maxFree = input.settings.systemFreePicks;
  const offered =
    input.limits.system.status !== 0 &&
    (system || systemChoices({ selections, systemSizes, maxFree }).length > 0);
  const caps = entryCaps(
    summary.limits.maxStake,
    creditOf(context.user),
    input.staketype === 1 ? 1 : summary.combinations,
  );
  const close = () => setPopup(null);
  return (
    <div className="bs">
      <BetTypeHeader
        summary={summary}
        systemOffered={offered}
        onSystem={() => setPopup('system')}
        onCalculator={() => setPopup('calculator')}
      />
      <div className="bs-columns">
        <div className="bs-picks-column">
          <ul className="bs-picks" aria-label={t('betslip.picksLabel')}>
            {selections.map((pick, index) => (
              <PickRow
                key={`${pick.m}-${pick.i}`}
                pick={pick}
                index={index}
                system={system}
                bankerEnabled={canToggleBanker(selections, pick, maxFree)}
                notes={summary.problems.filter((p) => rowProblem(p, pick.m)).map(problemText)}
                errors={errors.filter((e) => e.mid === pick.m)}
              />
            ))}
          </ul>
          <ShortcodeForm />
        </div>
        <div className="bs-stake-column">
          <StakePanel
            view={view}
            caps={caps}
            label={t(stakeLabel(view))}
            onKeypad={() => {
              setKeypadRun((n) => n + 1);
              setPopup('keypad');
            }}
          />
          <SlipTotals view={view} />
          <MoreDetails view={view} />
          <PlaceBar view={view} />
        </div>
      </div>
      <SystemPopup open={popup === 'system'} onClose={close} />
      <CalculatorPopup open={popup === 'calculator'} onClose={close} view={view} />
      <StakeKeypadPopup
        key={keypadRun}
        open={popup === 'keypad'}
        amount={effectiveAmount(draft.amount, context.settings)}
        caps={caps}
        title={t(stakeLabel(view))}
        onClose={close}
      />
    </div>
  );
}
