// The back office's lists and account opening, tried by every account of the two-site tree: each
// sees and opens accounts only in its own subtree and site, and reads only its subtree's audit log.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/sql-values.ts';
import { buildUser } from '../test/factories.ts';
import { useTestApp } from '../test/test-app.ts';
import { type Caller, MANAGES, NAMES, type Name, seedTwoSiteTree, TREE } from '../test/two-site-tree.ts';

const STAFF = NAMES.filter((name) => TREE[name].role !== 'player');
const isDealerKind = (name: Name) => TREE[name].role !== 'player';
const childrenOf = (name: Name) => NAMES.filter((n) => TREE[n].parent === name);

describe('back-office lists and account opening across two sites', () => {
  const t = useTestApp('pglite');
  let accounts: Record<Name, Caller>;
  let post: Awaited<ReturnType<typeof seedTwoSiteTree>>['post'];
  let nameOf: (id: number) => Name | undefined;
  let opened = 0;
  const userCount = async () =>
    Number(rowsOf<{ n: unknown }>(await t.database.db.execute(sql`select count(*) as n from users`))[0]?.n);
  const open = (actor: Name, parent: Name, extra: Record<string, unknown> = {}) =>
    post(
      'createUser',
      {
        reqId: `open-request-${++opened}`,
        parentId: accounts[parent].id,
        role: 'player',
        username: `opened${opened}`,
        password: 'secret12',
        ...extra,
      },
      accounts[actor],
    );

  beforeAll(async () => {
    ({ accounts, post, nameOf } = await seedTwoSiteTree(t));
  });

  it('asks a visitor to sign in and refuses players before reading the payload', async () => {
    for (const call of ['users', 'tree', 'createUser', 'audit']) {
      expect((await post(call, {})).statusCode).toBe(401);
      for (const player of NAMES.filter((n) => !STAFF.includes(n))) {
        expect((await post(call, { page: 'x' }, accounts[player])).statusCode, `${player} → ${call}`).toBe(
          403,
        );
      }
    }
  });

  it('lists exactly the users below each staff account', async () => {
    for (const actor of STAFF) {
      const res = await post('users', { pageSize: 500 }, accounts[actor]);
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json<{ rows: { id: number }[]; total: number }>().rows;
      // The base seed's own accounts (outside the tree) are left out; the tree's must match exactly.
      const named = rows.flatMap((row) => nameOf(row.id) ?? []);
      expect(named.sort(), actor).toEqual([...MANAGES[actor]].sort());
    }
  });

  it('opens a tree node only in the caller’s own subtree', async () => {
    for (const actor of STAFF) {
      for (const target of NAMES) {
        const res = await post('tree', { parentId: accounts[target].id }, accounts[actor]);
        const allowed = target === actor || MANAGES[actor].includes(target);
        expect(res.statusCode, `${actor} → tree ${target}`).toBe(allowed ? 200 : 403);
        if (!allowed) continue;
        const nodes = res.json<{ nodes: { id: number; childCount: number }[] }>().nodes;
        expect(nodes.map((n) => nameOf(n.id)).sort()).toEqual(childrenOf(target).sort());
        for (const node of nodes) {
          expect(node.childCount).toBe(childrenOf(nameOf(node.id) as Name).length);
        }
      }
    }
  });

  it('reads and changes only the records of the caller’s subtree', async () => {
    for (const call of ['user', 'signIns', 'updateUser']) {
      for (const actor of STAFF) {
        for (const target of NAMES) {
          const res = await post(call, { targetUserId: accounts[target].id }, accounts[actor]);
          // Staff read their own record too; changing it is for those above them.
          const allowed = MANAGES[actor].includes(target) || (call !== 'updateUser' && target === actor);
          expect(res.statusCode, `${actor} → ${call} ${target}: ${res.body}`).toBe(allowed ? 200 : 403);
        }
      }
    }
  });

  it('finds accounts by name with their path from the caller', async () => {
    // Every built username starts with "user": the search hits the whole subtree.
    const res = await post('tree', { q: 'user' }, accounts.dealer1);
    expect(res.statusCode).toBe(200);
    const paths = res.json<{ paths: { id: number }[][] }>().paths;
    const named = paths.map((path) => path.map((node) => nameOf(node.id)));
    expect(named).toContainEqual(['sub1', 'player1']);
    expect(named).toContainEqual(['player1b']);
    expect(named.flat()).not.toContain('dealer2');
  });

  it('starts an admin’s tree at its site’s top, where players with no dealer sit too', async () => {
    const stray = await buildUser(t.database.db, { username: 'strayplayer', parentId: null });
    type Answer = { root: { id: number } | null; nodes: { id: number }[]; paths: { id: number }[][] };
    const top = (await post('tree', {}, accounts.adminA)).json<Answer>();
    expect(top.root).toBeNull();
    const ids = top.nodes.map((n) => n.id);
    expect(ids).toEqual(expect.arrayContaining([accounts.adminA.id, stray.id]));
    expect(ids).not.toContain(accounts.adminB.id);
    expect(ids).not.toContain(accounts.dealer1.id);
    const other = (await post('tree', {}, accounts.adminB)).json<Answer>();
    expect(other.nodes.map((n) => n.id)).not.toContain(stray.id);
    // Anyone else's tree starts at its own node.
    const dealer = (await post('tree', {}, accounts.dealer1)).json<Answer>();
    expect(dealer.root?.id).toBe(accounts.dealer1.id);

    const found = (await post('tree', { q: 'strayplayer' }, accounts.adminA)).json<Answer>();
    expect(found.paths.map((path) => path.map((n) => n.id))).toEqual([[stray.id]]);
    const deep = (await post('tree', { q: 'user' }, accounts.adminA)).json<Answer>();
    expect(deep.paths.map((path) => path.map((n) => nameOf(n.id)))).toContainEqual([
      'adminA',
      'dealer1',
      'sub1',
      'player1',
    ]);
    expect((await post('tree', { q: 'strayplayer' }, accounts.adminB)).json<Answer>().paths).toEqual([]);
  });

  it('opens accounts under the caller or a dealer of its subtree, nowhere else', async () => {
    for (const actor of STAFF) {
      for (const parent of NAMES) {
        const before = await userCount();
        const res = await open(actor, parent);
        const reaches = parent === actor || MANAGES[actor].includes(parent);
        const expected = !reaches ? 403 : isDealerKind(parent) ? 200 : 400;
        expect(res.statusCode, `${actor} opens under ${parent}: ${res.body}`).toBe(expected);
        expect(await userCount()).toBe(before + (expected === 200 ? 1 : 0));
      }
    }
  });

  it('keeps to the opening limits, also when openings race', async () => {
    await t.database.db.execute(
      sql`update users set user_limit = 4, dealer_limit = 1 where id = ${accounts.dealer2.id}`,
    );
    const children = async () =>
      Number(
        rowsOf<{ n: unknown }>(
          await t.database.db.execute(
            sql`select count(*) as n from users where parent_id = ${accounts.dealer2.id} and role = 'player'`,
          ),
        )[0]?.n,
      );
    const room = 4 - (await children());
    const results = await Promise.all(Array.from({ length: room + 3 }, () => open('dealer2', 'dealer2')));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(room);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(refused.map((r) => r.json<{ key: string }>().key)).toEqual([
      'userLimitFull',
      'userLimitFull',
      'userLimitFull',
    ]);
    expect(await children()).toBe(4);

    expect((await open('dealer2', 'dealer2', { role: 'sub_dealer' })).statusCode).toBe(200);
    const second = await open('dealer2', 'dealer2', { role: 'sub_dealer' });
    expect(second.json<{ key: string }>().key).toBe('dealerLimitFull');
  });

  it('refuses kinds above the caller’s own and opens an account once per request id', async () => {
    expect((await open('dealer1', 'dealer1', { role: 'admin' })).statusCode).toBe(403);
    expect((await open('dealer1', 'dealer1', { role: 'dealer' })).statusCode).toBe(403);
    const body = { reqId: 'same-request-1', role: 'player', username: 'oncebyid', password: 'secret12' };
    const first = await post('createUser', body, accounts.dealer1);
    const again = await post('createUser', body, accounts.dealer1);
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const taken = await post('createUser', { ...body, reqId: 'same-request-2' }, accounts.dealer1);
    expect(taken.json<{ key: string }>().key).toBe('alreadyUsedUsername');
  });

  it('shows each staff account the audit entries by or about its subtree, and all of them to its admin', async () => {
    const entries = async (actor: Name) => {
      const res = await post('audit', { pageSize: 500 }, accounts[actor]);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{
        rows: { id: number; actorId: number; action: string; targetId: string }[];
        total: number;
      }>();
    };
    const all = await entries('adminA');
    expect(all.total).toBeGreaterThan(10);
    const paths = new Map(
      rowsOf<{ id: number; path: number[] }>(
        await t.database.db.execute(sql`select id, path from users`),
      ).map((u) => [String(u.id), u.path]),
    );
    for (const actor of STAFF) {
      const me = accounts[actor].id;
      const inSubtree = (userId: string | number) => paths.get(String(userId))?.includes(me) ?? false;
      const { rows } = await entries(actor);
      for (const row of rows) {
        expect(
          inSubtree(row.actorId) || inSubtree(row.targetId),
          `${actor} reads ${JSON.stringify(row)}`,
        ).toBe(true);
      }
      // Everything the actor did itself is among what it reads.
      const own = all.rows.filter((row) => row.actorId === me).map((row) => row.id);
      expect(rows.map((row) => row.id)).toEqual(expect.arrayContaining(own));
    }
    const second = await entries('adminB');
    expect(second.rows.every((row) => nameOf(row.actorId)?.endsWith('B'))).toBe(true);
  });

  it('refuses to change or remove an audit entry', async () => {
    await expect(t.database.db.execute(sql`update audit_log set action = 'x'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
  });
});
