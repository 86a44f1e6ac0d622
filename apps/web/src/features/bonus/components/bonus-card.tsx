import type { BonusItem } from '@bet/domain/api/bonus';
import { Button } from '@bet/ui/button.tsx';
import { CheckIcon, ClockIcon, CloseIcon } from '@bet/ui/icons.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../shared/format/format.ts';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { usePlayerMoney } from '../../../shared/session/player-money.ts';
import { ImageWithFallback } from '../../../shared/ui/image-with-fallback.tsx';

const STATUSES = {
  0: { key: 'waiting', Icon: ClockIcon },
  1: { key: 'accepted', Icon: CheckIcon },
  2: { key: 'denied', Icon: CloseIcon },
} as const;

/** What the bonus gives: a fixed amount, or a share of the last deposit up to a cap. */
function OfferLine({ bonus }: { bonus: BonusItem }) {
  const { t } = useTranslation();
  const money = usePlayerMoney();
  const lang = useLanguage();
  const { amount, percentBp, maxAmount } = bonus.offer;
  const offer =
    percentBp > 0
      ? t(maxAmount > 0 ? 'bonus.offerShareCapped' : 'bonus.offerShare', {
          // 1000 bp reads "10", 1250 bp "12.50" in the player's language.
          percent: formatNumber(percentBp / 100, lang, percentBp % 100 === 0 ? 0 : 2),
          max: money(maxAmount),
        })
      : t('bonus.offerAmount', { amount: money(amount) });
  return (
    <p className="bonus-offer">
      {offer}
      {bonus.wageringMultiplier > 0 && (
        <span className="muted"> · {t('bonus.wagering', { times: bonus.wageringMultiplier })}</span>
      )}
    </p>
  );
}

function GrantProgress({ grant }: { grant: NonNullable<BonusItem['grant']> }) {
  const { t } = useTranslation();
  const money = usePlayerMoney();
  const lang = useLanguage();
  const share = grant.required > 0 ? Math.min(1, grant.wagered / grant.required) : 1;
  return (
    <div className="bonus-grant">
      <p>
        {t(`bonus.states.${grant.state}`, { amount: money(grant.amount) })}
        {grant.state === 'wagering' && (
          <span className="muted"> · {t('bonus.until', { date: formatDate(grant.expiresAt, lang) })}</span>
        )}
      </p>
      {grant.state === 'wagering' && (
        <>
          <progress className="bonus-progress" max={1} value={share} aria-label={t('bonus.progress')} />
          <p className="muted">
            {t('bonus.wagered', { done: money(grant.wagered), needed: money(grant.required) })}
          </p>
        </>
      )}
    </div>
  );
}

/** One bonus: its image, title, offer, terms, the player's request and an accepted bonus's progress. */
export function BonusCard({
  bonus,
  sending,
  onRequest,
}: {
  bonus: BonusItem;
  sending: boolean;
  onRequest: (id: number) => void;
}) {
  const { t } = useTranslation();
  const status = bonus.status === null ? null : STATUSES[bonus.status];
  return (
    <article className="card bonus-card" aria-labelledby={`bonus-${bonus.id}`}>
      <ImageWithFallback className="bonus-image" src={bonus.image} alt="" />
      <div className="bonus-body">
        <h2 className="bonus-title" id={`bonus-${bonus.id}`}>
          {bonus.title}
        </h2>
        <OfferLine bonus={bonus} />
        {status && (
          <p className={`bonus-status bonus-status-${status.key}`}>
            <status.Icon size={14} />
            {t(`bonus.statuses.${status.key}`)}
          </p>
        )}
        {bonus.grant && <GrantProgress grant={bonus.grant} />}
        {bonus.content && (
          <details className="bonus-terms">
            <summary>{t('bonus.terms')}</summary>
            <p>{bonus.content}</p>
          </details>
        )}
        {!bonus.requestedExists && (
          <Button onClick={() => onRequest(bonus.id)} disabled={sending}>
            {t('bonus.request')}
          </Button>
        )}
      </div>
    </article>
  );
}
