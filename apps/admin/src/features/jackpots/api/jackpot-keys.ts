import type { jackpotHistoryRequest } from '@bet/domain/api/admin/jackpots';
import type { z } from 'zod';

export type JackpotHistoryRequest = z.input<typeof jackpotHistoryRequest>;

/** The jackpot calls' query keys, under the back office's own so a sign-out clears them too. */
export const jackpotKeys = {
  office: ['admin', 'jackpots', 'office'] as const,
  history: (request: JackpotHistoryRequest) => ['admin', 'jackpots', 'history', request] as const,
};
