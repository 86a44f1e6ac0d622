import { type RoundProof, roundProofAnswer } from '@bet/domain/api/house-games';
import { useMutation } from '@tanstack/react-query';
import { callHouse } from './house-call.ts';

/** roundProof: a played round's revealed seeds and stake, to recompute it. */
export async function getRoundProof(roundId: string): Promise<RoundProof> {
  return (await callHouse('roundProof', { roundId }, roundProofAnswer)).proof;
}

export function useRoundProof() {
  return useMutation({ mutationFn: getRoundProof });
}
