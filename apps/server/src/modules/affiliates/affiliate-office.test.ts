// The back office's affiliates through the HTTP API: who may see and decide them (the site's staff
// with the payments right, never another site's), closing periods now (paid once, also when two
// instances are asked at the same moment) and the statements with their items.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../../http/app-instance.ts';
import { TestClock } from '../../test/clock.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildUser } from '../../test/factories.ts';
import { freshIp } from '../../test/http.ts';
import { signIn } from '../../test/session.ts';
import { sql } from '../../test/sql.ts';
import { useTestApp } from '../../test/test-app.ts';
import { startTwoInstances, type TwoInstances } from '../../test/two-instances.ts';
import { type Caller, NAMES, type Name, seedTwoSiteTree } from '../../test/two-site-tree.ts';
import { requestAffiliate } from './affiliates-repo.ts';
import { buildAffiliate, buildReferred, play } from './test-affiliates.ts';

const DAY = 86_400_000;

describe.each(testDatabaseKinds)('affiliates in the back office on %s', (kind) => {
  const t = useTestApp(kind);
  let accounts: Record<Name, Caller>;
  let post: Awaited<ReturnType<typeof seedTwoSiteTree>>['post'];
  beforeAll(async () => {
    ({ accounts, post } = await seedTwoSiteTree(t));
  });

  it('lets only the site’s own staff with the payments right list and decide affiliates', async () => {
    const player = await buildUser(t.database.db);
    await requestAffiliate(t.database.db, player.id, player.siteId, t.clock.now());
    expect((await post('affiliates', {})).statusCode).toBe(401);
    for (const name of NAMES) {
      const res = await post('affiliates', { status: 'pending' }, accounts[name]);
      expect(res.statusCode, name).toBe(name.startsWith('admin') ? 200 : 403);
    }
    const own = (await post('affiliates', { status: 'pending' }, accounts.adminA)).json().affiliates;
    expect(own.map((a: { userId: number }) => a.userId)).toContain(player.id);
    const other = (await post('affiliates', {}, accounts.adminB)).json().affiliates;
    expect(other.map((a: { userId: number }) => a.userId)).not.toContain(player.id);

    const terms = { userId: player.id, percentBp: 3000, cutoff: 0, carryOver: false, tierBp: 500 };
    expect((await post('approveAffiliate', terms, accounts.adminB)).statusCode).toBe(404);
    expect((await post('approveAffiliate', terms, accounts.dealer1)).statusCode).toBe(403);
    expect(
      (await post('approveAffiliate', { ...terms, percentBp: 10_001 }, accounts.adminA)).statusCode,
    ).toBe(400);
    const approved = await post('approveAffiliate', terms, accounts.adminA);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().affiliate).toMatchObject({
      status: 'active',
      percentBp: 3000,
      carryOver: false,
      tierBp: 500,
    });
    const [audit] = await sql<{ action: string; after: { percentBp: number } }>(
      t,
      `select action, after from audit_log where target_id = $1 order by id desc limit 1`,
      [String(player.id)],
    );
    expect(audit).toMatchObject({ action: 'affiliate.approved', after: { percentBp: 3000 } });
  });

  it('closes ended periods now, once, and shows the statement with its items', async () => {
    // Approved in May (the test clock stands on 01.06.2026 12:00 UTC): May closed at 31.05 18:00 UTC.
    const affiliate = await buildAffiliate(
      t.database.db,
      { percentBp: 2000 },
      new Date('2026-05-02T00:00:00Z'),
    );
    const player = await buildReferred(t.database.db, affiliate.userId);
    await play(t.database.db, player.id, { stake: 250_00, win: 50_00 }, new Date('2026-05-10T00:00:00Z'));
    const close = () => post('closeAffiliatePeriods', { userId: affiliate.userId }, accounts.adminA);
    const first = await close();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().closed).toEqual(['2026-05']);
    expect((await close()).json().closed).toEqual([]);
    expect(
      (await post('affiliateStatements', { userId: affiliate.userId }, accounts.adminB)).statusCode,
    ).toBe(404);
    const statements = (
      await post('affiliateStatements', { userId: affiliate.userId }, accounts.adminA)
    ).json();
    expect(statements.statements).toEqual([
      expect.objectContaining({
        periodId: '2026-05',
        stakes: 250_00,
        wins: 50_00,
        ngr: 200_00,
        share: 40_00,
        total: 40_00,
        items: [{ userId: player.id, username: player.username, stakes: 250_00, wins: 50_00, bonuses: 0 }],
      }),
    ]);
  });
});

describe.each(testDatabaseKinds)('affiliate periods closed on two instances on %s', (kind) => {
  const clock = new TestClock();
  let two: TwoInstances;
  beforeAll(async () => {
    two = await startTwoInstances(kind, clock);
  });
  afterAll(async () => {
    await two?.close();
  });

  it('pays once when both instances close the same period at the same moment', async () => {
    const db = two.database.db;
    const admin = await buildUser(db, { role: 'admin' });
    const affiliate = await buildAffiliate(db, { percentBp: 5000 }, clock.now());
    const player = await buildReferred(db, affiliate.userId);
    await play(db, player.id, { stake: 100_00 }, clock.now());
    clock.advance(31 * DAY);
    const token = await signIn(two.a, admin.username, admin.password);
    const closeOn = (app: AppInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/closeAffiliatePeriods',
        payload: { userId: affiliate.userId },
        headers: { cookie: `sid=${token}` },
        remoteAddress: freshIp(),
      });
    const answers = await Promise.all([closeOn(two.a), closeOn(two.b), closeOn(two.a), closeOn(two.b)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers.flatMap((r) => r.json().closed)).toEqual(['2026-06']);
    const paid = await two.database.withConnection((c) =>
      c.query<{ n: string; total: string }>(
        `select count(distinct t.id) as n, sum(p.amount) as total from ledger_transactions t
           join ledger_postings p on p.transaction_id = t.id join ledger_accounts a on a.id = p.account_id
          where t.kind = 'affiliate_share' and a.user_id = $1`,
        [affiliate.userId],
      ),
    );
    expect([Number(paid[0]?.n), Number(paid[0]?.total)]).toEqual([1, 50_00]);
  });
});
