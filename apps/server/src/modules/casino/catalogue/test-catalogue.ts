// Helpers for the catalogue tests: the player calls as a visitor or a signed-in player, a player
// under a dealer, and wallet calls made with the token a launch gave.
import type { AppInstance } from '../../../http/app-instance.ts';
import { buildUser, DEFAULT_PASSWORD, giveCredit } from '../../../test/factories.ts';
import { call } from '../../../test/http.ts';
import { signIn } from '../../../test/session.ts';
import type { TestApp } from '../../../test/test-app.ts';
import type { Provider } from '../providers.ts';
import { signedCall, type WalletCall } from '../test-wallet.ts';

/** The in-house games' service ids as seeded. */
export const GAME = {
  classicFruits: 21051636,
  scatterGems: 21051637,
  dragonVault: 21051638,
  roulette: 21060001,
  blackjack: 21060002,
} as const;
export const HOUSE_SLOTS = 21051635;
export const HOUSE_LIVE = 21060000;

/** POST /api/<name>, answering the status code and the JSON body. */
export async function casinoCall(
  app: AppInstance,
  name: string,
  body: Record<string, unknown> = {},
  options: { cookie?: string; host?: string } = {},
): Promise<{ code: number; body: Record<string, unknown> & { results?: unknown } }> {
  const res = options.host
    ? await app.inject({
        method: 'POST',
        url: `/api/${name}`,
        payload: body,
        headers: { host: options.host },
      })
    : await call(app, name, body, options.cookie ? { cookie: options.cookie } : {});
  return { code: res.statusCode, body: res.json() };
}

/** A signed-in player (under `parentId` when given) holding `credit` minor units. */
export async function signedInPlayer(
  t: TestApp,
  options: { parentId?: number; credit?: number; permissions?: Record<string, { status: 0 | 1 }> } = {},
) {
  const player = await buildUser(t.database.db, {
    role: 'player',
    ...(options.parentId === undefined ? {} : { parentId: options.parentId }),
    ...(options.permissions ? { permissions: options.permissions } : {}),
  });
  if (options.credit) await giveCredit(t.database.db, player.id, options.credit);
  const cookie = await signIn(t.app, player.username, DEFAULT_PASSWORD);
  return { player, cookie };
}

/** The launch token of a game URL. */
export function tokenOf(gameurl: string): string {
  const token = new URL(gameurl, 'http://site.test').searchParams.get('token');
  if (!token) throw new Error(`no token in ${gameurl}`);
  return token;
}

/** A wallet call as the provider makes it for the session a launch token names. */
export async function walletCall(
  t: TestApp,
  provider: Provider,
  token: string,
  name: WalletCall,
  fields: Record<string, unknown> = {},
): Promise<{ status: string; balance?: number }> {
  const res = await signedCall(
    t,
    name,
    { providerId: provider.code, token, currency: 'TRY', ...fields },
    provider.secret,
  );
  return res.json();
}
