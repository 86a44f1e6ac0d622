import { describe, expect, it } from 'vitest';
import { dealerHand, sharedDeal } from './blackjack.ts';
import { seedCommitment } from './fairness.ts';
import { rouletteNumber } from './roulette.ts';
import { verifyBlackjackRound, verifyRouletteRound } from './table-proofs.ts';

const serverSeed = 'a revealed table seed';
const proof = {
  serverSeed,
  serverSeedHash: seedCommitment(serverSeed),
  table: 'european-roulette',
  round: 42,
};

describe('table round proofs', () => {
  it('recomputes a roulette number and checks the seed against its commitment', () => {
    expect(verifyRouletteRound(proof)).toEqual({
      valid: true,
      number: rouletteNumber({ serverSeed, clientSeed: 'european-roulette', nonce: 42 }),
    });
    expect(verifyRouletteRound({ ...proof, serverSeed: 'tampered' }).valid).toBe(false);
  });

  it('recomputes a blackjack round’s shared cards, dealer and a player’s draws', () => {
    const bj = { ...proof, table: 'blackjack' };
    const result = verifyBlackjackRound(bj, 7);
    const deal = sharedDeal(serverSeed, 'blackjack', 42);
    expect(result).toMatchObject({ valid: true, player: deal.player, dealer: dealerHand(deal) });
    expect(result.ownDraws).toHaveLength(12);
    expect(verifyBlackjackRound({ ...bj, serverSeedHash: 'f'.repeat(64) }).valid).toBe(false);
  });
});
