// The back office's user list searched both ways: a search of few hits sorts them itself, one of
// many leaves the page to the indexes; either answers the same pages and totals.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestDatabase } from '../../test/databases.ts';
import { buildUser, giveCredit } from '../../test/factories.ts';
import { listUsers, type UserListQuery } from './user-list.ts';

// More than the list's "few hits" (1,000), so "lst" takes the other way.
const MEMBERS = 1_100;

describe.each(testDatabaseKinds)('the users list searched on %s', (kind) => {
  const database = useTestDatabase(kind);
  let dealer: { id: number; siteId: number };
  const list = (query: Partial<UserListQuery>) =>
    listUsers(database.db, {
      scope: { siteId: dealer.siteId, belowUserId: dealer.id, selfId: dealer.id },
      page: 1,
      pageSize: 20,
      dir: 'asc',
      ...query,
    });

  beforeAll(async () => {
    const db = database.db;
    dealer = await buildUser(db, { role: 'dealer' });
    await db.execute(sql`
      insert into users (site_id, operator_id, username, password_hash, role, parent_id, currency, first_name, last_name)
      select u.site_id, u.operator_id, 'lst' || g, u.password_hash, 'player', u.id, 'TRY', 'Ad', 'Soyad'
      from users u, generate_series(1, ${MEMBERS}::integer) g where u.id = ${dealer.id}`);
    await db.execute(sql`
      insert into ledger_accounts (user_id, kind, currency, allow_negative)
      select u.id, 'player', 'TRY', false from users u
      where u.parent_id = ${dealer.id}
        and not exists (select 1 from ledger_accounts a where a.user_id = u.id)`);
  });

  const names = (rows: { username: string }[]) => rows.map((r) => r.username);
  // lst10, lst100..lst109, lst1000..lst1099: 111 hits.
  const tens = ['lst10', ...Array.from({ length: 10 }, (_, i) => `lst10${i}`)].concat(
    Array.from({ length: 100 }, (_, i) => `lst1${String(i).padStart(3, '0')}`),
  );

  it('pages a search of few hits in the asked order, with their total', async () => {
    const byName = await list({ q: 'LST10', sort: 'username', page: 2 });
    expect(byName.total).toBe(111);
    expect(names(byName.rows)).toEqual([...tens].sort().slice(20, 40));
    const backwards = await list({ q: 'lst10', sort: 'username', dir: 'desc', page: 6 });
    expect(names(backwards.rows)).toEqual([...tens].sort().reverse().slice(100, 111));
    expect((await list({ q: 'lst10', page: 7 })).rows).toEqual([]);
    expect((await list({ q: 'lst10', page: 7 })).total).toBe(111);
  });

  it('sorts a search’s hits by credit', async () => {
    const { rows } = await list({ q: 'lst105', sort: 'username' });
    const [a, b] = rows;
    if (!a || !b) throw new Error('no hits');
    await giveCredit(database.db, b.id, 500);
    await giveCredit(database.db, a.id, 300);
    const byCredit = await list({ q: 'lst105', sort: 'credit', dir: 'desc' });
    expect(byCredit.rows.slice(0, 2).map((r) => [r.username, r.credit])).toEqual([
      [b.username, 500],
      [a.username, 300],
    ]);
    // Without a search the credit accounts' order leads, to the same answer.
    const everyone = await list({ sort: 'credit', dir: 'desc', pageSize: 2 });
    expect(everyone.total).toBe(MEMBERS);
    expect(everyone.rows.map((r) => r.username)).toEqual([b.username, a.username]);
    const last = await list({ sort: 'credit', dir: 'asc', pageSize: 2, page: MEMBERS / 2 });
    expect(last.rows.map((r) => r.username)).toEqual([a.username, b.username]);
  });

  it('answers a search of many hits the same way', async () => {
    const all = await list({ q: 'lst', sort: 'id', pageSize: 50, page: 3 });
    expect(all.total).toBe(MEMBERS);
    expect(all.rows).toHaveLength(50);
    const ids = all.rows.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    const byName = await list({ q: 'lst', sort: 'username', pageSize: 3 });
    expect(names(byName.rows)).toEqual(['lst1', 'lst10', 'lst100']);
  });
});
