import type { CasinoRoundRow } from '@bet/domain/api/admin/casino';
import { Skeleton } from '@bet/ui/skeleton.tsx';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { ErrorNotice } from '../../shared/ui/notice.tsx';
import { useCasinoRound } from './api/casino-rounds.ts';
import { verifyHref } from './rounds-request.ts';
import { WalletCalls } from './wallet-calls.tsx';

/**
 * A round's seeds under its row, with a link to check it on the player site's Verify page; an outside
 * provider's round shows its wallet calls instead.
 */
export function RoundProof({ round }: { round: CasinoRoundRow }) {
  const { t, i18n } = useTranslation();
  const detail = useCasinoRound(round.kind, round.id);
  if (detail.isError) return <ErrorNotice>{errorText(detail.error, t)}</ErrorNotice>;
  if (!detail.data) return <Skeleton lines={4} />;
  const { proof, calls } = detail.data;
  if (!proof) return <WalletCalls calls={calls} currency={round.currency} />;
  const href = verifyHref(i18n.language, round, proof);
  const fields: [string, string][] = [
    ['serverSeed', proof.serverSeed ?? t('casino.rounds.seedSecret')],
    ['serverSeedHash', proof.serverSeedHash],
    ['clientSeed', proof.clientSeed],
    ['nonce', String(proof.nonce)],
  ];
  return (
    <div className="round-proof">
      <dl className="round-proof-fields">
        {fields.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`casino.rounds.proof.${key}`)}</dt>
            <dd className="round-proof-value">{value}</dd>
          </div>
        ))}
      </dl>
      {href && (
        <a className="button button-secondary" href={href} target="_blank" rel="noreferrer">
          {t('casino.rounds.verify')}
        </a>
      )}
    </div>
  );
}
