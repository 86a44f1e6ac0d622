import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestDatabase } from '../../test/databases.ts';
import { buildUser } from '../../test/factories.ts';
import { isAncestor } from './dealer-tree.ts';

describe.each(testDatabaseKinds)('the dealer tree on %s', (kind) => {
  const database = useTestDatabase(kind);
  // admin → dealer → subDealer → player; admin → otherDealer
  let admin: { id: number };
  let dealer: { id: number };
  let player: { id: number };
  let otherDealer: { id: number };

  beforeAll(async () => {
    const db = database.db;
    admin = await buildUser(db, { role: 'admin' });
    dealer = await buildUser(db, { role: 'dealer', parentId: admin.id });
    const subDealer = await buildUser(db, { role: 'sub_dealer', parentId: dealer.id });
    player = await buildUser(db, { role: 'player', parentId: subDealer.id });
    otherDealer = await buildUser(db, { role: 'dealer', parentId: admin.id });
  });

  it('walks the parent tree upwards only', async () => {
    expect(await isAncestor(database.db, dealer.id, player.id)).toBe(true);
    expect(await isAncestor(database.db, admin.id, player.id)).toBe(true);
    expect(await isAncestor(database.db, player.id, dealer.id)).toBe(false);
    expect(await isAncestor(database.db, otherDealer.id, player.id)).toBe(false);
    expect(await isAncestor(database.db, player.id, player.id)).toBe(false);
  });
});
