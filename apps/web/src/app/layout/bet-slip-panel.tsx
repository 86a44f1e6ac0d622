import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { TicketIcon } from '../../shared/ui/shell-icons.tsx';
import { TitledSection } from '../../shared/ui/titled-section.tsx';

/** The desktop bet-slip column: reserved for the betting release's slip, empty until then. */
export function BetSlipPanel() {
  const { t } = useTranslation();
  return (
    <TitledSection
      titleId="slip-panel-title"
      title={t('layout.slip.title')}
      level={2}
      className="slip-panel card"
    >
      <EmptyState
        icon={<TicketIcon size={28} />}
        title={t('layout.slip.emptyTitle')}
        text={t('layout.slip.emptyText')}
      />
    </TitledSection>
  );
}
