import { Button } from '@bet/ui/button.tsx';
import './transfers.css';
import { Skeleton } from '@bet/ui/skeleton.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListError } from '../../shared/data-table/data-table-parts.tsx';
import { SuccessNotice } from '../../shared/ui/notice.tsx';
import { useTransferBlockOf } from './api/transfer-block-of.ts';
import { type PendingBlock, TransferBlockDialog } from './transfer-block-dialog.tsx';

/**
 * A user's deposit and withdrawal block on their record: whether it is blocked, by itself or by a dealer
 * above, and the switch for its own block (a dealer's blocks everyone below it).
 */
export function UserTransferBlock({ user }: { user: { id: number; username: string } }) {
  const { t } = useTranslation();
  const state = useTransferBlockOf(user.id);
  const [pending, setPending] = useState<PendingBlock>(null);
  const [done, setDone] = useState<string | null>(null);
  if (state.isError) return <ListError error={state.error} onRetry={() => void state.refetch()} />;
  if (!state.data) return <Skeleton lines={1} height={24} />;
  const { blocked, inherited } = state.data;
  const text = blocked
    ? t('transfers.userBlock.blocked')
    : inherited
      ? t('transfers.userBlock.inherited')
      : t('transfers.userBlock.open');
  return (
    <section className="user-transfer-block" aria-labelledby="user-transfer-block-title">
      <h3 id="user-transfer-block-title">{t('transfers.userBlock.title')}</h3>
      <p className={blocked || inherited ? 'transfer-block-on' : 'muted'}>{text}</p>
      {done && <SuccessNotice>{done}</SuccessNotice>}
      <Button
        variant={blocked ? 'primary' : 'danger'}
        onClick={() => setPending({ userId: user.id, username: user.username, blocked: !blocked })}
      >
        {blocked
          ? t('transfers.unblock.named', { user: user.username })
          : t('transfers.block.named', { user: user.username })}
      </Button>
      <TransferBlockDialog pending={pending} onClose={() => setPending(null)} onDone={setDone} />
    </section>
  );
}
