// The back office's user list: one page of a site's (or a dealer subtree's) users with their credit.
// account_user_list reads ledger_accounts for the credit column, so a page sorted by credit is one
// statement; the wallet owns that table and this is the only read of it from here.
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containingPattern, rowsOf, toSafeInteger } from '../../db/sql-values.ts';
import { childCounts } from './child-counts.ts';

/** Whose users a list covers: a whole site or the subtree below one user; never the lister (`selfId`). */
export type TreeScope = { siteId: number; belowUserId: number | null; selfId: number | null };

export type UserListQuery = {
  scope: TreeScope;
  page: number;
  pageSize: number;
  sort?: 'id' | 'username' | 'role' | 'status' | 'credit' | 'createdAt' | 'lastLoginAt' | undefined;
  dir: 'asc' | 'desc';
  q?: string | undefined;
  role?: string | undefined;
  status?: number | undefined;
  parentId?: number | undefined;
  /** One user only (the row of an account just opened or changed). */
  id?: number | undefined;
};

export type UserListRow = {
  id: number;
  username: string;
  role: string;
  roleName: string | null;
  status: number;
  parentId: number | null;
  parentName: string | null;
  firstName: string;
  lastName: string;
  email: string | null;
  currency: string;
  credit: number;
  userLimit: number;
  dealerLimit: number;
  childCount: number;
  createdAt: Date;
  lastLoginAt: Date | null;
};

type Row = Record<string, unknown>;

type Sort = NonNullable<UserListQuery['sort']>;

/** A user's own sort keys: each has an index, so a page of a big site reads it in order. */
const userKeys: Record<Exclude<Sort, 'credit'>, SQL> = {
  id: sql`u.id`,
  username: sql`u.username`,
  role: sql`u.role`,
  status: sql`u.status`,
  createdAt: sql`u.created_at`,
  lastLoginAt: sql`u.last_login_at`,
};

/**
 * The ids and sort keys of a list's users in order, before any other column is joined: a deep page
 * skips ids, not joined rows. By credit, the credit accounts' balance index leads.
 */
const ranked = (sort: Sort, where: SQL): SQL =>
  sort === 'credit'
    ? sql`select a.user_id as id, a.balance as sort_key from users u
        join ledger_accounts a on a.user_id = u.id and a.currency = u.currency and a.kind in ('player', 'dealer')
        where ${where}`
    : sql`select u.id, ${userKeys[sort]} as sort_key from users u where ${where}`;

/** The sort keys of a search's hits: the credit looked up per hit, as hits are few. */
const hitKeys: Record<Sort, SQL> = {
  ...userKeys,
  credit: sql`(select a.balance from ledger_accounts a
    where a.user_id = u.id and a.currency = u.currency and a.kind in ('player', 'dealer'))`,
};

/** Up to how many hits a search counts as few (measured first, cheaply, with a capped count). */
const FEW_HITS = 1000;

async function countUpTo(db: Executor, where: SQL, cap: number): Promise<number> {
  const [row] = rowsOf<Row>(
    await db.execute(
      sql`select count(*) as n from (select 1 from users u where ${where} limit ${cap + 1}) x`,
    ),
  );
  return toSafeInteger(row?.n ?? 0);
}

/** A user row of the list: the user, its role's and parent's names, and its credit. */
const listed = sql`
  select u.id, u.username, u.role, r.name as role_name, u.status, u.parent_id, p.username as parent_name,
    u.first_name, u.last_name, u.email, u.currency, a.balance as credit, u.user_limit,
    u.dealer_limit, u.created_at, u.last_login_at
  from users u
  left join roles r on r.id = u.role_id
  left join users p on p.id = u.parent_id
  join ledger_accounts a on a.user_id = u.id and a.currency = u.currency and a.kind in ('player', 'dealer')`;

/** What a search looks in: the expression of the users_search trigram index (migration 0018). */
export const userSearchText = (alias: SQL = sql`u`): SQL =>
  sql`lower(${alias}.username || ' ' || ${alias}.first_name || ' ' || ${alias}.last_name || ' ' || coalesce(${alias}.email, ''))`;

/** A search by text, or by id when it is a number. */
export function userSearchCondition(q: string, alias: SQL = sql`u`): SQL {
  const byText = sql`${userSearchText(alias)} like ${containingPattern(q.toLowerCase())}`;
  return /^\d{1,9}$/.test(q) ? sql`(${byText} or ${alias}.id = ${Number(q)})` : byText;
}

