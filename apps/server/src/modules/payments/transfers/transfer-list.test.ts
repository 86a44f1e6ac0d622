import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { buildUser, defaultSite } from '../../../test/factories.ts';
import { call } from '../../../test/http.ts';
import { register } from '../../../test/registration.ts';
import { sessionCookie } from '../../../test/session.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { insertTransferRequest } from '../index.ts';

describe.each(testDatabaseKinds)('transfer requests (trfs) on %s', (kind) => {
  const t = useTestApp(kind);
  let cookie: string;
  let userId: number;
  beforeAll(async () => {
    const res = await register(t);
    if (res.statusCode !== 200) throw new Error(res.body);
    cookie = sessionCookie(res) ?? '';
    userId = (res.json() as { userId: number }).userId;
  });

  const trfs = (body: Record<string, unknown> = {}) => call(t.app, 'trfs', body, { cookie });

  it('needs a session', async () => {
    const res = await call(t.app, 'trfs', {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: false, key: 'loginRequired' });
  });

  it('is empty before any request exists', async () => {
    const res = await trfs({
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      status: '',
      order: 0,
      limit: 50,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, results: [], totalCount: 0 });
  });

  describe('with requests', () => {
    beforeAll(async () => {
      const site = await defaultSite(t.database.db);
      const other = await buildUser(t.database.db);
      const base = { siteId: site.id, catName: 'Havale', payTag: 'havale', logo: '/img/havale.png' };
      const rows = [
        { userId, transferType: 0, amount: 123_450, status: 0, createdAt: new Date('2026-05-01T10:00:00Z') },
        {
          userId,
          transferType: 1,
          amount: 5_000,
          status: 1,
          reqResult: 'Paid',
          createdAt: new Date('2026-05-10T10:00:00Z'),
        },
        {
          userId,
          transferType: 0,
          amount: 20_000,
          status: 2,
          note: 'IBAN wrong',
          createdAt: new Date('2026-05-20T23:59:00Z'),
        },
        {
          userId: other.id,
          transferType: 0,
          amount: 99_900,
          status: 0,
          createdAt: new Date('2026-05-15T10:00:00Z'),
        },
      ];
      for (const row of rows) await insertTransferRequest(t.database.db, { ...base, ...row });
    });

    it("lists only the caller's requests, newest first, in the spec's shape", async () => {
      const res = await trfs({ userId: 999_999 });
      const body = res.json() as { results: Record<string, unknown>[]; totalCount: number };
      expect(body.totalCount).toBe(3);
      expect(body.results.map((r) => r.amount)).toEqual([200, 50, 1234.5]);
      expect(body.results[0]).toEqual({
        id: expect.any(Number),
        logo: '/img/havale.png',
        catName: 'Havale',
        payTag: 'havale',
        note: 'IBAN wrong',
        transferType: 0,
        amount: 200,
        status: 2,
        reqResult: '',
        createdAt: '2026-05-20T23:59:00.000Z',
      });
    });

    it('filters by status and by whole days', async () => {
      const confirmed = (await trfs({ status: 1 })).json() as { results: { reqResult: string }[] };
      expect(confirmed.results.map((r) => r.reqResult)).toEqual(['Paid']);
      const waiting = (await trfs({ status: '0' })).json() as { totalCount: number };
      expect(waiting.totalCount).toBe(1);
      const all = (await trfs({ status: -1 })).json() as { totalCount: number };
      expect(all.totalCount).toBe(3);

      // 23:59 UTC on 20.05 is 21.05 in Istanbul, the zone days are read in by default.
      const may10to20 = (await trfs({ startDate: '2026-05-10', endDate: '20/05/2026' })).json() as {
        results: { amount: number }[];
      };
      expect(may10to20.results.map((r) => r.amount)).toEqual([50]);
      const may10to21 = (await trfs({ startDate: '2026-05-10', endDate: '21.05.2026' })).json() as {
        results: { amount: number }[];
      };
      expect(may10to21.results.map((r) => r.amount)).toEqual([200, 50]);
      const fromMay11 = (await trfs({ startDate: '2026/05/11' })).json() as { totalCount: number };
      expect(fromMay11.totalCount).toBe(1);
    });

    it('pages with order (offset) and limit', async () => {
      const page = (await trfs({ order: 1, limit: 1 })).json() as {
        results: { amount: number }[];
        totalCount: number;
      };
      expect(page).toMatchObject({ totalCount: 3, results: [{ amount: 50 }] });
      const past = (await trfs({ order: 5 })).json() as { results: unknown[]; totalCount: number };
      expect(past).toEqual({ status: true, results: [], totalCount: 3 });
    });

    it('refuses a page over 50 and an unknown status', async () => {
      for (const body of [{ limit: 51 }, { status: 3 }]) {
        const res = await trfs(body);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ status: false, key: 'invalidInput' });
      }
    });

    // The same words as the coupon list's (ucps) for the same mistakes.
    it('refuses a date it cannot read and a range that ends before it starts', async () => {
      for (const body of [{ startDate: '2026-13-01' }, { endDate: 'yesterday' }]) {
        const res = await trfs(body);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ status: false, key: 'invalidDate' });
      }
      const reversed = await trfs({ startDate: '30/05/2026', endDate: '2026/05/01' });
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json()).toMatchObject({ status: false, key: 'dateRangeInvalid' });
    });
  });

  // The coupon list (ucps) reads the same days: 22:30 UTC on 24.11 is 01:30 on 25.11 in Istanbul.
  it("lists a request under its day in the player's zone", async () => {
    const res = await register(t);
    const other = { cookie: sessionCookie(res) ?? '' };
    const site = await defaultSite(t.database.db);
    await insertTransferRequest(t.database.db, {
      siteId: site.id,
      userId: (res.json() as { userId: number }).userId,
      catName: 'Havale',
      payTag: 'havale',
      logo: '/img/havale.png',
      transferType: 0,
      amount: 10_000,
      status: 0,
      createdAt: new Date('2026-11-24T22:30:00Z'),
    });
    const count = async (body: Record<string, unknown>) =>
      ((await call(t.app, 'trfs', body, other)).json() as { totalCount: number }).totalCount;
    expect(await count({ startDate: '24.11.2026', endDate: '24.11.2026' })).toBe(0);
    expect(await count({ startDate: '25.11.2026', endDate: '2026-11-25' })).toBe(1);
    expect(await count({ startDate: '24.11.2026', endDate: '24.11.2026', timezone: 'UTC' })).toBe(1);
  });
});
