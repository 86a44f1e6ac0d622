// A live table's server seeds: derived from the secrets key, table and round, so every instance
// draws the same seed without storing or sharing it, and nobody without the key can foresee one.
// Each round's hash is shown while bets are open and its seed revealed after the spin.
import { createHmac } from 'node:crypto';

const seedKeyOf = (secretsKey: Buffer) =>
  createHmac('sha256', secretsKey).update('house table seeds').digest();

export type TableSeeds = { serverSeedOf(gameCode: string, round: number): string };

export function tableSeeds(secretsKey: Buffer): TableSeeds {
  const key = seedKeyOf(secretsKey);
  return {
    serverSeedOf: (gameCode, round) => createHmac('sha256', key).update(`${gameCode}:${round}`).digest('hex'),
  };
}
