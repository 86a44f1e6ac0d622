import type { CasinoRoundRow } from '@bet/domain/api/admin/casino';
import { describe, expect, it } from 'vitest';
import { roundsRequestOf, verifyHref } from './rounds-request.ts';

const position = { page: 2, pageSize: 50, sort: undefined, dir: 'asc' } as const;
const none = { username: '', game: '', round: '', from: '', to: '' };

describe('roundsRequestOf', () => {
  it('sends the page and each filled-in filter, trimmed', () => {
    const filters = {
      username: ' ali ',
      game: 'blackjack',
      round: '42',
      from: '2026-11-01',
      to: '2026-11-28',
    };
    expect(roundsRequestOf(position, filters)).toEqual({
      page: 2,
      pageSize: 50,
      username: 'ali',
      gameCode: 'blackjack',
      roundId: '42',
      from: '2026-11-01',
      to: '2026-11-28',
    });
  });

  it('leaves out empty filters and days that are not dates', () => {
    expect(roundsRequestOf(position, { ...none, from: 'yesterday', to: '28.11' })).toEqual({
      page: 2,
      pageSize: 50,
    });
  });
});

describe('verifyHref', () => {
  const round = { gameCode: 'classic-fruits' } as CasinoRoundRow;
  const proof = { serverSeed: 'abc', serverSeedHash: 'h', clientSeed: 'c', nonce: 3, stakePerLine: 10 };

  it('fills the Verify page’s query with the revealed seeds', () => {
    const href = verifyHref('en', round, proof);
    expect(href?.startsWith('/en/verify?')).toBe(true);
    expect(Object.fromEntries(new URLSearchParams(href?.split('?')[1]))).toEqual({
      game: 'classic-fruits',
      serverSeed: 'abc',
      serverSeedHash: 'h',
      clientSeed: 'c',
      nonce: '3',
      stakePerLine: '10',
    });
  });

  it('leaves out the stake per line of a table round, and links nothing while the seed is secret', () => {
    const table = verifyHref('tr', { gameCode: 'european-roulette' } as CasinoRoundRow, {
      ...proof,
      stakePerLine: null,
    });
    expect(table).not.toContain('stakePerLine');
    expect(verifyHref('tr', round, { ...proof, serverSeed: null })).toBeNull();
  });
});
