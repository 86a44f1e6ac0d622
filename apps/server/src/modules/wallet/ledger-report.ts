// Stakes, payouts and refunds of a subtree's players, summed from the ledger's postings on their
// credit accounts, per branch of the tree and per period. wallet_ledger_report joins the users table
// (the account module's, as `u`) for the subtree: one statement over what may be 100,000 players.
// The account module writes the conditions on it (see flows/office-report.ts).
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf, toSafeInteger } from '../../db/sql-values.ts';
import type { ServiceType } from './kinds.ts';

export type LedgerFigures = {
  stakes: number;
  payouts: number;
  refunds: number;
  coupons: number;
  /** Confirmed deposits, and withdrawals requested less those returned (all services only). */
  deposits: number;
  withdrawals: number;
};

export const NO_FIGURES: Readonly<LedgerFigures> = {
  stakes: 0,
  payouts: 0,
  refunds: 0,
  coupons: 0,
  deposits: 0,
  withdrawals: 0,
};

const STAKES: Record<ServiceType, string[]> = { 1: ['coupon_stake'], 4: ['casino_stake'], 5: ['slot_stake'] };
const PAYOUTS: Record<ServiceType, string[]> = {
  1: ['payout', 'coupon_cashout'],
  4: ['casino_payout'],
  5: ['slot_payout'],
};
const REFUNDS: Record<ServiceType, string[]> = { 1: ['coupon_refund'], 4: [], 5: [] };

const kindList = (kinds: string[]) =>
  kinds.length === 0
    ? sql`''`
    : sql.join(
        kinds.map((k) => sql`${k}`),
        sql`, `,
      );

/** Which users of the users table `u` count, and the branch each one's figures roll up to. */
export type SubtreeSql = { condition: SQL; branch: SQL };

export type LedgerReportQuery = {
  subtree: SubtreeSql;
  from?: Date | undefined;
  to?: Date | undefined;
  /** Only this service's kinds; every service when missing. */
  service?: ServiceType | undefined;
  timeZone: string;
  period: 'day' | 'week' | 'month';
};

/** One branch's figures in one period. */
export type LedgerCell = LedgerFigures & { branch: number; period: string };

/**
 * The figures per branch (keyed by the branch's user id), per period start (yyyy-mm-dd), and per
 * both (a dealer's commission is reckoned period by period).
 */
export async function ledgerReport(
  db: Executor,
  query: LedgerReportQuery,
): Promise<{
  branches: Map<number, LedgerFigures>;
  periods: Map<string, LedgerFigures>;
  cells: LedgerCell[];
}> {
  const services: ServiceType[] = query.service ? [query.service] : [1, 4, 5];
  const pick = (table: Record<ServiceType, string[]>) => services.flatMap((s) => table[s]);
  // Money in and out belongs to no service: a report of one service leaves it out.
  const cash = (kinds: string[]) => (query.service ? [] : kinds);
  // A reversal counts as the kind it reverses, with the opposite sign its postings already carry.
  const kind = sql`coalesce(o.kind, t.kind)`;
  const window: SQL[] = [];
  if (query.from) window.push(sql`and p.created_at >= ${query.from.toISOString()}`);
  if (query.to) window.push(sql`and p.created_at < ${query.to.toISOString()}`);
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select ${query.subtree.branch} as branch,
        to_char(date_trunc(${query.period}, p.created_at at time zone ${query.timeZone}), 'YYYY-MM-DD') as period,
        coalesce(sum(case when ${kind} in (${kindList(pick(STAKES))}) then -p.amount end), 0) as stakes,
        coalesce(sum(case when ${kind} in (${kindList(pick(PAYOUTS))}) then p.amount end), 0) as payouts,
        coalesce(sum(case when ${kind} in (${kindList(pick(REFUNDS))}) then p.amount end), 0) as refunds,
        count(case when t.kind in (${kindList(pick(STAKES))}) then 1 end) as coupons,
        coalesce(sum(case when ${kind} in (${kindList(cash(['deposit']))}) then p.amount end), 0) as deposits,
        coalesce(sum(case when ${kind} in (${kindList(cash(['withdrawal', 'withdrawal_return']))}) then -p.amount end), 0)
          as withdrawals
      from ledger_postings p
      join ledger_accounts a on a.id = p.account_id and a.kind = 'player'
      join ledger_transactions t on t.id = p.transaction_id
      left join ledger_transactions o on o.id = t.reverses_id
      join users u on u.id = a.user_id
      where ${query.subtree.condition} ${sql.join(window, sql` `)}
      group by 1, 2`),
  );
  const branches = new Map<number, LedgerFigures>();
  const periods = new Map<string, LedgerFigures>();
  const cells: LedgerCell[] = [];
  const add = <K>(map: Map<K, LedgerFigures>, key: K, f: LedgerFigures) => {
    const sum = map.get(key) ?? NO_FIGURES;
    map.set(key, {
      stakes: sum.stakes + f.stakes,
      payouts: sum.payouts + f.payouts,
      refunds: sum.refunds + f.refunds,
      coupons: sum.coupons + f.coupons,
      deposits: sum.deposits + f.deposits,
      withdrawals: sum.withdrawals + f.withdrawals,
    });
  };
  for (const r of rows) {
    const figures = {
      stakes: toSafeInteger(r.stakes),
      payouts: toSafeInteger(r.payouts),
      refunds: toSafeInteger(r.refunds),
      coupons: toSafeInteger(r.coupons),
      deposits: toSafeInteger(r.deposits),
      withdrawals: toSafeInteger(r.withdrawals),
    };
    const cell = { ...figures, branch: toSafeInteger(r.branch), period: String(r.period) };
    add(branches, cell.branch, figures);
    add(periods, cell.period, figures);
    cells.push(cell);
  }
  return { branches, periods, cells };
}

/** The credit held by the users `u` of a subtree, in one currency, and how many accounts hold it. */
export async function subtreeCredit(
  db: Executor,
  subtree: Pick<SubtreeSql, 'condition'>,
  currency: string,
): Promise<{ credit: number; accounts: number }> {
  const [row] = rowsOf<{ credit: unknown; accounts: unknown }>(
    await db.execute(sql`
      select coalesce(sum(a.balance), 0) as credit, count(*) as accounts
      from ledger_accounts a join users u on u.id = a.user_id
      where ${subtree.condition} and a.kind in ('player', 'dealer') and a.currency = ${currency}`),
  );
  return { credit: toSafeInteger(row?.credit ?? 0), accounts: toSafeInteger(row?.accounts ?? 0) };
}
