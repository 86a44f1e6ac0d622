import { clientSeedAnswer, type NextSeeds } from '@bet/domain/api/house-games';
import { useMutation } from '@tanstack/react-query';
import { callHouse } from './house-call.ts';

/** clientSeed: the player's own seed for the next rounds; the answer is the next round's seeds. */
export async function setClientSeed(token: string, clientSeed: string): Promise<NextSeeds> {
  return (await callHouse('clientSeed', { token, clientSeed }, clientSeedAnswer)).seeds;
}

export function useClientSeed(token: string) {
  return useMutation({ mutationFn: (clientSeed: string) => setClientSeed(token, clientSeed) });
}
