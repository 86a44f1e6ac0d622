import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './status-badge.css';

export type BadgeTone = 'success' | 'danger' | 'warning' | 'info' | 'muted';

/** A small coloured label: a state at a glance, its text for those who cannot tell colours apart. */
export function ToneBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`status-badge tone-${tone}`}>{children}</span>;
}

/** An account's status: 1 active, 0 passive (spec 002 section 4). */
export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  const active = status === 1;
  return (
    <ToneBadge tone={active ? 'success' : 'muted'}>
      {t(active ? 'status.active' : 'status.passive')}
    </ToneBadge>
  );
}
