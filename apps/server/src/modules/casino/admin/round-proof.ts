// A play's proof for the back office: a slot round's stored seeds, or a live table round's seeds,
// derived as the table drew them (client seed the table, nonce the round). A server seed is shown only
// once its round is over, as the player sees it.
import type { CasinoRoundProof, CasinoRoundRow } from '@bet/domain/api/admin/casino';
import { seedCommitment } from '@bet/domain/casino/fairness';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { findRound } from '../house/house-rounds.ts';
import { houseTableBets } from '../house/schema.ts';
import type { TableSeeds } from '../house/tables/table-seeds.ts';

const revealed = (state: CasinoRoundRow['state']) => state === 'settled' || state === 'cancelled';

export async function proofOf(
  db: Executor,
  seeds: TableSeeds,
  play: Pick<CasinoRoundRow, 'id' | 'state'> & { kind: 'slot' | 'table' },
): Promise<CasinoRoundProof | null> {
  if (play.kind === 'slot') {
    const round = await findRound(db, play.id);
    if (!round) return null;
    return {
      serverSeed: revealed(round.state) ? round.serverSeed : null,
      serverSeedHash: round.serverSeedHash,
      clientSeed: round.clientSeed,
      nonce: round.nonce,
      stakePerLine: round.stakePerLine,
    };
  }
  const [placement] = await db
    .select()
    .from(houseTableBets)
    .where(eq(houseTableBets.id, Number(play.id)));
  if (!placement) return null;
  const serverSeed = seeds.serverSeedOf(placement.gameCode, placement.round);
  // A table's round is revealed once it is settled; a placement cancelled before then keeps it secret.
  return {
    serverSeed: placement.state === 'settled' ? serverSeed : null,
    serverSeedHash: seedCommitment(serverSeed),
    clientSeed: placement.gameCode,
    nonce: placement.round,
    stakePerLine: null,
  };
}
