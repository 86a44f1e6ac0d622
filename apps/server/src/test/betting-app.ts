// The set-up the betting tests share: one app per test file with the simulated feed in its
// catalogue and the ledger checked after every test, players signed in with credit, and coupons
// written for them straight through the schema.
import { afterEach, beforeAll } from 'vitest';
import type { Config } from '../config.ts';
import type { CouponRow } from '../modules/betting/coupons/coupon-queries.ts';
import {
  footballAfter,
  placeTestCoupon,
  placeTestCoupons,
  type TestCoupon,
} from '../modules/betting/test-coupons.ts';
import type { CatalogMatch } from '../modules/catalog/index.ts';
import { expectLedgerSound } from '../modules/wallet/test-support.ts';
import { fundedPlayer } from './betting.ts';
import type { TestDatabaseKind } from './databases.ts';
import type { BuildUserOptions } from './factories.ts';
import { startTestSimulator } from './feed.ts';
import { type TestApp, useTestApp } from './test-app.ts';

/**
 * A test app for the enclosing suite whose catalogue holds the test simulator's matches, its
 * ledger checked sound after every test. Tests share it: each one makes players of its own.
 */
export function useBettingApp(kind: TestDatabaseKind, config: Partial<Config> = {}): TestApp {
  const t = useTestApp(kind, config);
  beforeAll(async () => {
    await startTestSimulator(t.app.catalog.sink, t.clock.now);
    await t.app.catalog.reload();
  });
  afterEach(() => expectLedgerSound(t.database.db));
  return t;
}

/** A signed-in user: passed to `call` as its options, it calls with the user's session. */
export type SignedInUser = { id: number; username: string; cookie: string };

/** A new user (a player unless `role` says otherwise) holding `credit` minor units, signed in. */
export async function signedInUser(
  t: TestApp,
  credit = 0,
  options: BuildUserOptions = {},
): Promise<SignedInUser> {
  const { user, sid } = await fundedPlayer(t, credit, options);
  return { id: user.id, username: user.username, cookie: sid };
}

/** Football matches of the catalogue starting later than `afterMs` from the test's now, soonest first. */
export const upcomingFootball = (t: TestApp, afterMs: number): CatalogMatch[] =>
  footballAfter(t.app.catalog.store, t.clock.now().getTime() + afterMs);

export type UserCoupon = Omit<TestCoupon, 'userId'>;

/** Writes the user's coupons straight through the schema, placed at the test's now unless dated. */
export const writeCoupons = (
  t: TestApp,
  userId: number,
  specs: readonly UserCoupon[],
): Promise<CouponRow[]> =>
  placeTestCoupons(
    t.database.db,
    specs.map((spec) => ({ userId, ...spec })),
    t.clock.now(),
  );

/** Writes one coupon of the user straight through the schema. */
export const writeCoupon = (t: TestApp, userId: number, spec: UserCoupon): Promise<CouponRow> =>
  placeTestCoupon(t.database.db, { userId, ...spec }, t.clock.now());
