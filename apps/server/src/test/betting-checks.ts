// What the betting tests read back to check a coupon's money: credit, coupons and their ledger
// transactions, straight from the database.
import { eq } from 'drizzle-orm';
import { coupons } from '../modules/betting/schema.ts';
import { getBalance } from '../modules/wallet/index.ts';
import { sql } from './sql.ts';
import type { TestApp } from './test-app.ts';

/** The user's credit in minor units. */
export const creditOf = (t: TestApp, userId: number, currency = 'TRY'): Promise<number> =>
  getBalance(t.database.db, userId, currency);

/** The coupon's row as stored, or undefined. */
export async function couponById(t: TestApp, couponId: number) {
  const [row] = await t.database.db.select().from(coupons).where(eq(coupons.id, couponId));
  return row;
}

/** How many coupons the user has, in any phase. */
export async function couponCount(t: TestApp, userId: number): Promise<number> {
  const [row] = await sql<{ n: string }>(t, 'select count(*) as n from coupons where user_id = $1', [userId]);
  return Number(row?.n);
}

/** How many ledger transactions of that kind (coupon_refund, coupon_cashout, …) the coupon has. */
export async function couponTransactions(
  t: TestApp,
  kind: string,
  couponId: number | undefined,
): Promise<number> {
  const [row] = await sql<{ n: string }>(
    t,
    'select count(*) as n from ledger_transactions where kind = $1 and reference = $2',
    [kind, `coupon:${couponId}`],
  );
  return Number(row?.n);
}
