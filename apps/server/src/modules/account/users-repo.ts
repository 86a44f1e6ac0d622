import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { creditKindForRole, ensureAccount } from '../wallet/index.ts';
import { type UserRow, users } from './schema.ts';

export type NewUser = typeof users.$inferInsert;

/** Writes the user and opens the ledger account that will hold its credit. */
export async function insertUser(db: Executor, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned nothing');
  await ensureAccount(db, { userId: row.id, kind: creditKindForRole(row.role), currency: row.currency });
  return row;
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** Usernames are stored lowercased; lookups are per site. */
export async function findUserByUsername(
  db: Executor,
  siteId: number,
  username: string,
): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.username, username.trim().toLowerCase())));
  return row ?? null;
}

export async function updatePasswordHash(db: Executor, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

export async function recordLogin(db: Executor, userId: number, at: Date): Promise<void> {
  await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, userId));
}

/** Fields that must be unique per site, as the registration form names them. */
export type UniqueUserFields = {
  username?: string;
  email?: string | null;
  mobile?: string | null;
  idNumber?: string | null;
};

/** Which of the given fields another user of the site already holds (checked in form order). */
export async function findTakenField(
  db: Executor,
  siteId: number,
  fields: UniqueUserFields,
): Promise<keyof UniqueUserFields | null> {
  const checks: [keyof UniqueUserFields, SQL | null][] = [
    ['username', fields.username ? eq(users.username, fields.username.toLowerCase()) : null],
    ['email', fields.email ? sql`lower(${users.email}) = ${fields.email.toLowerCase()}` : null],
    ['mobile', fields.mobile ? eq(users.mobile, fields.mobile) : null],
    ['idNumber', fields.idNumber ? eq(users.idNumber, fields.idNumber) : null],
  ];
  for (const [field, condition] of checks) {
    if (!condition) continue;
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.siteId, siteId), condition))
      .limit(1);
    if (row) return field;
  }
  return null;
}

/** An active affiliate of the site, by affiliate link or by user id. */
export async function findActiveAffiliate(
  db: Executor,
  siteId: number,
  by: { link: string } | { userId: number },
): Promise<UserRow | null> {
  const match = 'link' in by ? eq(users.affiliateLink, by.link) : eq(users.id, by.userId);
  const [row] = await db
    .select()
    .from(users)
    .where(and(match, eq(users.siteId, siteId), eq(users.affiliateStatus, 1), eq(users.status, 1)));
  return row ?? null;
}

/** The dealer new players of a site go under: the named one if it exists, else the site's first dealer. */
export async function findRegistrationDealer(
  db: Executor,
  siteId: number,
  username: string | null,
): Promise<UserRow | null> {
  const dealers = and(eq(users.siteId, siteId), eq(users.role, 'dealer'));
  if (username) {
    const [named] = await db
      .select()
      .from(users)
      .where(and(dealers, eq(users.username, username.trim().toLowerCase())));
    if (named) return named;
  }
  const [first] = await db.select().from(users).where(dealers).orderBy(asc(users.id)).limit(1);
  return first ?? null;
}

export type ProfileFields = Pick<
  NewUser,
  'sex' | 'address' | 'city' | 'countryId' | 'postCode' | 'autoprint'
>;

export async function updateProfileFields(db: Executor, userId: number, fields: ProfileFields, at: Date) {
  await db
    .update(users)
    .set({ ...fields, updatedAt: at })
    .where(eq(users.id, userId));
}

/** Marks a waiting account active; false when it was not waiting for activation. */
export async function markActivated(db: Executor, userId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ activation: 0, updatedAt: at })
    .where(and(eq(users.id, userId), inArray(users.activation, [1, 2])))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** The columns the back office may change on a user. */
export type OfficeUserFields = Partial<
  Pick<
    NewUser,
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'mobile'
    | 'status'
    | 'onlineUser'
    | 'staketype'
    | 'roleId'
    | 'userLimit'
    | 'dealerLimit'
    | 'commissionRate'
    | 'permissions'
    | 'limits'
  >
>;

export async function updateUserFields(db: Executor, userId: number, fields: OfficeUserFields, at: Date) {
  const [row] = await db
    .update(users)
    .set({ ...fields, updatedAt: at })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new Error(`user ${userId} vanished`);
  return row;
}

/** Makes a user an active affiliate (1) or not (0) with the link referred players register through. */
export async function setAffiliateStatus(
  db: Executor,
  userId: number,
  affiliate: { status: 0 | 1; link: string | null },
  at: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ affiliateStatus: affiliate.status, affiliateLink: affiliate.link, updatedAt: at })
    .where(eq(users.id, userId));
}

/** The users an affiliate referred, oldest first, a page of them when asked, and how many in all. */
export async function referredUsers(
  db: Executor,
  affiliateId: number,
  page?: { offset: number; limit: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const query = db.select().from(users).where(eq(users.referrerId, affiliateId)).orderBy(asc(users.id));
  const rows = page ? await query.offset(page.offset).limit(page.limit) : await query;
  if (!page) return { rows, total: rows.length };
  const [counted] = await db.select({ n: count() }).from(users).where(eq(users.referrerId, affiliateId));
  return { rows, total: counted?.n ?? 0 };
}
