import { EmptyState } from '@bet/ui/empty-state.tsx';
import { TicketIcon } from '@bet/ui/shell-icons.tsx';
import { Skeleton } from '@bet/ui/skeleton.tsx';
import { TitledSection } from '@bet/ui/titled-section.tsx';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadAreas } from '../../shared/i18n/i18n.ts';
import { useSlipStore } from '../../shared/slip/slip-store.ts';
import { useRouteInfo } from './route-info.ts';

// The slip's code and text load once it has a pick, so a desktop visitor's first page stays light.
const BetSlip = lazy(() =>
  Promise.all([
    import('../../features/betslip/components/bet-slip.tsx'),
    loadAreas(['betslip', 'odds']),
  ]).then(([m]) => ({ default: m.BetSlip })),
);

/**
 * The desktop bet-slip column: the slip itself while it has picks, else that it is empty. On the
 * slip's own page it shows nothing (the column is hidden): the page is the slip, and a second one
 * beside it would only repeat it.
 */
export function BetSlipPanel() {
  const { t } = useTranslation();
  const { route } = useRouteInfo();
  const filled = useSlipStore((s) => s.selections.length > 0);
  if (route === 'betslip') return null;
  return (
    <TitledSection
      titleId="slip-panel-title"
      title={t('layout.slip.title')}
      level={2}
      className="slip-panel card"
    >
      {filled ? (
        <Suspense fallback={<Skeleton height={240} />}>
          <BetSlip />
        </Suspense>
      ) : (
        <EmptyState
          icon={<TicketIcon size={28} />}
          title={t('layout.slip.emptyTitle')}
          text={t('layout.slip.emptyText')}
        />
      )}
    </TitledSection>
  );
}
