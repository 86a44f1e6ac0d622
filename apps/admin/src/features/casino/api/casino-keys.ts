import type { CasinoReportRequest, CasinoRoundsRequest } from '@bet/domain/api/admin/casino';
import type { CasinoCompanyGamesRequest } from '@bet/domain/api/admin/casino-providers';

/** The casino calls' query keys, under the back office's own so a sign-out clears them too. */
export const casinoKeys = {
  catalogue: ['admin', 'casino', 'catalogue'] as const,
  providers: ['admin', 'casino', 'providers'] as const,
  /** Every page of every company's games (the prefix of companyGames). */
  allCompanyGames: ['admin', 'casino', 'company-games'] as const,
  companyGames: (request: CasinoCompanyGamesRequest) =>
    ['admin', 'casino', 'company-games', request] as const,
  /** Every page of every company's games with the site's listing (the prefix of listingGames). */
  allListingGames: ['admin', 'casino', 'listing-games'] as const,
  listingGames: (request: CasinoCompanyGamesRequest) =>
    ['admin', 'casino', 'listing-games', request] as const,
  rounds: (request: CasinoRoundsRequest) => ['admin', 'casino', 'rounds', request] as const,
  round: (kind: string, id: string) => ['admin', 'casino', 'round', kind, id] as const,
  report: (request: CasinoReportRequest) => ['admin', 'report', 'casino', request] as const,
  limit: (userId: number) => ['admin', 'casino', 'limit', userId] as const,
};
