// Affiliates for tests: an approved affiliate with its terms, players it referred, and their play
// posted to the ledger at given moments (stakes, wins, bonuses), as the real flows post them.
import type { Executor } from '../../db/client.ts';
import { type BuildUserOptions, buildUser, giveCredit } from '../../test/factories.ts';
import { setAffiliateStatus } from '../account/index.ts';
import { creditAccount, ensureAccount, postTransaction, type TransactionKind } from '../wallet/index.ts';
import { type AffiliateAccountRow, affiliateAccounts } from './schema.ts';

export type Terms = { percentBp: number; cutoff?: 0 | 1; carryOver?: boolean; tierBp?: number };

/** A player made an active affiliate at `approvedAt`, referred by `referrerId` when given. */
export async function buildAffiliate(
  db: Executor,
  terms: Terms,
  approvedAt: Date,
  options: BuildUserOptions = {},
): Promise<AffiliateAccountRow & { id: number; username: string; password: string }> {
  const user = await buildUser(db, options);
  await setAffiliateStatus(db, user.id, { status: 1, link: `aff${user.id}` }, approvedAt);
  const [row] = await db
    .insert(affiliateAccounts)
    .values({
      userId: user.id,
      siteId: user.siteId,
      status: 'active',
      percentBp: terms.percentBp,
      cutoff: terms.cutoff ?? 0,
      carryOver: terms.carryOver ?? true,
      tierBp: terms.tierBp ?? 0,
      requestedAt: approvedAt,
      decidedAt: approvedAt,
    })
    .returning();
  if (!row) throw new Error('affiliate insert returned nothing');
  return { ...row, id: user.id, username: user.username, password: user.password };
}

/** A player who registered through the affiliate's link (at `at`), holding `credit` minor units. */
export async function buildReferred(db: Executor, affiliateId: number, credit = 1_000_00, at?: Date) {
  const user = await buildUser(db, { referrerId: affiliateId, ...(at ? { createdAt: at } : {}) });
  if (credit > 0) await giveCredit(db, user.id, credit);
  return user;
}

let moveCounter = 0;

async function move(db: Executor, userId: number, kind: TransactionKind, amount: number, at: Date) {
  moveCounter += 1;
  const house = await ensureAccount(db, {
    system: true,
    kind: kind === 'bonus_release' ? 'bonus' : 'house',
    currency: 'TRY',
  });
  const credit = await creditAccount(db, userId, 'TRY');
  await postTransaction(db, {
    kind,
    reference: `test-play:${moveCounter}`,
    actorUserId: null,
    at,
    postings: [
      { accountId: credit.id, amount },
      { accountId: house.id, amount: -amount },
    ],
  });
}

/** A referred player's play at `at`: a stake lost to the house, a win and a released bonus. */
export async function play(
  db: Executor,
  userId: number,
  figures: { stake?: number; win?: number; bonus?: number },
  at: Date,
): Promise<void> {
  if (figures.stake) await move(db, userId, 'coupon_stake', -figures.stake, at);
  if (figures.win) await move(db, userId, 'payout', figures.win, at);
  if (figures.bonus) await move(db, userId, 'bonus_release', figures.bonus, at);
}
