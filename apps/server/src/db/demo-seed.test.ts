import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../modules/wallet/index.ts';
import { testDatabaseKinds } from '../test/databases.ts';
import { databaseFingerprint } from '../test/fingerprint.ts';
import { useTestApp } from '../test/test-app.ts';
import { DEMO_LOGINS, seedDemo } from './seed.ts';
import { rowsOf } from './sql-values.ts';

describe.each(testDatabaseKinds)('demo seed on %s', (kind) => {
  const t = useTestApp(kind);
  beforeAll(() => seedDemo(t.database.db));

  const signIn = async (userName: string, password: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { userName, password } });
    expect(res.statusCode).toBe(200);
    return res.json().token as string;
  };
  const userData = async (token: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/getUserData',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();

  it('running it again changes nothing', async () => {
    const before = await databaseFingerprint(t.database);
    await seedDemo(t.database.db);
    expect(await databaseFingerprint(t.database)).toEqual(before);
  });

  it('every demo login works and the demo player has 1,000.00 credit from the dealer', async () => {
    for (const login of DEMO_LOGINS) await signIn(login.username, login.password);
    const demo = await userData(await signIn('demo', 'demo1234'));
    expect(demo).toMatchObject({ userName: 'demo', credit: 1000, currency: 'TRY' });
    expect(demo.casinoUser).toEqual({ status: 1 });
    expect(demo.liveUser).toEqual({ status: 1 });
  });

  it('the second player has only the sport product on', async () => {
    const info = await userData(await signIn('sportonly', 'sport1234'));
    expect(info.sportUser).toEqual({ status: 1 });
    for (const name of ['liveUser', 'casinoUser', 'slotUser', 'virtualUser', 'bingoUser', 'tvgamesUser']) {
      expect(info[name]).toEqual({ status: 0 });
    }
    expect(info.credit).toBe(500);
  });

  it('gives the demo staff their kind’s seeded role, and the players none', async () => {
    const held = rowsOf<{ username: string; role: string | null }>(
      await t.database.db.execute(sql`
        select u.username, r.name as role from users u left join roles r on r.id = u.role_id
        where u.username in ('admin', 'dealer', 'subdealer', 'demo')`),
    );
    expect(Object.fromEntries(held.map((row) => [row.username, row.role]))).toEqual({
      admin: 'Yönetici',
      dealer: 'Bayi',
      subdealer: 'Alt bayi',
      demo: null,
    });
  });

  it('leaves a balanced ledger', async () => {
    const audit = await auditLedger(t.database.db);
    expect(audit).toEqual({ totalsByCurrency: { TRY: 0 }, unbalancedTransactions: [], cacheMismatches: [] });
  });
});
