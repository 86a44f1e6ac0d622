// The referred players' stakes, wins and bonuses over a window, read from the ledger through the
// wallet's service: the items of a revenue-share statement and the affiliate area's totals.
import type { PlayFigures } from '@bet/domain/affiliates/revenue-share';
import type { Executor } from '../../db/client.ts';
import { creditByKind } from '../wallet/index.ts';

/** How each kind of credit movement counts: a stake leaves the credit, so its sign is turned. */
const FIGURE_OF_KIND: Record<string, { figure: keyof PlayFigures; sign: 1 | -1 }> = {
  coupon_stake: { figure: 'stakes', sign: -1 },
  casino_stake: { figure: 'stakes', sign: -1 },
  slot_stake: { figure: 'stakes', sign: -1 },
  // A refunded stake was never played.
  coupon_refund: { figure: 'stakes', sign: -1 },
  payout: { figure: 'wins', sign: 1 },
  coupon_cashout: { figure: 'wins', sign: 1 },
  casino_payout: { figure: 'wins', sign: 1 },
  slot_payout: { figure: 'wins', sign: 1 },
  bonus: { figure: 'bonuses', sign: 1 },
  bonus_release: { figure: 'bonuses', sign: 1 },
};

/** The kinds a statement counts, for independent checks. */
export const COUNTED_KINDS = Object.keys(FIGURE_OF_KIND);

export type PlayerFigures = PlayFigures & { userId: number };

export const NO_PLAY: PlayFigures = { stakes: 0, wins: 0, bonuses: 0 };

/** Per player (every one asked for, zeros included), in the given currency, over [from, to). */
export async function playFiguresOf(
  db: Executor,
  userIds: readonly number[],
  currency: string,
  window: { from: Date; to: Date },
): Promise<PlayerFigures[]> {
  const byUser = new Map(userIds.map((userId) => [userId, { userId, ...NO_PLAY }]));
  for (const { userId, kind, amount } of await creditByKind(db, userIds, currency, window)) {
    const counted = FIGURE_OF_KIND[kind];
    const figures = byUser.get(userId);
    if (counted && figures) figures[counted.figure] += counted.sign * amount;
  }
  return [...byUser.values()];
}

export const sumFigures = (rows: readonly PlayFigures[]): PlayFigures =>
  rows.reduce(
    (sum, r) => ({
      stakes: sum.stakes + r.stakes,
      wins: sum.wins + r.wins,
      bonuses: sum.bonuses + r.bonuses,
    }),
    { ...NO_PLAY },
  );
