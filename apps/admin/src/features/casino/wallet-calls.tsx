import type { CasinoWalletCallRow } from '@bet/domain/api/admin/casino';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../shared/format/use-formatters.ts';

/** An outside provider's round as its wallet calls: each call, its amount and the ledger entry it wrote. */
export function WalletCalls({ calls, currency }: { calls: CasinoWalletCallRow[]; currency: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <div className="round-proof round-calls-box">
      <table className="round-calls">
        <caption>{t('casino.rounds.calls.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('casino.rounds.calls.at')}</th>
            <th scope="col">{t('casino.rounds.calls.kind')}</th>
            <th scope="col">{t('casino.rounds.calls.transactionId')}</th>
            <th scope="col">{t('casino.rounds.calls.amount')}</th>
            <th scope="col">{t('casino.rounds.calls.ledgerTransaction')}</th>
          </tr>
        </thead>
        <tbody>
          {calls.map((call) => (
            <tr key={call.transactionId}>
              <td>{format.dateTime(call.at)}</td>
              <td>{t(`casino.rounds.calls.kinds.${call.kind}`)}</td>
              <td className="round-proof-value">
                {call.transactionId}
                {call.betTransactionId && ` → ${call.betTransactionId}`}
              </td>
              <td>{format.money(call.amount, currency)}</td>
              <td>{call.ledgerTransactionId ?? t('casino.rounds.calls.noLedger')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
