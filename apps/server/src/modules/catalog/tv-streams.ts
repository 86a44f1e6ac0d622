// The operator's stream address for a match: shared by every site, so only platform staff set it.
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/policies.ts';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { recordAudit } from '../audit/index.ts';
import { matchExists, removeTvStream, setTvStream } from './tv-repo.ts';

/** Sets the match's stream address, or removes it when `url` is empty. */
export async function setMatchTvStream(
  db: Executor,
  actor: Actor,
  input: { matchId: number; url?: string | undefined },
  at: Date,
): Promise<void> {
  authorize(actor, 'match.setTvStream', { type: 'platform' });
  await db.transaction(async (tx) => {
    if (!(await matchExists(tx, input.matchId))) throw notFound('notFoundMatch');
    if (input.url) await setTvStream(tx, input.matchId, input.url);
    else await removeTvStream(tx, input.matchId);
    await recordAudit(
      tx,
      actor,
      at,
      'match.setTvStream',
      { type: 'match', id: input.matchId },
      { after: { url: input.url || null } },
    );
  });
}
