// Every back-office call, tried by every account of a seeded dealer tree on two sites against every
// account: each actor reaches exactly the users below it on its own site, and shared match data only
// from the platform's site. The expected reach is written out by hand, not derived from the policies.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/sql-values.ts';
import { invalidateSiteCache } from '../modules/site/index.ts';
import { siteDomains, sites } from '../modules/site/schema.ts';
import { buildUser, giveCredit } from '../test/factories.ts';
import { freshIp } from '../test/http.ts';
import { useTestApp } from '../test/test-app.ts';

const SECOND_HOST = 'second.example';
// platform site: adminA → dealer1 → sub1 → player1, dealer1 → player1b, adminA → dealer2 → player2
// second site:   adminB → dealerB → playerB
const TREE = {
  adminA: { role: 'admin', parent: null, second: false },
  dealer1: { role: 'dealer', parent: 'adminA', second: false },
  sub1: { role: 'sub_dealer', parent: 'dealer1', second: false },
  player1: { role: 'player', parent: 'sub1', second: false },
  player1b: { role: 'player', parent: 'dealer1', second: false },
  dealer2: { role: 'dealer', parent: 'adminA', second: false },
  player2: { role: 'player', parent: 'dealer2', second: false },
  adminB: { role: 'admin', parent: null, second: true },
  dealerB: { role: 'dealer', parent: 'adminB', second: true },
  playerB: { role: 'player', parent: 'dealerB', second: true },
} as const;
type Name = keyof typeof TREE;
const NAMES = Object.keys(TREE) as Name[];

/** Whom each account manages: everyone below it, an admin its whole site but itself. */
const MANAGES: Record<Name, Name[]> = {
  adminA: ['dealer1', 'sub1', 'player1', 'player1b', 'dealer2', 'player2'],
  dealer1: ['sub1', 'player1', 'player1b'],
  sub1: ['player1'],
  player1: [],
  player1b: [],
  dealer2: ['player2'],
  player2: [],
  adminB: ['dealerB', 'playerB'],
  dealerB: ['playerB'],
  playerB: [],
};
/** Who may change match data every site shares: the platform site's admin. */
const PLATFORM_STAFF: Name[] = ['adminA'];
const UNKNOWN_MATCH = 987_654_321;

type Caller = { id: number; token: string; host: string };

describe('every back-office call against every account of two sites', () => {
  const t = useTestApp('pglite');
  const accounts = {} as Record<Name, Caller>;
  let requests = 0;

  const post = (name: string, body: unknown, caller?: Caller) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/${name}`,
      payload: body as Record<string, unknown>,
      headers: {
        host: caller?.host ?? 'localhost',
        ...(caller ? { authorization: `Bearer ${caller.token}` } : {}),
      },
      remoteAddress: freshIp(),
    });
  const transactions = async () =>
    Number(
      rowsOf<{ n: unknown }>(
        await t.database.db.execute(sql`select count(*) as n from ledger_transactions`),
      )[0]?.n,
    );

  /** How each call is tried on a target, and what an allowed call answers. */
  const CALLS = {
    creditTransfer: {
      target: 'user' as const,
      body: (target: Name) => ({
        targetUserId: accounts[target].id,
        amount: 0.01,
        direction: 'deposit',
        reqId: `walk-request-${++requests}`,
      }),
      allowedStatus: 200,
    },
    matchResult: {
      target: 'platform' as const,
      body: () => ({
        reqId: `walk-request-${++requests}`,
        matchId: UNKNOWN_MATCH,
        result: { status: 'ended', score: { home: 1, away: 0 }, periods: [] },
      }),
      allowedStatus: 404,
    },
    tvStream: {
      target: 'platform' as const,
      body: () => ({ matchId: UNKNOWN_MATCH, url: 'https://tv.example/1' }),
      allowedStatus: 404,
    },
  };

  beforeAll(async () => {
    const [second] = await t.database.db.insert(sites).values({ name: 'Second', operatorId: 2 }).returning();
    if (!second) throw new Error('no second site');
    await t.database.db.insert(siteDomains).values({ domain: SECOND_HOST, siteId: second.id });
    invalidateSiteCache();
    for (const name of NAMES) {
      const spec = TREE[name];
      const user = await buildUser(t.database.db, {
        role: spec.role,
        parentId: spec.parent ? accounts[spec.parent].id : null,
        ...(spec.second ? { siteId: second.id } : {}),
      });
      if (spec.role !== 'player') await giveCredit(t.database.db, user.id, 1_000_00);
      const host = spec.second ? SECOND_HOST : 'localhost';
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { userName: user.username, password: user.password },
        headers: { host },
        remoteAddress: freshIp(),
      });
      expect(login.statusCode, login.body).toBe(200);
      accounts[name] = { id: user.id, token: login.json<{ token: string }>().token, host };
    }
  });

  it('covers every /api/admin call the server has', () => {
    const documented = Object.keys((t.app.swagger() as { paths: Record<string, unknown> }).paths)
      .filter((path) => path.startsWith('/api/admin/'))
      .map((path) => path.slice('/api/admin/'.length));
    expect(documented.sort()).toEqual(Object.keys(CALLS).sort());
  });

  it('asks a visitor to sign in and refuses everyone without the right before reading the payload', async () => {
    for (const name of Object.keys(CALLS)) {
      expect((await post(name, {})).statusCode).toBe(401);
      for (const actor of NAMES) {
        const call = CALLS[name as keyof typeof CALLS];
        const mayAny = call.target === 'user' ? MANAGES[actor].length > 0 : PLATFORM_STAFF.includes(actor);
        const res = await post(name, {}, accounts[actor]);
        expect(res.statusCode, `${actor} → ${name} {}`).toBe(mayAny ? 400 : 403);
      }
    }
  });

  it('lets each actor change exactly the users it manages, and nothing else', async () => {
    for (const actor of NAMES) {
      for (const target of NAMES) {
        const before = await transactions();
        const res = await post('creditTransfer', CALLS.creditTransfer.body(target), accounts[actor]);
        const allowed = MANAGES[actor].includes(target);
        expect(res.statusCode, `${actor} → creditTransfer ${target}: ${res.body}`).toBe(allowed ? 200 : 403);
        expect(await transactions()).toBe(before + (allowed ? 1 : 0));
      }
    }
  });

  it('lets only platform staff touch shared match data', async () => {
    for (const name of ['matchResult', 'tvStream'] as const) {
      for (const actor of NAMES) {
        const res = await post(name, CALLS[name].body(), accounts[actor]);
        const allowed = PLATFORM_STAFF.includes(actor);
        expect(res.statusCode, `${actor} → ${name}: ${res.body}`).toBe(
          allowed ? CALLS[name].allowedStatus : 403,
        );
      }
    }
  });

  it('applies a role change at the user’s next request', async () => {
    const transfer = () => post('creditTransfer', CALLS.creditTransfer.body('player2'), accounts.dealer2);
    expect((await transfer()).statusCode).toBe(200);
    const [role] = rowsOf<{ id: unknown }>(
      await t.database.db.execute(sql`
        insert into roles (site_id, name, kind, permissions)
        select site_id, 'Viewer', 'dealer', array['users.view', 'coupons.view'] from users where id = ${accounts.dealer2.id}
        returning id`),
    );
    await t.database.db.execute(
      sql`update users set role_id = ${role?.id} where id = ${accounts.dealer2.id}`,
    );
    expect((await transfer()).statusCode).toBe(403);
    await t.database.db.execute(
      sql`update roles set permissions = array['users.view', 'credit.transfer'] where id = ${role?.id}`,
    );
    expect((await transfer()).statusCode).toBe(200);
  });
});
