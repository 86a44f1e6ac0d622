import { dealerHand, playerDraws, sharedDeal } from '@bet/domain/casino/blackjack';
import { seedCommitment } from '@bet/domain/casino/fairness';
import { dragonVault } from '@bet/domain/casino/machines/dragon-vault';
import { rouletteNumber } from '@bet/domain/casino/roulette';
import { spin } from '@bet/domain/casino/slot-engine';
import { describe, expect, it } from 'vitest';
import { checkRound, type RoundInput } from './verify-round.ts';

const serverSeed = 'revealed-server-seed';
const input: RoundInput = {
  gameCode: dragonVault.id,
  serverSeed,
  serverSeedHash: seedCommitment(serverSeed).toUpperCase(),
  clientSeed: 'client',
  nonce: 7,
  stakePerLine: 3,
};

describe('checking a revealed round', () => {
  it('recomputes the round of a seed that matches its commitment, whatever the hash letter case', () => {
    const check = checkRound(input);
    expect(check).toEqual({
      status: 'verified',
      computedHash: seedCommitment(serverSeed),
      kind: 'slot',
      result: spin(dragonVault, { serverSeed, clientSeed: 'client', nonce: 7 }, 3),
    });
  });

  it.each([
    ['an unknown game', { gameCode: 'no-such-game' }, 'unknownGame'],
    ['no server seed', { serverSeed: '' }, 'badInput'],
    ['a fractional nonce', { nonce: 1.5 }, 'badInput'],
    ['a stake of nothing', { stakePerLine: 0 }, 'badInput'],
    ['a seed other than the committed one', { serverSeed: 'another-seed' }, 'seedMismatch'],
  ])('refuses %s', (_, change, status) => {
    expect(checkRound({ ...input, ...change }).status).toBe(status);
  });
});

describe('checking a revealed table round', () => {
  const table = { ...input, stakePerLine: Number.NaN, nonce: 71_212_608 };

  it('recomputes a roulette number from the table and round, no stake needed', () => {
    const check = checkRound({ ...table, gameCode: 'european-roulette', clientSeed: 'european-roulette' });
    expect(check).toMatchObject({
      status: 'verified',
      kind: 'roulette',
      number: rouletteNumber({ serverSeed, clientSeed: 'european-roulette', nonce: 71_212_608 }),
    });
  });

  it('recomputes a blackjack round, and a player’s own hits from "blackjack:<player id>"', () => {
    const deal = sharedDeal(serverSeed, 'blackjack', 71_212_608);
    expect(checkRound({ ...table, gameCode: 'blackjack', clientSeed: 'blackjack:42' })).toMatchObject({
      status: 'verified',
      kind: 'blackjack',
      player: deal.player,
      dealer: dealerHand(deal),
      ownDraws: playerDraws(serverSeed, 'blackjack', 71_212_608, 42),
    });
    expect(checkRound({ ...table, gameCode: 'blackjack', clientSeed: 'blackjack' })).toMatchObject({
      ownDraws: [],
    });
    expect(checkRound({ ...table, gameCode: 'blackjack', serverSeed: 'forged' }).status).toBe('seedMismatch');
  });
});
