// A blackjack hand's play changes only from the state the caller saw, so two calls at once (a
// double tap, two tabs) cannot both take the same card or both double.
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../../db/client.ts';
import { houseTableBets, type StoredHandPlay } from '../tables/schema.ts';

export async function replacePlay(
  db: Executor,
  id: number,
  from: StoredHandPlay,
  to: StoredHandPlay,
): Promise<boolean> {
  const changed = await db
    .update(houseTableBets)
    .set({ play: to })
    .where(and(eq(houseTableBets.id, id), sql`${houseTableBets.play} = ${JSON.stringify(from)}::jsonb`))
    .returning({ id: houseTableBets.id });
  return changed.length === 1;
}
