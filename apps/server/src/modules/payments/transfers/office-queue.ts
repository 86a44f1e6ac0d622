// The back office's transfer queue: deposit and withdrawal requests of a site's or a subtree's players,
// one page at a time, with their approvals so far and whether their transfers are blocked.
// payments_office_transfers joins the users table (the account module's) to scope and name the
// players and approvers in one statement, as the other subtree lists do.
import type { OfficeTransfer } from '@bet/domain/api/admin/transfers';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { containingPattern, rowsOf, toSafeInteger } from '../../../db/sql-values.ts';
import { type TreeScope, userScopeCondition } from '../../account/index.ts';

export type TransferQueueQuery = {
  scope: TreeScope;
  page: number;
  pageSize: number;
  sort?: 'createdAt' | 'amount' | 'status' | undefined;
  dir: 'asc' | 'desc';
  from?: Date | undefined;
  to?: Date | undefined;
  status?: 0 | 1 | 2 | undefined;
  transferType?: 0 | 1 | undefined;
  user?: string | undefined;
  /** Player name or request id, part of it. */
  q?: string | undefined;
  /** Only this request (after a decision). */
  id?: number | undefined;
};

const sortColumns = { createdAt: sql`t.created_at`, amount: sql`t.amount`, status: sql`t.status` };
function conditions(query: TransferQueueQuery): SQL {
  const parts: SQL[] = [userScopeCondition(query.scope)];
  if (query.from) parts.push(sql`t.created_at >= ${query.from.toISOString()}`);
  if (query.to) parts.push(sql`t.created_at < ${query.to.toISOString()}`);
  if (query.status !== undefined) parts.push(sql`t.status = ${query.status}`);
  if (query.transferType !== undefined) parts.push(sql`t.transfer_type = ${query.transferType}`);
  if (query.user) parts.push(sql`u.username = ${query.user.trim().toLowerCase()}`);
  if (query.id !== undefined) parts.push(sql`t.id = ${query.id}`);
  const q = query.q?.trim();
  if (q) parts.push(sql`(u.username like ${containingPattern(q.toLowerCase())} or t.id::text = ${q})`);
  return sql.join(parts, sql` and `);
}

type Row = Record<string, unknown>;
const asIso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();
const jsonOf = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

function officeTransfer(r: Row, approvalsNeededAbove: number): OfficeTransfer {
  const amount = toSafeInteger(r.amount);
  return {
    id: toSafeInteger(r.id),
    userId: toSafeInteger(r.user_id),
    username: String(r.username),
    dealerName: r.dealer_name == null ? null : String(r.dealer_name),
    transferType: toSafeInteger(r.transfer_type),
    status: toSafeInteger(r.status),
    currency: String(r.currency),
    amount,
    catName: String(r.cat_name),
    payTag: String(r.pay_tag),
    payType: String(r.pay_type),
    values: jsonOf<{ name: string; value: string }[]>(r.form_values),
    note: String(r.note),
    reqResult: String(r.req_result),
    createdAt: asIso(r.created_at),
    decidedAt: r.decided_at == null ? null : asIso(r.decided_at),
    approvals: jsonOf<{ staffId: number; staffName: string; at: string }[]>(r.approvals).map((a) => ({
      ...a,
      at: asIso(a.at),
    })),
    approvalsNeeded: approvalsNeeded(amount, approvalsNeededAbove),
    blocked: r.blocked === true,
  };
}

/** Two approvals above the site's threshold (minor units; 0 means never), else one. */
export const approvalsNeeded = (amount: number, threshold: number): number =>
  threshold > 0 && amount > threshold ? 2 : 1;

export async function listTransferQueue(
  db: Executor,
  query: TransferQueueQuery,
  secondApprovalAbove: number,
): Promise<{ rows: OfficeTransfer[]; total: number; waiting: { count: number; oldestAt: string | null } }> {
  const where = conditions(query);
  const dir = query.dir === 'asc' ? sql`asc` : sql`desc`;
  const from = sql`transfer_requests t join users u on u.id = t.user_id`;
  const page = await db.execute(sql`
    select t.id, t.user_id, u.username, p.username as dealer_name, t.transfer_type, t.status, t.currency,
      t.amount, t.cat_name, t.pay_tag, t.pay_type, t.form_values, t.note, t.req_result, t.created_at,
      t.decided_at,
      coalesce((select json_agg(json_build_object('staffId', a.staff_id, 'staffName', s.username, 'at', a.created_at)
          order by a.created_at)
        from transfer_approvals a join users s on s.id = a.staff_id where a.transfer_id = t.id), '[]') as approvals,
      exists (select 1 from transfer_blocks b where b.user_id = u.id or b.user_id = any (u.path)) as blocked
    from ${from} left join users p on p.id = u.parent_id
    where ${where}
    order by ${sortColumns[query.sort ?? 'createdAt']} ${dir}, t.id ${dir}
    limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`);
  const [counts] = rowsOf<Row>(
    await db.execute(sql`
      select (select count(*) from ${from} where ${where}) as n,
        (select count(*) from ${from} where ${userScopeCondition(query.scope)} and t.status = 0) as waiting,
        (select min(t.created_at) from ${from} where ${userScopeCondition(query.scope)} and t.status = 0) as oldest`),
  );
  return {
    total: toSafeInteger(counts?.n ?? 0),
    waiting: {
      count: toSafeInteger(counts?.waiting ?? 0),
      oldestAt: counts?.oldest == null ? null : asIso(counts.oldest),
    },
    rows: rowsOf<Row>(page).map((r) => officeTransfer(r, secondApprovalAbove)),
  };
}
