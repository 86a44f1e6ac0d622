// Small builders for tests: users in the tree, with credit.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { findUserById, insertUser, type NewUser, type UserRow } from '../modules/account/index.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { sites } from '../modules/site/schema.ts';
import { creditAccount, ensureAccount, postTransaction } from '../modules/wallet/index.ts';

export const DEFAULT_PASSWORD = 'secret12';

export type Role =
  | 'admin'
  | 'dealer'
  | 'sub_dealer'
  | 'partner'
  | 'terminal'
  | 'terminal_user'
  | 'player'
  | 'affiliate_user'
  | 'robot';

/** Any column of the user may be given; the site, role, name, password, e-mail and birth date have defaults. */
export type BuildUserOptions = Partial<Omit<NewUser, 'id' | 'passwordHash' | 'role' | 'operatorId'>> & {
  role?: Role;
  password?: string;
};

/** The birth date of built users unless given (forgotPassword asks for it). */
export const DEFAULT_BIRTH_DATE = '1990-04-05';

// argon2id is slow on purpose: the default password is hashed once per process.
let defaultHash: Promise<string> | undefined;
const passwordHash = (password: string): Promise<string> => {
  if (password !== DEFAULT_PASSWORD) return hashPassword(password);
  defaultHash ??= hashPassword(DEFAULT_PASSWORD);
  return defaultHash;
};

/** The default site (seeded by createTestApp); a bare one is added when the database has none. */
export async function defaultSite(db: Executor): Promise<{ id: number; operatorId: number }> {
  const find = () =>
    db.select({ id: sites.id, operatorId: sites.operatorId }).from(sites).where(eq(sites.isDefault, true));
  const [existing] = await find();
  if (existing) return existing;
  await db.insert(sites).values({ name: 'Test site', operatorId: 1, isDefault: true }).onConflictDoNothing();
  const [created] = await find();
  if (!created) throw new Error('no default site');
  return created;
}

async function siteById(db: Executor, siteId: number): Promise<{ id: number; operatorId: number }> {
  const [site] = await db
    .select({ id: sites.id, operatorId: sites.operatorId })
    .from(sites)
    .where(eq(sites.id, siteId));
  if (!site) throw new Error(`no site ${siteId}`);
  return site;
}

let userCounter = 0;

/**
 * A user on the default site (or `siteId`): a player unless `role` says otherwise, active, with the
 * password DEFAULT_PASSWORD, an e-mail address of its own and DEFAULT_BIRTH_DATE unless given.
 */
export async function buildUser(
  db: Executor,
  options: BuildUserOptions = {},
): Promise<UserRow & { password: string }> {
  userCounter += 1;
  const { role = 'player', password = DEFAULT_PASSWORD, siteId, ...columns } = options;
  const site = siteId === undefined ? await defaultSite(db) : await siteById(db, siteId);
  const username = columns.username ?? `user${userCounter}x${randomBytes(3).toString('hex')}`;
  const user = await insertUser(db, {
    parentId: null,
    currency: 'TRY',
    status: 1,
    email: `${username}@example.com`,
    birthDate: DEFAULT_BIRTH_DATE,
    ...columns,
    siteId: site.id,
    operatorId: site.operatorId,
    username,
    passwordHash: await passwordHash(password),
    role,
  });
  return { ...user, password };
}

/** Loads `minor` units of credit onto the user's credit account, paid by the house. Returns the transaction id. */
export async function giveCredit(db: Executor, userId: number, minor: number): Promise<number> {
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`no user ${userId}`);
  const house = await ensureAccount(db, { system: true, kind: 'house', currency: user.currency });
  const account = await creditAccount(db, userId, user.currency);
  return postTransaction(db, {
    kind: 'adjustment',
    reference: `test-credit:${userId}`,
    actorUserId: null,
    memo: 'test credit',
    postings: [
      { accountId: house.id, amount: -minor },
      { accountId: account.id, amount: minor },
    ],
  });
}
