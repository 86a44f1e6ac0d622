import type { RoundProof } from '@bet/domain/api/house-games';

/** The query the Verify page reads its fields from. */
export const VERIFY_FIELDS = [
  'game',
  'serverSeed',
  'serverSeedHash',
  'clientSeed',
  'nonce',
  'stakePerLine',
] as const;
export type VerifyField = (typeof VERIFY_FIELDS)[number];

/** The Verify page's address, filled in with a played round's revealed seeds. */
export function verifyHref(lang: string, proof: RoundProof): string {
  const values: Record<VerifyField, string> = {
    game: proof.gameCode,
    serverSeed: proof.serverSeed,
    serverSeedHash: proof.serverSeedHash,
    clientSeed: proof.clientSeed,
    nonce: String(proof.nonce),
    stakePerLine: String(proof.stakePerLine),
  };
  return `/${lang}/verify?${new URLSearchParams(values)}`;
}
