// What the payments suites share: a signed-in player with credit, the demo methods by tag, and the
// ledger figures a request should have moved.
import type { PaymentTypeItem } from '@bet/domain/api/payment-methods';
import { buildUser, DEFAULT_PASSWORD, giveCredit } from '../../test/factories.ts';
import { call } from '../../test/http.ts';
import { signIn } from '../../test/session.ts';
import { sql } from '../../test/sql.ts';
import type { TestApp } from '../../test/test-app.ts';
import { getBalance } from '../wallet/index.ts';

export type Player = { id: number; username: string; token: string };

export async function signedInPlayer(
  t: TestApp,
  credit = 0,
  parentId: number | null = null,
): Promise<Player> {
  const user = await buildUser(t.database.db, { parentId });
  if (credit > 0) await giveCredit(t.database.db, user.id, credit);
  return {
    id: user.id,
    username: user.username,
    token: await signIn(t.app, user.username, DEFAULT_PASSWORD),
  };
}

export const playerCall = (t: TestApp, player: Player, name: string, body: Record<string, unknown> = {}) =>
  call(t.app, name, body, { bearer: player.token });

/** The demo method with this tag, for deposits (0) or withdrawals (1). */
export async function methodByTag(t: TestApp, player: Player, transferType: 0 | 1, tag: string) {
  const res = await playerCall(t, player, 'paymentMethods', { transferType });
  const categories = res.json().categories as { paytypes: PaymentTypeItem[] }[];
  const type = categories.flatMap((c) => c.paytypes).find((p) => p.payTag === tag);
  if (!type) throw new Error(`no method ${tag}`);
  return type;
}

export const creditOf = (t: TestApp, userId: number) => getBalance(t.database.db, userId, 'TRY');

/** What the house's pending-withdrawals account holds now, minor units. */
export async function heldWithdrawals(t: TestApp): Promise<number> {
  const [row] = await sql<{ held: string | null }>(
    t,
    `select sum(p.amount)::text as held from ledger_postings p join ledger_accounts a on a.id = p.account_id
     where a.kind = 'pending_withdrawals' and a.user_id is null`,
  );
  return Number(row?.held ?? 0);
}

/** The mails queued for a user's address, oldest first: their subjects and plain-text bodies. */
export const mailsTo = (t: TestApp, userId: number) =>
  sql<{ subject: string; body: string }>(
    t,
    `select subject, body from mail_outbox where recipient = (select email from users where id = $1) order by id`,
    [userId],
  );
