import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { TicketIcon } from '../../shared/ui/shell-icons.tsx';

/** The desktop bet-slip column: reserved for the betting release's slip, empty until then. */
export function BetSlipPanel() {
  const { t } = useTranslation();
  return (
    <section className="slip-panel card" aria-labelledby="slip-panel-title">
      <h2 className="section-title" id="slip-panel-title">
        {t('layout.slip.title')}
      </h2>
      <EmptyState
        icon={<TicketIcon size={28} />}
        title={t('layout.slip.emptyTitle')}
        text={t('layout.slip.emptyText')}
      />
    </section>
  );
}
