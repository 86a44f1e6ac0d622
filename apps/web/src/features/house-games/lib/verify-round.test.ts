import { seedCommitment } from '@bet/domain/casino/fairness';
import { dragonVault } from '@bet/domain/casino/machines/dragon-vault';
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
