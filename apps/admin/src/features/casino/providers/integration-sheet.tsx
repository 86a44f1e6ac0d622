import { useTranslation } from 'react-i18next';
import { CopyField } from '../../../shared/ui/copy-field.tsx';

const CALLS = ['balance', 'bet', 'win', 'rollback'] as const;

/** What a provider's engineers need to call the wallet: its address, the calls and how to sign them. */
export function IntegrationSheet({ walletUrl }: { walletUrl: string }) {
  const { t } = useTranslation();
  return (
    <section className="card providers-sheet" aria-labelledby="providers-sheet-title">
      <h2 className="section-title" id="providers-sheet-title">
        {t('casinoProviders.sheet.title')}
      </h2>
      <CopyField label={t('casinoProviders.sheet.walletUrl')} value={walletUrl} />
      <ul className="providers-sheet-list">
        <li>{t('casinoProviders.sheet.calls', { calls: CALLS.map((c) => `POST …/${c}`).join(', ') })}</li>
        <li>{t('casinoProviders.sheet.signature')}</li>
        <li>{t('casinoProviders.sheet.idempotency')}</li>
        <li>{t('casinoProviders.sheet.launch')}</li>
      </ul>
    </section>
  );
}
