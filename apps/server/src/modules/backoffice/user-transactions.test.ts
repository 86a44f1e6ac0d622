// One user's credit movements in the back office, across the two-site tree: staff read their own and
// their subtree's, newest first, signed, paged and filtered by days and direction; nobody else's.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { type Caller, MANAGES, NAMES, type Name, seedTwoSiteTree, TREE } from '../../test/two-site-tree.ts';

const STAFF = NAMES.filter((name) => TREE[name].role !== 'player');
const DAY = 24 * 60 * 60 * 1000;

type Movements = {
  rows: { id: number; at: string; kind: string; amount: number }[];
  total: number;
  currency: string;
};

describe('a user’s credit movements in the back office', () => {
  const t = useTestApp('pglite');
  let accounts: Record<Name, Caller>;
  let post: Awaited<ReturnType<typeof seedTwoSiteTree>>['post'];
  let requests = 0;
  const movements = (actor: Name, target: Name, body: Record<string, unknown> = {}) =>
    post('userTransactions', { targetUserId: accounts[target].id, ...body }, accounts[actor]);
  const listed = async (actor: Name, target: Name, body: Record<string, unknown> = {}) => {
    const res = await movements(actor, target, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Movements>();
  };
  const transfer = async (target: Name, amount: number, direction: 'deposit' | 'withdraw') => {
    const body = {
      reqId: `move-request-${++requests}`,
      targetUserId: accounts[target].id,
      amount,
      direction,
    };
    expect((await post('creditTransfer', body, accounts.dealer1)).statusCode).toBe(200);
  };

  beforeAll(async () => {
    ({ accounts, post } = await seedTwoSiteTree(t));
  });

  it('asks a visitor to sign in and refuses players before reading the payload', async () => {
    expect((await post('userTransactions', {})).statusCode).toBe(401);
    for (const player of NAMES.filter((name) => !STAFF.includes(name))) {
      expect((await post('userTransactions', { page: 'x' }, accounts[player])).statusCode, player).toBe(403);
    }
  });

  it('shows staff their own movements and their subtree’s, on their own site only', async () => {
    for (const actor of STAFF) {
      for (const target of NAMES) {
        const allowed = target === actor || MANAGES[actor].includes(target);
        const res = await movements(actor, target);
        expect(res.statusCode, `${actor} → ${target}: ${res.body}`).toBe(allowed ? 200 : 403);
      }
    }
    expect((await movements('dealer1', 'player2')).json()).toMatchObject({ key: 'forbidden' });
    expect((await movements('dealer1', 'playerB')).statusCode).toBe(403);
  });

  it('lists a subtree user’s movements newest first, signed in minor units, paged', async () => {
    const start = t.clock.now();
    await transfer('player1b', 50, 'deposit');
    t.clock.advance(DAY);
    await transfer('player1b', 20, 'withdraw');
    t.clock.advance(DAY);
    await transfer('player1b', 5.25, 'deposit');

    const first = await listed('dealer1', 'player1b', { pageSize: 2 });
    expect(first.total).toBe(3);
    expect(first.currency).toBe('TRY');
    expect(first.rows.map((r) => [r.kind, r.amount])).toEqual([
      ['credit_transfer', 5_25],
      ['credit_transfer', -20_00],
    ]);
    expect(first.rows[0]?.at).toBe(t.clock.now().toISOString());
    const second = await listed('dealer1', 'player1b', { pageSize: 2, page: 2 });
    expect(second.rows.map((r) => r.amount)).toEqual([50_00]);
    expect(second.rows[0]?.at).toBe(start.toISOString());
    // The admin above sees the same movements; the dealer's own side of them is the opposite sign.
    expect((await listed('adminA', 'player1b')).rows).toEqual([...first.rows, ...second.rows]);
    const own = await listed('dealer1', 'dealer1', { direction: 'out' });
    expect(own.rows.map((r) => r.amount)).toEqual([-5_25, -50_00]);
  });

  it('filters by direction and by days in the site’s zone', async () => {
    expect((await listed('sub1', 'player1', { direction: 'in' })).total).toBe(0);
    const incoming = await listed('dealer1', 'player1b', { direction: 'in' });
    expect(incoming.rows.map((r) => r.amount)).toEqual([5_25, 50_00]);
    const outgoing = await listed('dealer1', 'player1b', { direction: 'out' });
    expect(outgoing.rows.map((r) => r.amount)).toEqual([-20_00]);
    // The test clock starts on 1 June 2026 at noon UTC: the withdrawal fell on 2 June.
    const day = await listed('dealer1', 'player1b', { from: '2026-06-02', to: '2026-06-02' });
    expect(day.rows.map((r) => r.amount)).toEqual([-20_00]);
    const since = await listed('dealer1', 'player1b', { from: '02.06.2026', direction: 'in' });
    expect(since.rows.map((r) => r.amount)).toEqual([5_25]);
  });

  it('refuses bad input with 400 and a key', async () => {
    const refusals: Record<string, unknown>[] = [
      { page: 0 },
      { pageSize: 501 },
      { direction: 'sideways' },
      { from: 'yesterday' },
      { targetUserId: 'x' },
      { sort: 'amount' },
    ];
    for (const body of refusals) {
      const res = await movements('dealer1', 'player1b', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ key: string }>().key).toBeTruthy();
    }
    const reversed = await movements('dealer1', 'player1b', { from: '2026-06-03', to: '2026-06-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ key: 'dateRangeInvalid' });
  });
});
