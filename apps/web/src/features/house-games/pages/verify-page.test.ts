// @vitest-environment jsdom
import { seedCommitment } from '@bet/domain/casino/fairness';
import { scatterGems } from '@bet/domain/casino/machines/scatter-gems';
import { spin } from '@bet/domain/casino/slot-engine';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  advance,
  CLIENT_SEED,
  fakeHouse,
  nonceWhere,
  renderPage,
  roundAt,
  SERVER_SEED,
} from '../test-kit.ts';
import VerifyPage from './verify-page.tsx';

const ROUTE = '/:lang/verify';
const STAKE = 25;

function address(serverSeed: string, nonce: number): string {
  const query = new URLSearchParams({
    game: scatterGems.id,
    serverSeed,
    serverSeedHash: seedCommitment(SERVER_SEED),
    clientSeed: CLIENT_SEED,
    nonce: String(nonce),
    stakePerLine: String(STAKE),
  });
  return `/en/verify?${query}`;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the Verify page', () => {
  it('verifies a true proof and shows the win the domain engine computes', async () => {
    fakeHouse({});
    const nonce = nonceWhere(scatterGems, true);
    const expected = spin(scatterGems, { serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce }, STAKE);
    await renderPage(VerifyPage, ROUTE, address(SERVER_SEED, nonce));
    expect(screen.getByText(/The server seed matches its hash/)).toBeTruthy();
    expect(screen.getByText(expected.stops.join(', '))).toBeTruthy();
    expect(expected.totalWin).toBeGreaterThan(0);
    expect(screen.getByTestId('verify-win').textContent).toBe((expected.totalWin / 100).toFixed(2));
    expect(screen.getAllByRole('row')).toHaveLength(scatterGems.rows);
  });

  it('flags a server seed that does not match its hash and shows no outcome', async () => {
    fakeHouse({});
    await renderPage(VerifyPage, ROUTE, address(`${SERVER_SEED}x`, 3));
    expect(screen.getByRole('alert').textContent).toContain('The server seed does not match the hash');
    expect(screen.getByRole('alert').textContent).toContain(seedCommitment(`${SERVER_SEED}x`));
    expect(screen.queryByTestId('verify-win')).toBeNull();
  });

  it('loads a round by its id and checks it against the recorded win', async () => {
    const nonce = nonceWhere(scatterGems, true);
    const round = roundAt(scatterGems, nonce, STAKE, 0);
    const calls = fakeHouse({ roundProof: { status: 'OK', proof: round.proof } });
    await renderPage(VerifyPage, ROUTE, '/en/verify');
    fireEvent.change(screen.getByLabelText('Round id'), { target: { value: round.proof.roundId } });
    fireEvent.click(screen.getByRole('button', { name: 'Load round' }));
    await advance();
    expect(calls).toEqual([{ call: 'roundProof', body: { roundId: round.proof.roundId } }]);
    expect((screen.getByLabelText('Server seed') as HTMLInputElement).value).toBe(SERVER_SEED);
    expect(screen.getByTestId('verify-win').textContent).toBe(`${(round.proof.win / 100).toFixed(2)} EUR`);
    expect(screen.getByText('This is the win we recorded for the round.')).toBeTruthy();
  });
});
