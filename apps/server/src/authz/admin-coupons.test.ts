// The back office's coupons and report, tried by every account of the two-site tree: each sees the
// coupons and figures of its own subtree only, the figures equal the ledger's own sums, and only a
// dealer with the cancel permission cancels, within its subtree.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/sql-values.ts';
import { couponRequest, openOutcomes } from '../test/betting.ts';
import { useBettingApp } from '../test/betting-app.ts';
import { buildUser, DEFAULT_PASSWORD, giveCredit } from '../test/factories.ts';
import { signIn } from '../test/session.ts';
import { type Caller, MANAGES, NAMES, type Name, seedTwoSiteTree, TREE } from '../test/two-site-tree.ts';

const PLAYERS = NAMES.filter((name) => TREE[name].role === 'player');
const STAFF = NAMES.filter((name) => TREE[name].role !== 'player');
/** Stakes placed, major units: different per player so sums tell them apart. */
const STAKE: Partial<Record<Name, number>> = { player1: 10, player1b: 20, player2: 40, playerB: 80 };
/** Who holds coupons.cancel: admins and dealers by default, not sub-dealers. */
const CANCELS = (name: Name) => ['admin', 'dealer'].includes(TREE[name].role);

type Report = {
  rows: { userId: number; stakes: number; openStakes: number; refunds: number; ggr: number }[];
  totals: { stakes: number; payouts: number; refunds: number; ggr: number; openStakes: number };
};

describe('back-office coupons and report across two sites', () => {
  const t = useBettingApp('pglite');
  let accounts: Record<Name, Caller>;
  let post: Awaited<ReturnType<typeof seedTwoSiteTree>>['post'];
  let nameOf: (id: number) => Name | undefined;
  const ticketOf = {} as Record<Name, string>;
  let requests = 0;

  /** The ledger's own sum of coupon stakes, minus refunds, on these users' credit accounts (minor units). */
  const ledgerStakes = async (names: Name[]) => {
    if (names.length === 0) return 0;
    const ids = names.map((n) => accounts[n].id);
    const [row] = rowsOf<{ n: unknown }>(
      await t.database.db.execute(sql`
        select coalesce(sum(-p.amount), 0) as n from ledger_postings p
        join ledger_accounts a on a.id = p.account_id join ledger_transactions x on x.id = p.transaction_id
        where x.kind = 'coupon_stake' and a.user_id in ${ids}`),
    );
    return Number(row?.n);
  };
  const report = async (actor: Name, body: Record<string, unknown> = {}) => {
    const res = await post('report', body, accounts[actor]);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Report>();
  };

  beforeAll(async () => {
    ({ accounts, post, nameOf } = await seedTwoSiteTree(t));
    const [outcome] = openOutcomes(t, 1);
    if (!outcome) throw new Error('no open outcome');
    for (const player of PLAYERS) {
      await giveCredit(t.database.db, accounts[player].id, 1_000_00);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/createCoupon',
        payload: { ...couponRequest([outcome.tip], STAKE[player] ?? 1) },
        headers: { host: accounts[player].host, authorization: `Bearer ${accounts[player].token}` },
      });
      // The second site has no feed of its own: its players bet on the shared matches too.
      expect(res.statusCode, `${player}: ${res.body}`).toBe(200);
      const placed = res.json<{ status: boolean; ticketId: string }>();
      expect(placed.status, res.body).toBe(true);
      ticketOf[player] = placed.ticketId;
    }
  });

  it('lists each staff account exactly its subtree’s coupons, and none to players', async () => {
    for (const actor of NAMES) {
      const res = await post('coupons', { pageSize: 500 }, accounts[actor]);
      if (!STAFF.includes(actor)) {
        expect(res.statusCode).toBe(403);
        continue;
      }
      const list = res.json<{ rows: { userId: number }[]; sums: { totalStake: number } }>();
      const owners = list.rows.map((row) => nameOf(row.userId));
      const expected = MANAGES[actor].filter((n) => PLAYERS.includes(n));
      expect(owners.sort(), actor).toEqual(expected.sort());
      expect(list.sums.totalStake).toBe(await ledgerStakes(expected));
    }
    const filtered = await post('coupons', { user: 'nobody', minStake: 0 }, accounts.adminA);
    expect(filtered.json<{ total: number }>().total).toBe(0);
  });

  it('reports each subtree’s stakes as the ledger sums them, rolled up per branch', async () => {
    for (const actor of STAFF) {
      const { rows, totals } = await report(actor);
      const below = MANAGES[actor].filter((n) => PLAYERS.includes(n));
      expect(totals.stakes, actor).toBe(await ledgerStakes(below));
      expect(totals.openStakes).toBe(totals.stakes);
      expect(totals.ggr).toBe(totals.stakes - totals.payouts - totals.refunds);
      for (const row of rows) {
        const branch = nameOf(row.userId) as Name;
        const inBranch = below.filter((p) => p === branch || MANAGES[branch].includes(p));
        expect(row.stakes, `${actor} / ${branch}`).toBe(await ledgerStakes(inBranch));
      }
    }
    expect((await post('report', { parentId: accounts.dealer2.id }, accounts.dealer1)).statusCode).toBe(403);
    expect((await post('report', {}, accounts.player1)).statusCode).toBe(403);
  });

  it('lets only a dealer with the cancel permission cancel, and only below itself', async () => {
    for (const player of PLAYERS) {
      const allowed = STAFF.filter((a) => CANCELS(a) && MANAGES[a].includes(player));
      for (const actor of NAMES.filter((n) => !allowed.includes(n))) {
        const res = await post(
          'cancelCoupon',
          { reqId: `cancel-${++requests}`, ticketId: ticketOf[player] },
          accounts[actor],
        );
        expect([403, 404], `${actor} cancels ${player}'s: ${res.body}`).toContain(res.statusCode);
      }
      const canceller = allowed[allowed.length - 1] as Name;
      const res = await post(
        'cancelCoupon',
        { reqId: `cancel-${++requests}`, ticketId: ticketOf[player] },
        accounts[canceller],
      );
      expect(res.statusCode, `${canceller} cancels ${player}'s: ${res.body}`).toBe(200);
    }
    const { totals } = await report('adminA');
    expect(totals.refunds).toBe(totals.stakes);
    expect(totals.ggr).toBe(0);
    expect(totals.openStakes).toBe(0);
    const audit = await post('audit', { action: 'coupon.cancel' }, accounts.adminA);
    expect(audit.json<{ total: number }>().total).toBe(3);
  });

  it('reports a player with no dealer as a branch of its admin’s site, to nobody below', async () => {
    const stray = await buildUser(t.database.db, { parentId: null });
    await giveCredit(t.database.db, stray.id, 100_00);
    const token = await signIn(t.app, stray.username, DEFAULT_PASSWORD);
    const [outcome] = openOutcomes(t, 1);
    if (!outcome) throw new Error('no open outcome');
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/createCoupon',
      payload: { ...couponRequest([outcome.tip], 7) },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(placed.json<{ status: boolean }>().status, placed.body).toBe(true);
    const site = await report('adminA');
    expect(site.rows.find((row) => row.userId === stray.id)).toMatchObject({
      stakes: 7_00,
      openStakes: 7_00,
    });
    expect(site.totals.openStakes).toBe(7_00);
    for (const actor of ['dealer1', 'adminB'] as const) {
      expect((await report(actor)).rows.map((row) => row.userId)).not.toContain(stray.id);
    }
  });
});
