import { describe, expect, it } from 'vitest';
import {
  blackjackPayout,
  type Card,
  canAct,
  dealerHand,
  handValue,
  isBlackjack,
  playerDraws,
  sharedDeal,
} from './blackjack.ts';

// Cards by rank in spades: ace 0, two 1 ... ten 9, jack 10, queen 11, king 12.
const A = 0;
const c = (points: number): Card => points - 1; // 2..10
const K = 12;
const noPlay = { hits: 0, doubled: false, stood: true };

describe('blackjack', () => {
  it('counts aces soft while they fit', () => {
    expect(handValue([A, c(6)])).toEqual({ total: 17, soft: true });
    expect(handValue([A, c(6), c(9)])).toEqual({ total: 16, soft: false });
    expect(handValue([A, A, c(9)])).toEqual({ total: 21, soft: true });
    expect(handValue([K, c(5), c(7)])).toEqual({ total: 22, soft: false });
    expect(isBlackjack([A, K])).toBe(true);
    expect(isBlackjack([c(7), c(4), K])).toBe(false);
  });

  it('has the dealer stand on soft 17 and draw below 17', () => {
    const deal = (up: Card, hole: Card, draws: Card[]) => ({
      player: [c(9), c(9)],
      dealerUp: up,
      dealerHole: hole,
      dealerDraws: draws,
    });
    expect(dealerHand(deal(A, c(6), [K]))).toEqual([A, c(6)]);
    expect(dealerHand(deal(K, c(6), [c(3), K]))).toEqual([K, c(6), c(3)]);
    expect(dealerHand(deal(K, c(6), [K, c(2)]))).toEqual([K, c(6), K]);
  });

  it('pays 3:2 for a blackjack, 1:1 for a win, the stake back for a push', () => {
    expect(blackjackPayout([A, K], [K, c(9)], noPlay, 100)).toBe(250);
    expect(blackjackPayout([A, K], [A, K], noPlay, 100)).toBe(100);
    expect(blackjackPayout([K, c(9)], [A, K], noPlay, 100)).toBe(0);
    expect(blackjackPayout([K, c(9)], [K, c(8)], noPlay, 100)).toBe(200);
    expect(blackjackPayout([K, c(8)], [K, c(8)], noPlay, 100)).toBe(100);
    expect(blackjackPayout([K, c(5), K], [K, c(6), K], noPlay, 100)).toBe(0);
    expect(blackjackPayout([c(5), c(6), K], [K, c(6), K], { hits: 1, doubled: true, stood: true }, 100)).toBe(
      400,
    );
  });

  it('deals the same cards from the same seed, and each player’s hits from a stream of their own', () => {
    expect(sharedDeal('seed', 'blackjack', 9)).toEqual(sharedDeal('seed', 'blackjack', 9));
    expect(sharedDeal('seed', 'blackjack', 9)).not.toEqual(sharedDeal('seed', 'blackjack', 10));
    expect(playerDraws('seed', 'blackjack', 9, 1)).not.toEqual(playerDraws('seed', 'blackjack', 9, 2));
    const cards = playerDraws('seed', 'blackjack', 9, 1);
    expect(cards.every((card) => card >= 0 && card < 52)).toBe(true);
  });

  it('lets a hand act only while it is open and nobody has blackjack', () => {
    const deal = { player: [c(9), c(7)], dealerUp: K, dealerHole: c(8), dealerDraws: [] };
    expect(canAct(deal, deal.player, { hits: 0, doubled: false, stood: false })).toBe(true);
    expect(canAct(deal, deal.player, { hits: 0, doubled: false, stood: true })).toBe(false);
    expect(canAct(deal, [...deal.player, c(5)], { hits: 1, doubled: false, stood: false })).toBe(false);
    expect(canAct({ ...deal, dealerHole: A }, deal.player, { hits: 0, doubled: false, stood: false })).toBe(
      false,
    );
  });
});
