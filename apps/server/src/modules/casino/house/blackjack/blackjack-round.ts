// A blackjack round's cards from its seed, and a player's hand as the client sees it.
import type { BlackjackHand, BlackjackOutcome } from '@bet/domain/api/house-games';
import {
  type Card,
  canAct,
  dealerHand,
  type HandPlay,
  handValue,
  playerDraws,
  playerHand,
  sharedDeal,
} from '@bet/domain/casino/blackjack';
import { seedCommitment } from '@bet/domain/casino/fairness';
import type { StoredHandPlay } from '../tables/schema.ts';
import type { TableSeeds } from '../tables/table-seeds.ts';

export const BLACKJACK_GAME = 'blackjack';

export type DealtRound = { round: number; serverSeed: string; deal: ReturnType<typeof sharedDeal> };

export function dealtRound(seeds: TableSeeds, round: number): DealtRound {
  const serverSeed = seeds.serverSeedOf(BLACKJACK_GAME, round);
  return { round, serverSeed, deal: sharedDeal(serverSeed, BLACKJACK_GAME, round) };
}

export function outcomeOf(dealt: DealtRound): BlackjackOutcome {
  return {
    round: dealt.round,
    serverSeed: dealt.serverSeed,
    serverSeedHash: seedCommitment(dealt.serverSeed),
    clientSeed: BLACKJACK_GAME,
    player: dealt.deal.player,
    dealer: dealerHand(dealt.deal),
  };
}

/** How a stored play counts: a double still unconfirmed is no double (its card not yet dealt). */
export const handPlayOf = (play: StoredHandPlay): HandPlay => ({
  hits: play.hits,
  doubled: play.double === 'taken',
  stood: play.stood,
});

export function handCards(dealt: DealtRound, userId: number, play: StoredHandPlay): Card[] {
  const own = playerDraws(dealt.serverSeed, BLACKJACK_GAME, dealt.round, userId);
  return playerHand(dealt.deal, own, handPlayOf(play));
}

export function shownHand(
  dealt: DealtRound,
  userId: number,
  play: StoredHandPlay,
  stake: number,
): BlackjackHand {
  const cards = handCards(dealt, userId, play);
  const counted = handPlayOf(play);
  return {
    stake,
    doubled: counted.doubled,
    stood: counted.stood,
    cards,
    total: handValue(cards).total,
    canAct: play.double !== 'pending' && canAct(dealt.deal, cards, counted),
  };
}
