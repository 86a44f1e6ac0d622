// A provider's verified callback applied to its deposit request, once: the event id is recorded in the
// same transaction, so a replay (or ten) finds it and changes nothing. Events may come out of order:
// the first final outcome decides, later ones are recorded and ignored, and an event whose amount or
// currency is not the request's never moves money.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { findUserById } from '../../account/index.ts';
import { gatewayEvents } from '../schema.ts';
import { creditDeposit } from '../transfers/transfer-money.ts';
import { closeTransferRequest, lockTransferRequest } from '../transfers/transfer-requests-repo.ts';
import type { GatewayEvent } from './gateway.ts';

/** duplicate: seen before; applied: it decided the request; ignored: recorded, nothing changed. */
export type EventResult = 'duplicate' | 'applied' | 'ignored';

export async function applyGatewayEvent(
  db: Executor,
  gateway: string,
  event: GatewayEvent,
  at: Date,
): Promise<EventResult> {
  return db.transaction(async (tx) => {
    // Parallel deliveries of one event queue here; the second then sees the first's row.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`gateway:${gateway}:${event.eventId}`}))`);
    const row = await lockTransferRequest(tx, event.transferId);
    const record = async (outcome: string, applied: boolean) => {
      const inserted = await tx
        .insert(gatewayEvents)
        .values({
          gateway,
          eventId: event.eventId,
          transferId: event.transferId,
          outcome,
          applied,
          createdAt: at,
        })
        .onConflictDoNothing()
        .returning({ eventId: gatewayEvents.eventId });
      return inserted.length > 0;
    };
    if (!row || row.gateway !== gateway) return 'ignored';
    const matches = row.amount === event.amount && row.currency === event.currency;
    const decides = matches && row.status === 0 && event.outcome !== 'pending';
    if (!(await record(matches ? event.outcome : 'mismatch', decides))) return 'duplicate';
    if (!decides) return 'ignored';
    if (event.outcome === 'approved') {
      const player = await findUserById(tx, row.userId);
      if (!player) return 'ignored';
      await creditDeposit(tx, { ...row, role: player.role }, null, at);
    }
    await closeTransferRequest(tx, row.id, {
      status: event.outcome === 'approved' ? 1 : 2,
      reqResult: '',
      decidedBy: null,
      at,
    });
    return 'applied';
  });
}
