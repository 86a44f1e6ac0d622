// A dealer tree on two sites, every account signed in: the fixture of the back-office walks, which
// try each call as each account against each account. Expected reach is written out by hand.
import { expect } from 'vitest';
import { seedBase } from '../db/seed.ts';
import { invalidateSiteCache } from '../modules/site/index.ts';
import { siteDomains, sites } from '../modules/site/schema.ts';
import { buildUser, giveCredit } from './factories.ts';
import { freshIp } from './http.ts';
import type { TestApp } from './test-app.ts';

export const SECOND_HOST = 'second.example';
// platform site: adminA → dealer1 → sub1 → player1, dealer1 → player1b, adminA → dealer2 → player2
// second site:   adminB → dealerB → playerB
export const TREE = {
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
export type Name = keyof typeof TREE;
export const NAMES = Object.keys(TREE) as Name[];

/** Whom each account manages: everyone below it, an admin its whole site but itself. */
export const MANAGES: Record<Name, Name[]> = {
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

export type Caller = { id: number; token: string; host: string };

/** Builds the tree, signs every account in and answers a caller per name and a poster of admin calls. */
export async function seedTwoSiteTree(t: TestApp) {
  const [second] = await t.database.db.insert(sites).values({ name: 'Second', operatorId: 2 }).returning();
  if (!second) throw new Error('no second site');
  await t.database.db.insert(siteDomains).values({ domain: SECOND_HOST, siteId: second.id });
  // As at a start: the base seed gives every site what it needs (its roles).
  await seedBase(t.database.db);
  invalidateSiteCache();
  const accounts = {} as Record<Name, Caller>;
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
  const nameOf = (id: number) => NAMES.find((name) => accounts[name].id === id);
  return { accounts, post, nameOf, secondSiteId: second.id };
}
