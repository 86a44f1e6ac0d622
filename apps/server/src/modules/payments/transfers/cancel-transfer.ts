// The player takes back a request still waiting: a withdrawal's hold returns to their balance. A
// gateway deposit is the provider's to decide once its page is open, so it cannot be taken back.
import type { Executor } from '../../../db/client.ts';
import { conflict, notFound } from '../../../http/errors.ts';
import type { UserRow } from '../../account/index.ts';
import { returnWithdrawal } from './transfer-money.ts';
import { closeTransferRequest, lockTransferRequest } from './transfer-requests-repo.ts';

export async function cancelTransfer(db: Executor, user: UserRow, id: number, at: Date) {
  return db.transaction(async (tx) => {
    const row = await lockTransferRequest(tx, id);
    // Someone else's request reads as missing: the call reveals nothing.
    if (!row || row.userId !== user.id) throw notFound('transferNotFound');
    if (row.status !== 0 || row.gateway !== '') throw conflict('transferNotCancellable');
    if (row.transferType === 1) {
      await returnWithdrawal(tx, { ...row, role: user.role }, user.id, at);
    }
    return closeTransferRequest(tx, id, { status: 2, reqResult: '', decidedBy: user.id, at });
  });
}
