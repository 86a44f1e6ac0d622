// Helpers for the wallet contract tests: a provider's signed calls and a player with a session.
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { testConfig } from '../../config.ts';
import { rowsOf } from '../../db/sql-values.ts';
import { buildUser, giveCredit } from '../../test/factories.ts';
import { freshIp } from '../../test/http.ts';
import type { TestApp } from '../../test/test-app.ts';
import { secretsKeyOf } from '../auth/index.ts';
import { issueLaunchToken } from './launch-tokens.ts';
import { findProvider, HOUSE_PROVIDER_CODE, type Provider, signBody } from './providers.ts';
import { SIGNATURE_HEADER } from './wallet-routes.ts';

export type WalletCall = 'balance' | 'bet' | 'win' | 'rollback';

/** The seeded in-house provider with its opened secret. */
export async function houseProvider(t: TestApp): Promise<Provider> {
  const provider = await findProvider(t.database.db, secretsKeyOf(testConfig()), HOUSE_PROVIDER_CODE);
  if (!provider) throw new Error('the in-house provider was not seeded');
  return provider;
}

/** A call as a provider sends it: the raw JSON body signed with `secret` (null: unsigned). */
export function signedCall(
  t: TestApp,
  name: WalletCall,
  body: Record<string, unknown>,
  secret: string | null,
): Promise<LightMyRequestResponse> {
  const raw = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: `/api/casino/wallet/${name}`,
    payload: raw,
    headers: {
      'content-type': 'application/json',
      ...(secret === null ? {} : { [SIGNATURE_HEADER]: signBody(secret, raw) }),
    },
    remoteAddress: freshIp(),
  });
}

/** A player holding `credit` minor units in a game session of the provider; `call` makes that session's calls. */
export async function playerSession(t: TestApp, provider: Provider, credit: number, serviceType: 4 | 5 = 5) {
  const player = await buildUser(t.database.db, { role: 'player' });
  if (credit > 0) await giveCredit(t.database.db, player.id, credit);
  const token = await issueLaunchToken(
    t.database.db,
    { providerId: provider.id, userId: player.id, gameCode: 'test-game', serviceType, currency: 'TRY' },
    t.clock.now(),
  );
  const call = async (name: WalletCall, fields: Record<string, unknown> = {}) => {
    const res = await signedCall(
      t,
      name,
      { providerId: provider.code, token, currency: 'TRY', ...fields },
      provider.secret,
    );
    return { code: res.statusCode, ...(res.json() as { status: string; balance?: number }) };
  };
  const balance = async () => (await call('balance')).balance;
  return { player, token, call, balance };
}

/** The kinds and amounts the player's ledger holds, oldest first (the opening credit left out). */
export async function playerLedger(t: TestApp, userId: number): Promise<{ kind: string; amount: number }[]> {
  return rowsOf<{ kind: string; amount: string | number }>(
    await t.database.db.execute(sql`
      select t.kind, p.amount from ledger_postings p
      join ledger_transactions t on t.id = p.transaction_id
      join ledger_accounts a on a.id = p.account_id
      where a.user_id = ${userId} and t.kind <> 'adjustment'
      order by p.id`),
  ).map((r) => ({ kind: r.kind, amount: Number(r.amount) }));
}

/** How many wallet records the provider's calls left. */
export async function recordCount(t: TestApp): Promise<number> {
  const [row] = rowsOf<{ n: string | number }>(
    await t.database.db.execute(sql`select count(*) as n from casino_wallet_transactions`),
  );
  return Number(row?.n ?? 0);
}
