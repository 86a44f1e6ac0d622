import type { CasinoRoundProof, CasinoRoundRow, CasinoRoundsRequest } from '@bet/domain/api/admin/casino';
import { type ListPosition, positionRequest } from '../../shared/data-table/list-search.ts';

/** The rounds list sorts by nothing but time, newest first. */
export const roundsSortFields = [] as const;
export const ROUNDS_FILTERS = ['username', 'game', 'round', 'from', 'to'] as const;
export type RoundsFilter = (typeof ROUNDS_FILTERS)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The admin/casinoRounds request for a page and its URL filters; days are year first (yyyy-mm-dd). */
export function roundsRequestOf(
  position: ListPosition<never>,
  filters: Record<RoundsFilter, string>,
): CasinoRoundsRequest {
  const { page, pageSize } = positionRequest(position);
  const username = filters.username.trim();
  const game = filters.game.trim();
  const round = filters.round.trim();
  return {
    page,
    pageSize,
    ...(username ? { username: username.slice(0, 64) } : {}),
    ...(game ? { gameCode: game.slice(0, 64) } : {}),
    ...(round ? { roundId: round.slice(0, 64) } : {}),
    ...(DAY.test(filters.from) ? { from: filters.from } : {}),
    ...(DAY.test(filters.to) ? { to: filters.to } : {}),
  };
}

/**
 * The player site's Verify page filled in with a round's revealed seeds (the fields its query reads);
 * null while the server seed is secret.
 */
export function verifyHref(lang: string, round: CasinoRoundRow, proof: CasinoRoundProof): string | null {
  if (proof.serverSeed === null) return null;
  const values = {
    game: round.gameCode,
    serverSeed: proof.serverSeed,
    serverSeedHash: proof.serverSeedHash,
    clientSeed: proof.clientSeed,
    nonce: String(proof.nonce),
    ...(proof.stakePerLine === null ? {} : { stakePerLine: String(proof.stakePerLine) }),
  };
  return `/${lang}/verify?${new URLSearchParams(values)}`;
}
