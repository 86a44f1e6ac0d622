// A player asks for a bonus; an operator accepts (the bonus moves into the player's bonus account,
// to be wagered) or denies it. One open request of a bonus per player.

import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../../authz/actor.ts';
import { authorize } from '../../../authz/policies.ts';
import type { Executor } from '../../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../../http/errors.ts';
import { findUserById, type UserRow, userResource } from '../../account/index.ts';
import { recordAudit } from '../../audit/index.ts';
import { withIdempotency } from '../../wallet/index.ts';
import { localText } from '../methods/local-text.ts';
import { mailPlayer, type PlayerMail, playerAmount } from '../player-mail.ts';
import { bonusDefinitions, bonusRequests } from '../schema.ts';
import { grantBonus, releaseBonus } from './bonus-money.ts';
import { offerFor } from './bonus-offer.ts';

const DAY_MS = 86_400_000;

export async function askForBonus(db: Executor, user: UserRow, bonusId: number, at: Date): Promise<void> {
  const [definition] = await db
    .select()
    .from(bonusDefinitions)
    .where(
      and(
        eq(bonusDefinitions.id, bonusId),
        eq(bonusDefinitions.siteId, user.siteId),
        eq(bonusDefinitions.active, true),
      ),
    );
  if (!definition) throw notFound('bonusNotFound');
  // The open-request index turns a second ask into no row.
  const inserted = await db
    .insert(bonusRequests)
    .values({
      definitionId: definition.id,
      userId: user.id,
      siteId: user.siteId,
      currency: user.currency,
      createdAt: at,
    })
    .onConflictDoNothing()
    .returning({ id: bonusRequests.id });
  if (inserted.length === 0) throw conflict('bonusAlreadyRequested');
}

export async function decideBonus(
  db: Executor,
  actor: Actor,
  input: { reqId: string; id: number; decision: 'accept' | 'deny' },
  at: Date,
  mail: PlayerMail,
): Promise<void> {
  const { id, decision } = input;
  await withIdempotency(
    db,
    { actorUserId: actor.userId, requestId: input.reqId, operation: 'decideBonus', input: { id, decision } },
    async (tx) => {
      const [row] = await tx.select().from(bonusRequests).where(eq(bonusRequests.id, id)).for('update');
      const player = row ? await findUserById(tx, row.userId) : null;
      if (!row || !player) throw forbidden();
      authorize(actor, 'bonus.decide', userResource(player));
      if (row.status !== 0) throw conflict('bonusAlreadyDecided');
      const target = { type: 'user' as const, id: player.id, name: player.username, path: player.path };
      if (decision === 'deny') {
        await tx
          .update(bonusRequests)
          .set({ status: 2, decidedAt: at, decidedBy: actor.userId })
          .where(eq(bonusRequests.id, id));
        await recordAudit(tx, actor, at, 'bonus.deny', target, { after: { request: id } });
        return { id };
      }
      const [definition] = await tx
        .select()
        .from(bonusDefinitions)
        .where(eq(bonusDefinitions.id, row.definitionId));
      if (!definition) throw forbidden();
      const amount = await offerFor(tx, definition, player.id);
      if (amount <= 0) throw badRequest('bonusNothingToGrant');
      const required = amount * definition.wageringMultiplier;
      const money = { id, userId: player.id, role: player.role, currency: row.currency, amount };
      await grantBonus(tx, money, at);
      // Nothing to wager: it joins the credit at once.
      if (required === 0) await releaseBonus(tx, money, at);
      await tx
        .update(bonusRequests)
        .set({
          status: 1,
          amount,
          wageringRequired: required,
          state: required === 0 ? 'released' : 'wagering',
          decidedAt: at,
          decidedBy: actor.userId,
          expiresAt: new Date(at.getTime() + definition.expiryDays * DAY_MS),
          settledAt: required === 0 ? at : null,
        })
        .where(eq(bonusRequests.id, id));
      await recordAudit(tx, actor, at, 'bonus.accept', target, { after: { request: id, amount, required } });
      await mailPlayer(tx, mail, player, 'bonusAccepted', {
        bonus: localText(definition.titles, player.lang),
        amount: playerAmount(amount, row.currency, player),
        wagering: playerAmount(required, row.currency, player),
      });
      return { id };
    },
  );
}
