import type { OfficeTransfer } from '@bet/domain/api/admin/transfers';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type BadgeTone, ToneBadge } from '../../shared/ui/status-badge.tsx';

// Spec 002 §4: 0 waiting, 1 confirmed, 2 cancelled; types 0 deposit, 1 withdraw.
const statusLook: Record<number, { key: string; tone: BadgeTone }> = {
  0: { key: 'waiting', tone: 'warning' },
  1: { key: 'confirmed', tone: 'success' },
  2: { key: 'cancelled', tone: 'muted' },
};
const TYPE_KEYS = ['deposit', 'withdraw'] as const;

export const transferStatusLabel = (t: TFunction, status: number): string =>
  t(`transfers.statuses.${statusLook[status]?.key ?? 'waiting'}`);

/** deposit or withdraw: the key a request's type is named by in the catalogue. */
export const transferTypeKey = (transferType: number): (typeof TYPE_KEYS)[number] =>
  TYPE_KEYS[transferType] ?? 'deposit';

export const transferTypeLabel = (t: TFunction, transferType: number): string =>
  t(`transfers.types.${transferTypeKey(transferType)}`);

/** The type filter's choices, in code order. */
export const transferTypeOptions = (t: TFunction) =>
  TYPE_KEYS.map((_, code) => ({ value: String(code), label: transferTypeLabel(t, code) }));

/** A request's status, coloured. */
export function TransferStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  return <ToneBadge tone={statusLook[status]?.tone ?? 'muted'}>{transferStatusLabel(t, status)}</ToneBadge>;
}

/** "1/2 admin": approvals so far of those needed, and who gave them. */
export function approvalsText(transfer: Pick<OfficeTransfer, 'approvals' | 'approvalsNeeded'>): string {
  const count = `${transfer.approvals.length}/${transfer.approvalsNeeded}`;
  const names = transfer.approvals.map((a) => a.staffName).join(', ');
  return names ? `${count} ${names}` : count;
}

/** Staff decide a waiting request; a gateway's waits for the provider's callback. */
export const isDecidable = (transfer: Pick<OfficeTransfer, 'status' | 'payType'>): boolean =>
  transfer.status === 0 && transfer.payType !== 'gateway';
