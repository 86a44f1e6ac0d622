// The back office's coupon list: every coupon of a site's or a subtree's players, one page at a time.
// betting_office_coupons joins the users table (the account module's) to scope and name the players:
// one statement, where asking the account module for a subtree's ids could mean 100,000 of them.
import type { OfficeCoupon } from '@bet/domain/api/admin/coupons';
import type { UserRole } from '@bet/domain/authz/roles';
import type { CouponStatus, TicketType } from '@bet/domain/betting/types';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { containingPattern, rowsOf, toSafeInteger } from '../../../db/sql-values.ts';
import { type TreeScope, userScopeCondition } from '../../account/index.ts';
import { type TypeFilterCode, typeCondition } from '../coupons/coupon-queries.ts';

export type OfficeCouponQuery = {
  scope: TreeScope;
  page: number;
  pageSize: number;
  sort?: 'createdAt' | 'totalStake' | 'maxPay' | 'income' | 'status' | undefined;
  dir: 'asc' | 'desc';
  from?: Date | undefined;
  to?: Date | undefined;
  status?: CouponStatus | undefined;
  type?: TypeFilterCode | undefined;
  /** Ticket id or player name, part of it. */
  q?: string | undefined;
  user?: string | undefined;
  dealerId?: number | undefined;
  minStake?: number | undefined;
  maxStake?: number | undefined;
  matchId?: number | undefined;
  paid?: boolean | undefined;
};

const sortColumns = {
  createdAt: sql`coupons.created_at`,
  totalStake: sql`coupons.total_stake`,
  maxPay: sql`coupons.max_pay`,
  income: sql`coupons.income`,
  status: sql`coupons.status`,
};

function conditions(query: OfficeCouponQuery): SQL {
  // A live coupon whose hold the odds moved on never became a bet.
  const parts: SQL[] = [userScopeCondition(query.scope), sql`coupons.phase <> 'released'`];
  if (query.from) parts.push(sql`coupons.created_at >= ${query.from.toISOString()}`);
  if (query.to) parts.push(sql`coupons.created_at < ${query.to.toISOString()}`);
  if (query.status !== undefined) parts.push(sql`coupons.status = ${query.status}`);
  if (query.type !== undefined) parts.push(typeCondition(query.type));
  if (query.user) parts.push(sql`u.username = ${query.user.trim().toLowerCase()}`);
  if (query.dealerId) parts.push(sql`u.path @> array[${query.dealerId}]::integer[]`);
  if (query.minStake !== undefined) parts.push(sql`coupons.total_stake >= ${query.minStake}`);
  if (query.maxStake !== undefined) parts.push(sql`coupons.total_stake <= ${query.maxStake}`);
  if (query.paid !== undefined) parts.push(sql`coupons.paid = ${query.paid}`);
  if (query.matchId) {
    parts.push(
      sql`exists (select 1 from coupon_picks mp where mp.coupon_id = coupons.id and mp.match_id = ${query.matchId})`,
    );
  }
  const q = query.q?.trim();
  if (q) {
    const like = containingPattern(q.toLowerCase());
    parts.push(sql`(lower(coupons.ticket_id) like ${like} or u.username like ${like})`);
  }
  return sql.join(parts, sql` and `);
}

type Row = Record<string, unknown>;
const asIso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();

export async function listOfficeCoupons(
  db: Executor,
  query: OfficeCouponQuery,
): Promise<{ rows: OfficeCoupon[]; total: number; sums: { totalStake: number; income: number } }> {
  const where = conditions(query);
  const dir = query.dir === 'asc' ? sql`asc` : sql`desc`;
  const page = await db.execute(sql`
    select coupons.id, coupons.ticket_id, coupons.user_id, u.username, u.role as user_role, p.username as dealer_name,
      coupons.created_at, coupons.ticket_type, coupons.is_live,
      (select count(*) from coupon_picks tp where tp.coupon_id = coupons.id) as picks,
      coupons.currency, coupons.total_stake, coupons.total_odds, coupons.max_pay, coupons.income,
      coupons.status, coupons.paid, coupons.settled_at
    from coupons join users u on u.id = coupons.user_id left join users p on p.id = u.parent_id
    where ${where}
    order by ${sortColumns[query.sort ?? 'createdAt']} ${dir}, coupons.id ${dir}
    limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`);
  const [sums] = rowsOf<Row>(
    await db.execute(sql`
      select count(*) as n, coalesce(sum(coupons.total_stake), 0) as stake, coalesce(sum(coupons.income), 0) as income
      from coupons join users u on u.id = coupons.user_id where ${where}`),
  );
  return {
    total: toSafeInteger(sums?.n ?? 0),
    sums: { totalStake: toSafeInteger(sums?.stake ?? 0), income: toSafeInteger(sums?.income ?? 0) },
    rows: rowsOf<Row>(page).map((r) => ({
      id: toSafeInteger(r.id),
      ticketId: String(r.ticket_id),
      userId: toSafeInteger(r.user_id),
      username: String(r.username),
      userRole: r.user_role as UserRole,
      dealerName: r.dealer_name == null ? null : String(r.dealer_name),
      createdAt: asIso(r.created_at),
      ticketType: r.ticket_type as TicketType,
      isLive: r.is_live === true,
      picks: toSafeInteger(r.picks),
      currency: String(r.currency),
      totalStake: toSafeInteger(r.total_stake),
      totalOdds: toSafeInteger(r.total_odds),
      maxPay: toSafeInteger(r.max_pay),
      income: toSafeInteger(r.income),
      status: toSafeInteger(r.status) as CouponStatus,
      paid: r.paid === true,
      settledAt: r.settled_at == null ? null : asIso(r.settled_at),
    })),
  };
}
