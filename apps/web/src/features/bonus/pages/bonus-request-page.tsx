import { ApiError } from '@bet/api-client/call-api';
import { LoadFailed } from '@bet/ui/load-failed.tsx';
import { Skeleton } from '@bet/ui/skeleton.tsx';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { usePlayerMoney } from '../../../shared/session/player-money.ts';
import { useNotifyStore } from '../../../shared/stores/notify-store.ts';
import { useBonuses, useRequestBonus } from '../api/bonuses.ts';
import { BonusCard } from '../components/bonus-card.tsx';
import '../components/bonus.css';

/** BonusRequest (spec 002 section 2): the site's bonuses, the player's requests and their wagering. */
export default function BonusRequestPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const money = usePlayerMoney();
  const bonuses = useBonuses(lang);
  const request = useRequestBonus();
  const ask = (bonusId: number) =>
    request.mutate(bonusId, {
      onSuccess: (answer) => useNotifyStore.getState().notifyThenReset(1, answer.message),
      // Spec 002 section 8: a failed request shows the server's message.
      onError: (error) =>
        useNotifyStore
          .getState()
          .notifyThenReset(2, error instanceof ApiError && error.message ? error.message : t('bonus.failed')),
    });

  let body = (
    <div aria-hidden="true">
      <Skeleton height={120} />
    </div>
  );
  if (bonuses.isError) body = <LoadFailed onRetry={() => void bonuses.refetch()} />;
  else if (bonuses.data && bonuses.data.data.length === 0) body = <p className="muted">{t('bonus.none')}</p>;
  else if (bonuses.data) {
    body = (
      <div className="bonus-list">
        {bonuses.data.data.map((bonus) => (
          <BonusCard key={bonus.id} bonus={bonus} sending={request.isPending} onRequest={ask} />
        ))}
      </div>
    );
  }
  return (
    <section className="page bonus-page" aria-labelledby="bonus-title">
      <h1 className="page-title" id="bonus-title">
        {t('bonus.title')}
      </h1>
      {bonuses.data && bonuses.data.bonusBalance > 0 && (
        <p className="bonus-balance">{t('bonus.balance', { amount: money(bonuses.data.bonusBalance) })}</p>
      )}
      {body}
    </section>
  );
}