/** The filters of a list, scope first: every statement of the list shares them. */
export function userScopeCondition(scope: TreeScope, alias: SQL = sql`u`): SQL {
  const site =
    scope.selfId === null
      ? sql`${alias}.site_id = ${scope.siteId}`
      : sql`${alias}.site_id = ${scope.siteId} and ${alias}.id <> ${scope.selfId}`;
  if (scope.belowUserId === null) return site;
  return sql`${site} and ${alias}.path @> array[${scope.belowUserId}]::integer[]`;
}

function filters(query: UserListQuery): SQL {
  const parts = [userScopeCondition(query.scope)];
  if (query.role) parts.push(sql`u.role = ${query.role}`);
  if (query.status !== undefined) parts.push(sql`u.status = ${query.status}`);
  if (query.parentId !== undefined) parts.push(sql`u.parent_id = ${query.parentId}`);
  if (query.id !== undefined) parts.push(sql`u.id = ${query.id}`);
  const q = query.q?.trim();
  if (q) parts.push(userSearchCondition(q));
  return sql.join(parts, sql` and `);
}

const orNull = <T>(value: unknown, map: (v: unknown) => T): T | null => (value == null ? null : map(value));
const asDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

/** One page of users and how many match in all. */
export async function listUsers(
  db: Executor,
  query: UserListQuery,
): Promise<{ rows: UserListRow[]; total: number }> {
  const where = filters(query);
  const dir = query.dir === 'desc' ? sql`desc` : sql`asc`;
  const sort = query.sort ?? 'id';
  const range = sql`limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`;
  const few = query.q?.trim() ? await countUpTo(db, where, FEW_HITS) : FEW_HITS + 1;
  // The indexes' own orders (nulls after values ascending, before them descending).
  const order = sql`order by sort_key ${dir}, id ${dir}`;
  // A search with few hits gathers them by the trigram index first, then sorts them: left to
  // itself the planner may walk the sort's index instead, reading most of a site for a page.
  const page =
    few <= FEW_HITS
      ? sql`with hits as materialized (select u.id, ${hitKeys[sort]} as sort_key from users u where ${where}),
          page as (select id, sort_key from hits ${order} ${range})`
      : sql`with page as (${ranked(sort, where)} ${order} ${range})`;
  const rows = rowsOf<Row>(
    await db.execute(sql`${page} ${listed} join page on page.id = u.id
      order by page.sort_key ${dir}, page.id ${dir}`),
  );
  const total =
    few <= FEW_HITS
      ? few
      : rowsOf<Row>(await db.execute(sql`select count(*) as n from users u where ${where}`))[0]?.n;
  const children = await childCounts(
    db,
    rows.map((r) => ({ id: toSafeInteger(r.id), role: String(r.role) })),
  );
  return {
    total: toSafeInteger(total ?? 0),
    rows: rows.map((r) => ({
      id: toSafeInteger(r.id),
      username: String(r.username),
      role: String(r.role),
      roleName: orNull(r.role_name, String),
      status: toSafeInteger(r.status),
      parentId: orNull(r.parent_id, toSafeInteger),
      parentName: orNull(r.parent_name, String),
      firstName: String(r.first_name),
      lastName: String(r.last_name),
      email: orNull(r.email, String),
      currency: String(r.currency),
      credit: toSafeInteger(r.credit),
      userLimit: toSafeInteger(r.user_limit),
      dealerLimit: toSafeInteger(r.dealer_limit),
      childCount: children.get(toSafeInteger(r.id)) ?? 0,
      createdAt: asDate(r.created_at),
      lastLoginAt: orNull(r.last_login_at, asDate),
    })),
  };
}

/**
 * The branch of `parentId` a user of its subtree belongs to: the child of `parentId` on its path
 * (the user itself when it sits directly below); of a site's top (null), its root. Reports roll
 * figures up the tree by it.
 */
export const userBranchColumn = (parentId: number | null, alias: SQL = sql`u`): SQL =>
  parentId === null
    ? sql`${alias}.path[1]`
    : sql`${alias}.path[array_position(${alias}.path, ${parentId}::integer) + 1]`;
