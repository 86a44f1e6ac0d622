import { defaultPermissions } from '@bet/domain/authz/roles';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { findUserById, insertRole } from '../modules/account/index.ts';
import { balanceOf, ensureAccount, getBalance } from '../modules/wallet/index.ts';
import { countTransactions, expectRefusal, useLedgerDatabase } from '../modules/wallet/test-support.ts';
import { actorFor } from '../test/actors.ts';
import { testDatabaseKinds } from '../test/databases.ts';
import { buildUser, giveCredit } from '../test/factories.ts';
import { creditTransfer } from './credit-transfer.ts';

const at = new Date('2026-06-01T12:00:00Z');

describe.each(testDatabaseKinds)('credit transfers in the dealer tree on %s', (kind) => {
  const database = useLedgerDatabase(kind);
  // admin → dealer → subDealer → player; admin → otherDealer → otherPlayer
  let admin: { id: number };
  let dealer: { id: number };
  let subDealer: { id: number };
  let player: { id: number };
  let otherDealer: { id: number };
  let otherPlayer: { id: number };
  let requestCounter = 0;

  beforeAll(async () => {
    const db = database.db;
    admin = await buildUser(db, { role: 'admin' });
    dealer = await buildUser(db, { role: 'dealer', parentId: admin.id });
    subDealer = await buildUser(db, { role: 'sub_dealer', parentId: dealer.id });
    player = await buildUser(db, { role: 'player', parentId: subDealer.id });
    otherDealer = await buildUser(db, { role: 'dealer', parentId: admin.id });
    otherPlayer = await buildUser(db, { role: 'player', parentId: otherDealer.id });
    await giveCredit(db, dealer.id, 1_000_00);
    await giveCredit(db, otherDealer.id, 1_000_00);
  });

  const move = (
    callerUserId: number,
    targetUserId: number,
    amount: number,
    direction: 'deposit' | 'withdraw',
    requestId = `req-${++requestCounter}-transfer`,
  ) =>
    actorFor(database.db, callerUserId).then((actor) =>
      creditTransfer(database.db, actor, { targetUserId, amount, direction, requestId, at }),
    );
  const credit = (userId: number) => getBalance(database.db, userId, 'TRY');

  it('lets a dealer load credit onto a user below them and take it back', async () => {
    const dealerBefore = await credit(dealer.id);
    const playerBefore = await credit(player.id);
    const deposit = await move(dealer.id, player.id, 100_00, 'deposit');
    expect(deposit.credit).toBe(playerBefore + 100_00);
    expect(await credit(dealer.id)).toBe(dealerBefore - 100_00);
    const withdrawal = await move(dealer.id, player.id, 40_00, 'withdraw');
    expect(withdrawal.credit).toBe(playerBefore + 60_00);
    expect(withdrawal.transactionId).toBeGreaterThan(deposit.transactionId);
    expect(await credit(dealer.id)).toBe(dealerBefore - 60_00);
  });

  it('refuses moving more than the giver holds, and moves nothing', async () => {
    const before = await countTransactions(database.db);
    await expectRefusal(move(subDealer.id, player.id, 1_00, 'deposit'), 'insufficientCredit', 409);
    const playerCredit = await credit(player.id);
    await expectRefusal(move(dealer.id, player.id, playerCredit + 1, 'withdraw'), 'insufficientCredit', 409);
    expect(await credit(player.id)).toBe(playerCredit);
    expect(await countTransactions(database.db)).toBe(before);
  });

  it('refuses users outside the caller’s tree, unknown users and the caller itself', async () => {
    const before = await countTransactions(database.db);
    await expectRefusal(move(otherDealer.id, player.id, 1_00, 'deposit'), 'forbidden', 403);
    await expectRefusal(move(otherDealer.id, player.id, 1_00, 'withdraw'), 'forbidden', 403);
    await expectRefusal(move(dealer.id, otherPlayer.id, 1_00, 'deposit'), 'forbidden', 403);
    await expectRefusal(move(subDealer.id, dealer.id, 1_00, 'withdraw'), 'forbidden', 403);
    await expectRefusal(move(dealer.id, admin.id, 1_00, 'withdraw'), 'forbidden', 403);
    await expectRefusal(move(dealer.id, dealer.id, 1_00, 'deposit'), 'forbidden', 403);
    await expectRefusal(move(dealer.id, 987_654, 1_00, 'deposit'), 'forbidden', 403);
    expect(await countTransactions(database.db)).toBe(before);
  });

  it('refuses players and roles without the right as callers', async () => {
    const partner = await buildUser(database.db, { role: 'partner', parentId: admin.id });
    await expectRefusal(move(player.id, otherPlayer.id, 1_00, 'deposit'), 'forbidden', 403);
    await expectRefusal(move(partner.id, player.id, 1_00, 'deposit'), 'forbidden', 403);
  });

  it('funds an admin’s transfers from the house', async () => {
    const house = await ensureAccount(database.db, { system: true, kind: 'house', currency: 'TRY' });
    const houseBefore = await balanceOf(database.db, house.id);
    const result = await move(admin.id, otherDealer.id, 500_00, 'deposit');
    expect(result.credit).toBe(1_500_00);
    expect(await balanceOf(database.db, house.id)).toBe(houseBefore - 500_00);
    await move(admin.id, otherDealer.id, 500_00, 'withdraw');
    expect(await balanceOf(database.db, house.id)).toBe(houseBefore);
    expect(await credit(admin.id)).toBe(0);
  });

  it('answers a repeated request id with the first answer, and refuses it for another transfer', async () => {
    const first = await move(dealer.id, player.id, 5_00, 'deposit', 'req-credit-replay');
    const before = await countTransactions(database.db);
    expect(await move(dealer.id, player.id, 5_00, 'deposit', 'req-credit-replay')).toEqual(first);
    expect(await countTransactions(database.db)).toBe(before);
    await expectRefusal(
      move(dealer.id, player.id, 6_00, 'deposit', 'req-credit-replay'),
      'requestIdReused',
      409,
    );
    await expectRefusal(
      move(dealer.id, player.id, 5_00, 'withdraw', 'req-credit-replay'),
      'requestIdReused',
      409,
    );
  });

  it('refuses a zero or fractional amount', async () => {
    await expectRefusal(move(dealer.id, player.id, 0, 'deposit'), 'amountInvalid', 400);
    await expectRefusal(move(dealer.id, player.id, 1.5, 'deposit'), 'amountInvalid', 400);
  });

  it('stops transfers by or to an account whose role blocks them, until the role changes', async () => {
    const db = database.db;
    const site = (await findUserById(db, dealer.id))?.siteId ?? 0;
    const blocked = await insertRole(
      db,
      site,
      {
        name: 'Blocked dealer',
        kind: 'dealer',
        permissions: [...defaultPermissions.dealer, 'credit.blocked'],
      },
      at,
    );
    const frozen = await insertRole(
      db,
      site,
      { name: 'Frozen player', kind: 'player', permissions: ['credit.blocked'] },
      at,
    );
    const assign = (userId: number, roleId: number | null) =>
      db.execute(sql`update users set role_id = ${roleId} where id = ${userId}`);
    const before = await countTransactions(db);
    await assign(dealer.id, blocked.id);
    await expectRefusal(move(dealer.id, player.id, 1_00, 'deposit'), 'transfersBlocked', 403);
    await assign(dealer.id, null);
    await assign(player.id, frozen.id);
    await expectRefusal(move(dealer.id, player.id, 1_00, 'deposit'), 'accountTransfersBlocked', 403);
    await expectRefusal(move(admin.id, player.id, 1_00, 'withdraw'), 'accountTransfersBlocked', 403);
    expect(await countTransactions(db)).toBe(before);
    await assign(player.id, null);
    await move(dealer.id, player.id, 1_00, 'deposit');
    expect(await countTransactions(db)).toBe(before + 1);
  });
});
