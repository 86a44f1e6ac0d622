// Dealer commission across the two-site tree: rates are set by whoever manages the dealer, within
// the tree's rule (never above the parent dealer's, never below one further down), each change in
// the audit log; the report's commission equals each dealer's rate on the ledger's own GGR sums,
// period by period, a losing period earning nothing.
import { DEFAULT_TIME_ZONE } from '@bet/domain/time-zone';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/sql-values.ts';
import { settleMatch } from '../modules/betting/settlement/settlement.ts';
import { endedResult, recordResult } from '../modules/betting/test-coupons.ts';
import { couponRequest, openOutcomes, tipOf } from '../test/betting.ts';
import { useBettingApp } from '../test/betting-app.ts';
import { testDatabaseKinds } from '../test/databases.ts';
import { giveCredit } from '../test/factories.ts';
import { type Caller, MANAGES, type Name, seedTwoSiteTree, TREE } from '../test/two-site-tree.ts';

/** The rates set, basis points. */
const RATE: Partial<Record<Name, number>> = { dealer1: 1000, sub1: 600, dealer2: 800 };
/** Each player's coupon on one match: stake (major units) and the outcome picked; home wins. */
const BETS = {
  player1: { stake: 50, outcomeId: '2' },
  player1b: { stake: 10, outcomeId: '1' },
  player2: { stake: 40, outcomeId: '2' },
} as const;
const PLAYERS = Object.keys(BETS) as (keyof typeof BETS)[];
const DAY_MS = 24 * 60 * 60_000;

type Commission = { commissionRate: number; commission: number };
type Report = {
  rows: ({ userId: number } & { [K in keyof Commission]: number | null })[];
  totals: { commission: number };
  dealer: Commission | null;
};

/** The rate's share of each period's GGR when positive, rounded down: written out apart from the code. */
const expectedCommission = (ggrs: number[], rate: number) =>
  ggrs.reduce((sum, ggr) => sum + (ggr > 0 ? Math.floor((ggr * rate) / 10_000) : 0), 0);

