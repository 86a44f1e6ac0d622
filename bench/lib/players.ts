// Many funded players written in bulk: one argon2id hash shared by all (a benchmark never signs
// them in by password), their credit paid by the house through the wallet so that the ledger stays
// sound; and a session (Bearer token) each, opened when the benchmark needs them.

import { testConfig } from '../../apps/server/src/config.ts';
import type { Db } from '../../apps/server/src/db/client.ts';
import { users } from '../../apps/server/src/modules/account/schema.ts';
import { hashPassword } from '../../apps/server/src/modules/auth/password.ts';
import { sessions } from '../../apps/server/src/modules/auth/schema.ts';
import { newToken } from '../../apps/server/src/modules/auth/tokens.ts';
import { ensureAccount } from '../../apps/server/src/modules/wallet/index.ts';
import { postTransactions } from '../../apps/server/src/modules/wallet/post-batch.ts';
import { ledgerAccounts } from '../../apps/server/src/modules/wallet/schema.ts';
import { defaultSite } from '../../apps/server/src/test/factories.ts';

export type BenchPlayer = { userId: number; accountId: number };
export type SignedInPlayer = BenchPlayer & { token: string };

/** Rows per insert statement. */
const CHUNK = 1000;
const CURRENCY = 'TRY';

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

async function insertUsers(db: Db, count: number, prefix: string): Promise<number[]> {
  const site = await defaultSite(db);
  const passwordHash = await hashPassword('bench-player');
  const ids: number[] = [];
  for (const part of chunks(
    Array.from({ length: count }, (_, i) => i),
    CHUNK,
  )) {
    const rows = await db
      .insert(users)
      .values(
        part.map((i) => ({
          siteId: site.id,
          operatorId: site.operatorId,
          username: `${prefix}${i}`,
          passwordHash,
          role: 'player',
          currency: CURRENCY,
        })),
      )
      .returning({ id: users.id });
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

async function openAccounts(db: Db, userIds: readonly number[]): Promise<Map<number, number>> {
  const accounts = new Map<number, number>();
  for (const part of chunks(userIds, CHUNK)) {
    const rows = await db
      .insert(ledgerAccounts)
      .values(part.map((userId) => ({ userId, kind: 'player', currency: CURRENCY, allowNegative: false })))
      .returning({ id: ledgerAccounts.id, userId: ledgerAccounts.userId });
    for (const r of rows) if (r.userId !== null) accounts.set(r.userId, r.id);
  }
  return accounts;
}

/**
 * `credit` minor units to every account, one ledger transaction each as crediting a player writes
 * it (batched a thousand to a statement), so that the ledger's shape is a live one's.
 */
async function fund(db: Db, accountIds: readonly number[], credit: number): Promise<void> {
  const house = await ensureAccount(db, { system: true, kind: 'house', currency: CURRENCY });
  for (const part of chunks(accountIds, CHUNK)) {
    await postTransactions(
      db,
      part.map((accountId) => ({
        kind: 'adjustment' as const,
        reference: `bench-credit:${accountId}`,
        actorUserId: null,
        memo: 'benchmark credit',
        postings: [
          { accountId: house.id, amount: -credit },
          { accountId, amount: credit },
        ],
      })),
    );
  }
}

/** `count` players on the default site, each holding `credit` minor units. */
export async function createPlayers(
  db: Db,
  count: number,
  credit: number,
  now: Date,
): Promise<BenchPlayer[]> {
  const userIds = await insertUsers(db, count, `bench${now.getTime().toString(36)}p`);
  const accounts = await openAccounts(db, userIds);
  await fund(db, [...accounts.values()], credit);
  // A live database has statistics; a fresh schema has none, and the ledger's balance checks would
  // then be planned as scans of every account.
  await db.execute('analyze users, ledger_accounts, ledger_transactions, ledger_postings');
  return userIds.map((userId) => ({ userId, accountId: accounts.get(userId) ?? 0 }));
}

/**
 * A fresh session for every player, as signing in writes it: the server's lifetime, seen now. A
 * session writes its last sighting at most once a minute, so a run shorter than that measures
 * placements, not those writes.
 */
export async function signInPlayers(
  db: Db,
  players: readonly BenchPlayer[],
  now: Date,
): Promise<SignedInPlayer[]> {
  const site = await defaultSite(db);
  const lifetime = testConfig().sessionTtlMs;
  const signedIn: SignedInPlayer[] = [];
  for (const part of chunks(players, CHUNK)) {
    const rows = part.map((player) => {
      const { token, hash } = newToken();
      signedIn.push({ ...player, token });
      return {
        id: hash,
        userId: player.userId,
        siteId: site.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + lifetime),
        lastSeenAt: now,
      };
    });
    await db.insert(sessions).values(rows);
  }
  await db.execute('analyze sessions');
  return signedIn;
}
