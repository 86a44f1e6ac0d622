import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { toSafeInteger } from '../../db/sql-values.ts';
import { notFound } from '../../http/errors.ts';
import {
  type CreditAccountKind,
  creditAccountKinds,
  creditKindForRole,
  type SystemAccountKind,
  type UserAccountKind,
} from './kinds.ts';
import { LedgerError } from './ledger-error.ts';
import { ledgerAccounts, ledgerPostings } from './schema.ts';

export type LedgerAccount = {
  id: number;
  userId: number | null;
  kind: string;
  currency: string;
  allowNegative: boolean;
};

/** A user's account, or one of the house's (`system: true`). */
export type AccountOwner =
  | { userId: number; kind: UserAccountKind; currency: string }
  | { system: true; kind: SystemAccountKind; currency: string };

const accountColumns = {
  id: ledgerAccounts.id,
  userId: ledgerAccounts.userId,
  kind: ledgerAccounts.kind,
  currency: ledgerAccounts.currency,
  allowNegative: ledgerAccounts.allowNegative,
};

function ownerCondition(owner: AccountOwner) {
  return and(
    'userId' in owner ? eq(ledgerAccounts.userId, owner.userId) : isNull(ledgerAccounts.userId),
    eq(ledgerAccounts.kind, owner.kind),
    eq(ledgerAccounts.currency, owner.currency),
  );
}

/** The owner's account in that currency, opened on first use. Customer accounts may not go negative. */
export async function ensureAccount(db: Executor, owner: AccountOwner): Promise<LedgerAccount> {
  if (!/^[A-Z]{3}$/.test(owner.currency)) throw new LedgerError(`bad currency code ${owner.currency}`);
  const find = () => db.select(accountColumns).from(ledgerAccounts).where(ownerCondition(owner));
  const [existing] = await find();
  if (existing) return existing;
  // Looked up first so the hot path does not burn sequence values on conflicts.
  await db
    .insert(ledgerAccounts)
    .values({
      userId: 'userId' in owner ? owner.userId : null,
      kind: owner.kind,
      currency: owner.currency,
      allowNegative: !('userId' in owner),
    })
    .onConflictDoNothing();
  const [created] = await find();
  if (!created) throw new Error(`ledger account ${owner.kind}/${owner.currency} could not be opened`);
  return created;
}

export async function findAccountsByIds(db: Executor, ids: number[]): Promise<LedgerAccount[]> {
  if (ids.length === 0) return [];
  return db
    .select(accountColumns)
    .from(ledgerAccounts)
    .where(
      sql`${ledgerAccounts.id} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
}

/** An account's balance in minor units: the cached one for customer accounts, the postings' sum for system ones. */
export async function balanceOf(db: Executor, accountId: number): Promise<number> {
  const [account] = await db
    .select({ allowNegative: ledgerAccounts.allowNegative, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId));
  if (!account) throw new LedgerError(`no ledger account ${accountId}`);
  if (!account.allowNegative) return account.balance;
  const [sum] = await db
    .select({ total: sql`coalesce(sum(${ledgerPostings.amount}), 0)`.mapWith(toSafeInteger) })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.accountId, accountId));
  return sum?.total ?? 0;
}

/**
 * The account holding a user's credit: the credit-kind account opened with the user (see
 * account's insertUser); should the user have changed kind, the one opened last.
 */
async function findCreditAccount(
  db: Executor,
  userId: number,
  currency: string,
): Promise<(LedgerAccount & { balance: number }) | null> {
  const [row] = await db
    .select({ ...accountColumns, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.userId, userId),
        eq(ledgerAccounts.currency, currency),
        inArray(ledgerAccounts.kind, [...creditAccountKinds]),
      ),
    )
    .orderBy(desc(ledgerAccounts.id))
    .limit(1);
  return row ?? null;
}

/** The account holding a user's credit; 404 for a user without one (no such user). */
export async function creditAccount(db: Executor, userId: number, currency: string): Promise<LedgerAccount> {
  const account = await findCreditAccount(db, userId, currency);
  if (!account) throw notFound();
  const { balance: _, ...ledgerAccount } = account;
  return ledgerAccount;
}

/** The same with its balance, in one read. */
export async function creditAccountWithBalance(
  db: Executor,
  userId: number,
  currency: string,
): Promise<LedgerAccount & { balance: number }> {
  const account = await findCreditAccount(db, userId, currency);
  if (!account) throw notFound();
  return account;
}

async function creditOfKind(
  db: Executor,
  userId: number,
  kind: CreditAccountKind,
  currency: string,
): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(ownerCondition({ userId, kind, currency }));
  return row?.balance ?? 0;
}

/** A user's credit in minor units; 0 when they have no account in that currency. */
export async function getBalance(db: Executor, userId: number, currency: string): Promise<number> {
  return (await findCreditAccount(db, userId, currency))?.balance ?? 0;
}

/** The same for a user already loaded (saves looking the user up again on every getUserData). */
export function creditBalance(
  db: Executor,
  user: { id: number; role: string; currency: string },
): Promise<number> {
  return creditOfKind(db, user.id, creditKindForRole(user.role), user.currency);
}