describe.each(testDatabaseKinds)('dealer commission on %s', (kind) => {
  const t = useBettingApp(kind);
  let accounts: Record<Name, Caller>;
  let post: Awaited<ReturnType<typeof seedTwoSiteTree>>['post'];
  let nameOf: (id: number) => Name | undefined;
  let settledAt: Date;

  const update = (actor: Name, target: Name, commissionRate: unknown) =>
    post('updateUser', { targetUserId: accounts[target].id, commissionRate }, accounts[actor]);
  const storedRate = async (name: Name) => {
    const [row] = rowsOf<{ rate: number }>(
      await t.database.db.execute(
        sql`select commission_rate as rate from users where id = ${accounts[name].id}`,
      ),
    );
    return Number(row?.rate);
  };
  /** The ledger's GGR of these players before (day 1) and from (day 2) the settlement. */
  const ledgerGgrs = async (names: Name[]) => {
    const ids = [0, ...names.map((n) => accounts[n].id)];
    const at = settledAt.toISOString();
    const [row] = rowsOf<{ before: unknown; after: unknown }>(
      await t.database.db.execute(sql`
        select coalesce(-sum(p.amount) filter (where p.created_at < ${at}), 0) as before,
          coalesce(-sum(p.amount) filter (where p.created_at >= ${at}), 0) as after
        from ledger_postings p
        join ledger_accounts a on a.id = p.account_id and a.kind = 'player'
        join ledger_transactions x on x.id = p.transaction_id
        where x.kind in ('coupon_stake', 'payout', 'coupon_cashout', 'coupon_refund')
          and a.user_id in ${ids}`),
    );
    return [Number(row?.before), Number(row?.after)];
  };
  const playersOf = (name: Name) =>
    PLAYERS.filter((p) => p === name || MANAGES[name].includes(p as Name)) as Name[];

  beforeAll(async () => {
    ({ accounts, post, nameOf } = await seedTwoSiteTree(t));
  });

  it('sets a rate within the parent dealer’s and logs it, refusing any other and changing nothing', async () => {
    const refused = async (actor: Name, target: Name, rate: unknown, status: number, key?: string) => {
      const before = await storedRate(target);
      const res = await update(actor, target, rate);
      expect(res.statusCode, `${actor} sets ${target} to ${rate}: ${res.body}`).toBe(status);
      if (key) expect(res.json<{ key: string }>().key).toBe(key);
      expect(await storedRate(target)).toBe(before);
    };
    await refused('dealer1', 'sub1', 100, 400, 'commissionAboveParent');
    for (const [actor, target, rate] of [
      ['adminA', 'dealer1', 1000],
      ['dealer1', 'sub1', 600],
      ['adminA', 'dealer2', 800],
    ] as const) {
      expect((await update(actor, target, rate)).statusCode).toBe(200);
    }
    await refused('dealer1', 'sub1', 1001, 400, 'commissionAboveParent');
    await refused('adminA', 'dealer1', 599, 400, 'commissionBelowChild');
    for (const bad of [10_001, -1, 12.5, '10']) await refused('adminA', 'dealer1', bad, 400);
    expect((await update('adminA', 'dealer1', 10_001)).json<{ key: string }>().key).toBe(
      'commissionRateRange',
    );
    await refused('dealer1', 'player1b', 100, 400, 'commissionDealersOnly');
    await refused('adminA', 'adminA', 100, 403);
    await refused('sub1', 'sub1', 500, 403);
    await refused('dealer2', 'sub1', 500, 403);
    await refused('adminB', 'dealer1', 500, 403);

    const record = async (actor: Name, target: Name) =>
      (await post('user', { targetUserId: accounts[target].id }, accounts[actor])).json<{
        user: { commission: unknown };
      }>().user.commission;
    expect(await record('dealer1', 'sub1')).toEqual({ rate: 600, ceiling: 1000 });
    expect(await record('adminA', 'dealer1')).toEqual({ rate: 1000, ceiling: 10_000 });
    expect(await record('dealer1', 'player1b')).toBeNull();

    const audit = await post('audit', { action: 'user.update' }, accounts.adminA);
    const entries = audit.json<{
      rows: { targetId: string; before: unknown; after: unknown }[];
    }>().rows;
    expect(entries.find((e) => e.targetId === String(accounts.sub1.id))).toMatchObject({
      before: { commissionRate: 0 },
      after: { commissionRate: 600 },
    });
    expect(entries).toHaveLength(3);
  });

  it('reports each dealer’s rate on the ledger’s GGR of its branch, period by period', async () => {
    // A football match, so a 2:1 result decides its 1X2 market.
    const open = openOutcomes(t, 10).find((o) => o.match.sportId === 1);
    if (!open) throw new Error('no open football match');
    const { match, market } = open;
    for (const player of PLAYERS) {
      const bet = BETS[player];
      const outcome = market.outcomes.find((o) => o.outcomeId === bet.outcomeId);
      if (!outcome) throw new Error(`no outcome ${bet.outcomeId}`);
      await giveCredit(t.database.db, accounts[player].id, 1_000_00);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/createCoupon',
        payload: { ...couponRequest([tipOf(match, market, outcome)], bet.stake) },
        headers: { host: accounts[player].host, authorization: `Bearer ${accounts[player].token}` },
      });
      expect(res.json<{ status: boolean }>().status, res.body).toBe(true);
    }
    // Settled the next day: the stakes are day 1's GGR, the winner's payout day 2's loss.
    t.clock.advance(DAY_MS);
    settledAt = t.clock.now();
    await recordResult(t.database.db, match.id, endedResult(2, 1), settledAt);
    await settleMatch(t.database.db, match.id, settledAt);
    const dayOf = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: DEFAULT_TIME_ZONE });
    expect(dayOf(new Date(settledAt.getTime() - DAY_MS))).not.toBe(dayOf(settledAt));

    for (const actor of ['adminA', 'dealer1', 'sub1', 'dealer2'] as const) {
      for (const period of ['day', 'month'] as const) {
        const periods = async (name: Name) => {
          const [day1 = 0, day2 = 0] = await ledgerGgrs(playersOf(name));
          return period === 'day' ? [day1, day2] : [day1 + day2];
        };
        const res = await post('report', { period }, accounts[actor]);
        expect(res.statusCode, res.body).toBe(200);
        const report = res.json<Report>();
        let sum = 0;
        for (const row of report.rows) {
          const branch = nameOf(row.userId) as Name;
          const rate = RATE[branch];
          const expected = rate === undefined ? null : expectedCommission(await periods(branch), rate);
          expect(row, `${actor} / ${branch} by ${period}`).toMatchObject({
            commissionRate: rate ?? null,
            commission: expected,
          });
          sum += expected ?? 0;
        }
        expect(report.totals.commission).toBe(sum);
        const own = RATE[actor];
        expect(report.dealer, `${actor} by ${period}`).toEqual(
          TREE[actor].role === 'admin' || own === undefined
            ? null
            : { commissionRate: own, commission: expectedCommission(await periods(actor), own) },
        );
      }
    }
    // The day the winner was paid is a loss that earns nothing, and is not set against day 1.
    const [day1 = 0, day2 = 0] = await ledgerGgrs(['player1', 'player1b']);
    expect(day1).toBeGreaterThan(0);
    expect(day1 + day2).toBeLessThan(day1);
    const byDay = (await post('report', { period: 'day' }, accounts.dealer1)).json<Report>();
    expect(byDay.dealer?.commission).toBe(Math.floor(day1 / 10));
  });
});
