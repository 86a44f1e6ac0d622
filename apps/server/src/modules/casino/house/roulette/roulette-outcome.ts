// A roulette round's outcome: the number and the seeds that drew it.
import type { RouletteOutcome } from '@bet/domain/api/house-games';
import { seedCommitment } from '@bet/domain/casino/fairness';
import { rouletteNumber } from '@bet/domain/casino/roulette';
import type { TableSeeds } from '../tables/table-seeds.ts';

/** A round's outcome with the seeds that drew it: client seed is the table, nonce the round. */
export function rouletteOutcomeOf(seeds: TableSeeds, gameCode: string, round: number): RouletteOutcome {
  const serverSeed = seeds.serverSeedOf(gameCode, round);
  return {
    round,
    number: rouletteNumber({ serverSeed, clientSeed: gameCode, nonce: round }),
    serverSeed,
    serverSeedHash: seedCommitment(serverSeed),
    clientSeed: gameCode,
  };
}
