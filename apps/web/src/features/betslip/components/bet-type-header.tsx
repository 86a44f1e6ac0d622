import type { SlipSummary } from '@bet/domain/betting/types';
import { Button } from '@bet/ui/button.tsx';
import { ListIcon } from '@bet/ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import { useSlipStore } from '../../../shared/slip/slip-store.ts';

type BetTypeHeaderProps = {
  summary: SlipSummary;
  /** The system bet can be offered (system.status not 0, and options exist). */
  systemOffered: boolean;
  onSystem: () => void;
  onCalculator: () => void;
};

/** The coupon's type (Single, Combination, Multiple, System), the system chooser, the calculator and clear-all. */
export function BetTypeHeader({ summary, systemOffered, onSystem, onCalculator }: BetTypeHeaderProps) {
  const { t } = useTranslation();
  const chosen = summary.systemOptions.filter((o) => o.selected);
  const count = useSlipStore((s) => s.selections.length);
  return (
    <div className="bs-head">
      <p className="bs-type">
        <strong>{summary.ticketType ? t(`betslip.type.${summary.ticketType}`) : ''}</strong>
        <span className="muted">{t('betslip.head.picks', { count })}</span>
      </p>
      <div className="bs-head-actions">
        {systemOffered && (
          <Button
            variant={chosen.length > 0 ? 'primary' : 'secondary'}
            size="sm"
            aria-haspopup="dialog"
            onClick={onSystem}
          >
            {chosen.length > 0
              ? t('betslip.head.systemChosen', { sizes: chosen.map((o) => `${o.size}/${count}`).join(', ') })
              : t('betslip.head.system')}
          </Button>
        )}
        <Button variant="ghost" size="sm" aria-haspopup="dialog" onClick={onCalculator}>
          <ListIcon size={18} />
          {t('betslip.head.calculator')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => useSlipStore.getState().clear()}>
          {t('betslip.head.clear')}
        </Button>
      </div>
    </div>
  );
}
