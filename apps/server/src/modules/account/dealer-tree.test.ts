import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql-values.ts';
import { testDatabaseKinds, useTestDatabase } from '../../test/databases.ts';
import { buildUser } from '../../test/factories.ts';

describe.each(testDatabaseKinds)('the dealer tree on %s', (kind) => {
  const database = useTestDatabase(kind);
  // admin → dealer → subDealer → player; admin → otherDealer
  let admin: { id: number };
  let dealer: { id: number };
  let subDealer: { id: number };
  let player: { id: number };
  let otherDealer: { id: number };

  const pathOf = async (id: number) =>
    rowsOf<{ path: unknown[] }>(
      await database.db.execute(sql`select path from users where id = ${id}`),
    )[0]?.path.map(Number);
  const move = (id: number, parentId: number) =>
    database.db.execute(sql`update users set parent_id = ${parentId} where id = ${id}`);

  beforeAll(async () => {
    const db = database.db;
    admin = await buildUser(db, { role: 'admin' });
    dealer = await buildUser(db, { role: 'dealer', parentId: admin.id });
    subDealer = await buildUser(db, { role: 'sub_dealer', parentId: dealer.id });
    player = await buildUser(db, { role: 'player', parentId: subDealer.id });
    otherDealer = await buildUser(db, { role: 'dealer', parentId: admin.id });
  });

  it('gives each new user the path from the root down to itself', async () => {
    expect(await pathOf(admin.id)).toEqual([admin.id]);
    expect(await pathOf(player.id)).toEqual([admin.id, dealer.id, subDealer.id, player.id]);
    expect(await pathOf(otherDealer.id)).toEqual([admin.id, otherDealer.id]);
  });

  it('carries a moved user’s subtree along', async () => {
    await move(subDealer.id, otherDealer.id);
    expect(await pathOf(subDealer.id)).toEqual([admin.id, otherDealer.id, subDealer.id]);
    expect(await pathOf(player.id)).toEqual([admin.id, otherDealer.id, subDealer.id, player.id]);
    await move(subDealer.id, dealer.id);
    expect(await pathOf(player.id)).toEqual([admin.id, dealer.id, subDealer.id, player.id]);
  });

  it('refuses a move under the user’s own subtree and leaves the tree as it was', async () => {
    await expect(move(dealer.id, player.id)).rejects.toThrow();
    expect(await pathOf(dealer.id)).toEqual([admin.id, dealer.id]);
    expect(await pathOf(player.id)).toEqual([admin.id, dealer.id, subDealer.id, player.id]);
  });
});
