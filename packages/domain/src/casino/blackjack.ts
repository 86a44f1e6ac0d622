// Blackjack against a synthetic dealer, dealt from an infinite deck (every card drawn uniformly
// from 52, with replacement) by the provably fair draw. Everyone at a table shares the first two
// player cards, the dealer's up card, hole card and draws; each player's hits come from a stream of
// their own, so no player's choices reveal another's cards. Dealer stands on soft 17, blackjack
// pays 3:2, a double takes exactly one card; the dealer peeks: a dealer blackjack ends the round.
import { type RoundSeeds, roundDraw } from './fairness.ts';

/** A card: 0-51, rank = card % 13 (0 ace, 1-9 two to ten, 10-12 jack to king), suit = card / 13. */
export type Card = number;

export const rankOf = (card: Card): number => card % 13;
export const suitOf = (card: Card): number => Math.floor(card / 13);

const pointsOf = (card: Card): number => Math.min(rankOf(card) + 1, 10);

export type HandValue = { total: number; soft: boolean };

export function handValue(cards: readonly Card[]): HandValue {
  let total = 0;
  let aces = 0;
  for (const card of cards) {
    total += pointsOf(card);
    if (rankOf(card) === 0) aces += 1;
  }
  // One ace counted as 11 when it fits; two never can.
  const soft = aces > 0 && total + 10 <= 21;
  return { total: soft ? total + 10 : total, soft };
}

export const isBlackjack = (cards: readonly Card[]): boolean =>
  cards.length === 2 && handValue(cards).total === 21;

/** `count` cards from a stream of the round. */
function drawCards(seeds: RoundSeeds, count: number): Card[] {
  const draw = roundDraw(seeds);
  return Array.from({ length: count }, () => draw.nextInt(52));
}

/** Most cards any hand can take: eleven low cards already pass 21. */
const MAX_CARDS = 12;

/** The table's shared cards of a round: the client seed is the table. */
export function sharedDeal(serverSeed: string, table: string, round: number) {
  const cards = drawCards({ serverSeed, clientSeed: table, nonce: round }, 4 + MAX_CARDS);
  return {
    player: cards.slice(0, 2),
    dealerUp: cards[2]!,
    dealerHole: cards[3]!,
    dealerDraws: cards.slice(4),
  };
}

/** A player's own hit cards of a round: the client seed is the table and the player. */
export const playerDraws = (serverSeed: string, table: string, round: number, playerId: number): Card[] =>
  drawCards({ serverSeed, clientSeed: `${table}:${playerId}`, nonce: round }, MAX_CARDS);

/** The dealer's whole hand: up card, hole card, then draws until 17 or more (standing on soft 17). */
export function dealerHand(deal: ReturnType<typeof sharedDeal>): Card[] {
  const hand = [deal.dealerUp, deal.dealerHole];
  if (isBlackjack(hand)) return hand;
  for (const card of deal.dealerDraws) {
    if (handValue(hand).total >= 17) break;
    hand.push(card);
  }
  return hand;
}

/** What a player did with the hand: how many hits (a double counts as one), doubled, stood. */
export type HandPlay = { hits: number; doubled: boolean; stood: boolean };

export const playerHand = (
  deal: ReturnType<typeof sharedDeal>,
  own: readonly Card[],
  play: HandPlay,
): Card[] => [...deal.player, ...own.slice(0, play.hits)];

/** Whether the hand may still act: not stood, not doubled, under 21, and no blackjack at the table. */
export function canAct(deal: ReturnType<typeof sharedDeal>, cards: readonly Card[], play: HandPlay): boolean {
  if (play.stood || play.doubled) return false;
  if (isBlackjack([deal.dealerUp, deal.dealerHole]) || isBlackjack(deal.player)) return false;
  return handValue(cards).total < 21;
}

/**
 * What the hand returns, stake included, for a stake per unit (doubled hands staked two): 2.5×
 * for a blackjack, 2× for a win, 1× for a push, 0 for a loss.
 */
export function blackjackPayout(
  player: readonly Card[],
  dealer: readonly Card[],
  play: HandPlay,
  stake: number,
): number {
  const staked = play.doubled ? stake * 2 : stake;
  const playerBj = isBlackjack(player);
  const dealerBj = isBlackjack(dealer);
  if (playerBj || dealerBj) return playerBj && dealerBj ? stake : playerBj ? (stake * 5) / 2 : 0;
  const mine = handValue(player).total;
  if (mine > 21) return 0;
  const theirs = handValue(dealer).total;
  if (theirs > 21 || mine > theirs) return staked * 2;
  return mine === theirs ? staked : 0;
}

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
const SUITS = ['♠', '♥', '♦', '♣'] as const;

/** A card as printed: rank and suit, "10♥". */
export const cardLabel = (card: Card): string => `${RANKS[rankOf(card)]}${SUITS[suitOf(card)]}`;

/** Hearts and diamonds print red. */
export const isRedCard = (card: Card): boolean => suitOf(card) === 1 || suitOf(card) === 2;
