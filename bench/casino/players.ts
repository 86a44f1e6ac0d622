// The casino benchmarks' players: funded in bulk, each holding a launch token of the in-house
// provider for one of the slots, as opening a game issues it; and turns, so that no player is in
// two rounds at once (a real player's game waits for one round before the next).
import { slotMachines } from '@bet/domain/casino/slot-catalogue';
import { testConfig } from '../../apps/server/src/config.ts';
import type { Db } from '../../apps/server/src/db/client.ts';
import { users } from '../../apps/server/src/modules/account/schema.ts';
import { secretsKeyOf } from '../../apps/server/src/modules/auth/index.ts';
import {
  findProvider,
  HOUSE_PROVIDER_CODE,
  issueLaunchToken,
} from '../../apps/server/src/modules/casino/index.ts';
import type { Provider } from '../../apps/server/src/modules/casino/providers.ts';
import { type BenchPlayer, createPlayers } from '../lib/players.ts';

export type CasinoPlayer = BenchPlayer & { token: string; gameCode: string };

export type CasinoPlayers = { provider: Provider; players: CasinoPlayer[] };

/** The seeded in-house provider with its opened secret, as the wallet checks signatures with it. */
export async function houseProvider(db: Db): Promise<Provider> {
  const provider = await findProvider(db, secretsKeyOf(testConfig()), HOUSE_PROVIDER_CODE);
  if (!provider) throw new Error('the in-house provider was not seeded');
  return provider;
}

/** `count` players holding `credit` minor units, each with a slot session (the machines in turn). */
export async function createCasinoPlayers(
  db: Db,
  count: number,
  credit: number,
  now: Date,
): Promise<CasinoPlayers> {
  const provider = await houseProvider(db);
  const gameCodes = Object.keys(slotMachines);
  const players: CasinoPlayer[] = [];
  const created = await createPlayers(db, count, credit, now);
  // A launch keeps the player's dealer path with the token, as opening a game does.
  const paths = new Map(
    (await db.select({ id: users.id, path: users.path }).from(users)).map((u) => [u.id, u.path]),
  );
  for (const [i, player] of created.entries()) {
    const gameCode = gameCodes[i % gameCodes.length] ?? 'classic-fruits';
    const session = {
      providerId: provider.id,
      userId: player.userId,
      gameCode,
      serviceType: 5 as const,
      path: paths.get(player.userId) ?? [],
    };
    const token = await issueLaunchToken(db, { ...session, currency: 'TRY' }, now);
    players.push({ ...player, token, gameCode });
  }
  await db.execute('analyze casino_launch_tokens');
  return { provider, players };
}

/** Hands out players so that each is in one operation at a time, the longest idle first. */
export function takeTurns(players: readonly CasinoPlayer[]) {
  const idle = [...players];
  return async <T>(operation: (player: CasinoPlayer) => Promise<T>): Promise<T> => {
    const player = idle.shift();
    if (!player) throw new Error('more concurrent operations than players');
    try {
      return await operation(player);
    } finally {
      idle.push(player);
    }
  };
}
