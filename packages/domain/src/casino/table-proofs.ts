// Recomputing a live table's round from its revealed seed, as the Verify page does in the browser:
// the seed must hash to the commitment shown before the round, and then the outcome follows.
import { type Card, dealerHand, playerDraws, sharedDeal } from './blackjack.ts';
import { seedCommitment } from './fairness.ts';
import { rouletteNumber } from './roulette.ts';

export type TableRoundProof = { serverSeed: string; serverSeedHash: string; table: string; round: number };

const matches = (proof: TableRoundProof) =>
  seedCommitment(proof.serverSeed) === proof.serverSeedHash.toLowerCase();

export function verifyRouletteRound(proof: TableRoundProof): { valid: boolean; number: number } {
  return {
    valid: matches(proof),
    number: rouletteNumber({ serverSeed: proof.serverSeed, clientSeed: proof.table, nonce: proof.round }),
  };
}

/** The shared cards and the dealer's hand, and, given a player, the cards their hits drew in turn. */
export function verifyBlackjackRound(
  proof: TableRoundProof,
  playerId?: number,
): { valid: boolean; player: Card[]; dealer: Card[]; ownDraws: Card[] } {
  const deal = sharedDeal(proof.serverSeed, proof.table, proof.round);
  return {
    valid: matches(proof),
    player: deal.player,
    dealer: dealerHand(deal),
    ownDraws: playerId === undefined ? [] : playerDraws(proof.serverSeed, proof.table, proof.round, playerId),
  };
}
