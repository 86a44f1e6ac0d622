import {
  defaultLimits,
  defaultPermissions,
  PERMISSION_NAMES,
  type PermissionName,
} from '@bet/domain/user-defaults';
import { findUserByUsername, insertUser, seededRoleOf, type UserRow } from '../modules/account/index.ts';
import { hashPassword } from '../modules/auth/index.ts';
import { seedDemoNotifications, seedDemoPromotions } from '../modules/content/index.ts';
import { findDefaultSite } from '../modules/site/index.ts';
import {
  creditAccount,
  ensureAccount,
  postTransaction,
  transfer,
  withIdempotency,
} from '../modules/wallet/index.ts';
import type { Executor } from './client.ts';

type DemoUser = {
  role: 'admin' | 'dealer' | 'sub_dealer' | 'player';
  username: string;
  password: string;
  parent?: string;
  /** Products switched off for this user; everything else is on. */
  productsOff?: PermissionName[];
};

export const DEMO_USERS: readonly DemoUser[] = [
  { role: 'admin', username: 'admin', password: 'admin1234' },
  { role: 'dealer', username: 'dealer', password: 'dealer1234', parent: 'admin' },
  { role: 'sub_dealer', username: 'subdealer', password: 'subdealer1234', parent: 'dealer' },
  { role: 'player', username: 'demo', password: 'demo1234', parent: 'dealer' },
  {
    role: 'player',
    username: 'sportonly',
    password: 'sport1234',
    parent: 'subdealer',
    productsOff: PERMISSION_NAMES.filter((name) => name !== 'sportUser'),
  },
];

export const DEMO_LOGINS = DEMO_USERS.map(({ role, username, password }) => ({ role, username, password }));

// Credit in minor units: the house funds the dealers, the dealers fund their players.
const DEMO_CREDIT: readonly { from: string | 'house'; to: string; amount: number }[] = [
  { from: 'house', to: 'dealer', amount: 1_000_000_00 },
  { from: 'dealer', to: 'subdealer', amount: 50_000_00 },
  { from: 'dealer', to: 'demo', amount: 1_000_00 },
  { from: 'subdealer', to: 'sportonly', amount: 500_00 },
];

async function ensureDemoUser(
  db: Executor,
  site: { id: number; operatorId: number },
  user: DemoUser,
  parent: UserRow | undefined,
) {
  const existing = await findUserByUsername(db, site.id, user.username);
  if (existing) return existing;
  const permissions = defaultPermissions();
  for (const name of user.productsOff ?? []) permissions[name] = { status: 0 };
  // Staff hold their kind's seeded role, so changing it in the back office shows on them.
  const role = await seededRoleOf(db, site.id, user.role);
  return insertUser(db, {
    siteId: site.id,
    operatorId: site.operatorId,
    username: user.username,
    passwordHash: await hashPassword(user.password),
    role: user.role,
    roleId: role?.id ?? null,
    parentId: parent?.id ?? null,
    firstName: user.username === 'demo' ? 'Demo' : user.username,
    lastName: user.role === 'player' ? 'Oyuncu' : 'Bayi',
    birthDate: '1990-01-01',
    email: `${user.username}@demo.local`,
    city: 'İstanbul',
    countryId: 218,
    permissions,
    limits: defaultLimits(),
  });
}

/** The demo dealer tree and players of the default site, with credit moved through the ledger. Idempotent. */
export async function seedDemo(db: Executor): Promise<void> {
  const site = await findDefaultSite(db);
  if (!site) throw new Error('seedDemo needs the base seed first');
  const byName = new Map<string, UserRow>();
  for (const user of DEMO_USERS) {
    byName.set(
      user.username,
      await ensureDemoUser(db, site, user, user.parent ? byName.get(user.parent) : undefined),
    );
  }
  const admin = byName.get('admin')!;
  for (const move of DEMO_CREDIT) {
    const to = byName.get(move.to)!;
    // A fixed request id per move: running the seed again finds the stored result and moves nothing.
    await withIdempotency(
      db,
      {
        actorUserId: admin.id,
        requestId: `demo-seed:${move.from}>${move.to}`,
        operation: 'demoCredit',
        input: move,
      },
      async (tx) => {
        const reference = `demo-seed:${move.to}`;
        if (move.from !== 'house') {
          const from = byName.get(move.from)!;
          return transfer(tx, {
            fromUserId: from.id,
            toUserId: to.id,
            amount: move.amount,
            currency: to.currency,
            kind: 'credit_transfer',
            reference,
            actorUserId: admin.id,
          });
        }
        const house = await ensureAccount(tx, { system: true, kind: 'house', currency: to.currency });
        const account = await creditAccount(tx, to.id, to.currency);
        return postTransaction(tx, {
          kind: 'credit_transfer',
          reference,
          actorUserId: admin.id,
          postings: [
            { accountId: house.id, amount: -move.amount },
            { accountId: account.id, amount: move.amount },
          ],
        });
      },
    );
  }
  // What a player sees at once besides games: the promotions and a welcome from the site's admin.
  await seedDemoPromotions(db, site.id);
  await seedDemoNotifications(db, site.id, admin.id, new Date());
}
