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

const hrefOf = (lang: string, values: Record<VerifyField, string>) =>
  `/${lang}/verify?${new URLSearchParams(values)}`;

/** The Verify page's address, filled in with a played round's revealed seeds. */
export function verifyHref(lang: string, proof: RoundProof): string {
  return hrefOf(lang, {
    game: proof.gameCode,
    serverSeed: proof.serverSeed,
    serverSeedHash: proof.serverSeedHash,
    clientSeed: proof.clientSeed,
    nonce: String(proof.nonce),
    stakePerLine: String(proof.stakePerLine),
  });
}

/** A live table's revealed round: the seeds that fixed it; its round is the nonce. */
export type TableRoundSeeds = {
  round: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
};

/** The Verify page's address for a live table's round, which has no stake of its own. */
export function tableVerifyHref(lang: string, gameCode: string, seeds: TableRoundSeeds): string {
  return hrefOf(lang, {
    game: gameCode,
    serverSeed: seeds.serverSeed,
    serverSeedHash: seeds.serverSeedHash,
    clientSeed: seeds.clientSeed,
    nonce: String(seeds.round),
    stakePerLine: '',
  });
}
