import type { PlayerLimitItem } from '@bet/domain/api/protection';
import { Button } from '@bet/ui/button.tsx';
import { TextField } from '@bet/ui/text-field.tsx';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayerMoney } from '../../../shared/session/player-money.ts';

const isMoney = (kind: string) => kind.startsWith('deposit') || kind.startsWith('loss');

/**
 * One limit: what is set and used, a field to change it (empty removes it), and a loosening waiting
 * for its day, confirmable once the day has passed.
 */
export function LimitRow({
  limit,
  now,
  busy,
  onSave,
  onConfirm,
}: {
  limit: PlayerLimitItem;
  now: number;
  busy: boolean;
  onSave: (value: string) => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const money = usePlayerMoney();
  const [value, setValue] = useState('');
  const show = (v: number | null) =>
    v === null
      ? t('protection.none')
      : isMoney(limit.kind)
        ? money(v)
        : t('protection.minutes', { count: v });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(value.trim());
    setValue('');
  };
  const due = limit.pending !== null && Date.parse(limit.pending.from) <= now;
  return (
    <form className="limit-row" onSubmit={submit} aria-label={t(`protection.kinds.${limit.kind}`)}>
      <div className="limit-head">
        <span className="limit-name">{t(`protection.kinds.${limit.kind}`)}</span>
        <span className="limit-value">{show(limit.value)}</span>
      </div>
      {limit.value !== null && limit.used !== null && (
        <>
          <progress className="limit-used" max={limit.value || 1} value={Math.min(limit.used, limit.value)} />
          <span className="muted">
            {t('protection.used', { used: money(limit.used), limit: money(limit.value) })}
          </span>
        </>
      )}
      {limit.pending && (
        <p className="limit-pending">
          {t('protection.pending', {
            value: show(limit.pending.value),
            from: new Date(limit.pending.from).toLocaleString(),
          })}
          {due && (
            <Button size="sm" variant="secondary" onClick={onConfirm} disabled={busy}>
              {t('protection.confirm')}
            </Button>
          )}
        </p>
      )}
      <div className="limit-change">
        <TextField
          label={t('protection.newValue')}
          inputMode={isMoney(limit.kind) ? 'decimal' : 'numeric'}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          hint={t('protection.emptyRemoves')}
        />
        <Button type="submit" size="sm" disabled={busy}>
          {t('protection.save')}
        </Button>
      </div>
    </form>
  );
}
