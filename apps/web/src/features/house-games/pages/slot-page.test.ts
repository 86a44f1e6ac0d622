// @vitest-environment jsdom
import { classicFruits } from '@bet/domain/casino/machines/classic-fruits';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  advance,
  fakeHouse,
  nextSeeds,
  nonceWhere,
  recordingRenderer,
  renderPage,
  roundAt,
  sessionAnswer,
} from '../test-kit.ts';
import SlotPage from './slot-page.tsx';

const ROUTE = '/:lang/play/:gameCode';
const ADDRESS = '/en/play/classic-fruits?token=launch-token-1';
const spinButton = () => screen.getByRole('button', { name: 'Spin' });

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the in-house slot page', () => {
  it('opens the session of the launch token from its address', async () => {
    const calls = fakeHouse({ slotSession: sessionAnswer() });
    await renderPage(SlotPage, ROUTE, ADDRESS);
    expect(calls).toEqual([{ call: 'slotSession', body: { token: 'launch-token-1' } }]);
    expect(screen.getByRole('heading', { name: 'Classic Fruits' })).toBeTruthy();
    expect(screen.getByTestId('slot-balance').textContent).toBe('100.00 EUR');
    // Five lines at the first stake, 0.10 a line.
    expect(screen.getByText('Total stake').nextSibling?.textContent).toBe('0.50 EUR');
  });

  it('spins: the reels stop on the server stops, the win shows and the balance is the server one', async () => {
    const nonce = nonceWhere(classicFruits, true);
    const round = roundAt(classicFruits, nonce, 20, 12_345);
    const calls = fakeHouse({
      slotSession: sessionAnswer({ rules: { minSpinMs: 0, autoplay: false } }),
      slotSpin: { status: 'OK', round, seeds: nextSeeds(nonce + 1) },
    });
    const renderer = recordingRenderer();
    await renderPage(SlotPage, ROUTE, ADDRESS, renderer.factory);
    fireEvent.change(screen.getByLabelText('Stake per line'), { target: { value: '20' } });
    fireEvent.click(spinButton());
    // The stake leaves the balance at once; the reels roll.
    expect(screen.getByTestId('slot-balance').textContent).toBe('99.00 EUR');
    expect(renderer.last()?.phase).toBe('spinning');
    await advance(2000);
    expect(calls.at(-1)).toEqual({ call: 'slotSpin', body: { token: 'launch-token-1', stakePerLine: 20 } });
    expect(renderer.last()).toEqual({
      phase: 'idle',
      stops: round.stops,
      winLines: round.lineWins.map(({ line, count }) => ({ line, count })),
      scatterWin: false,
    });
    expect(screen.getByTestId('slot-balance').textContent).toBe('123.45 EUR');
    const win = `${(round.proof.win / 100).toFixed(2)} EUR`;
    expect(screen.getByTestId('slot-win').textContent).toBe(win);
    expect(screen.getByRole('status').textContent).toContain(`You won ${win}.`);
    // The next round's seeds and the revealed last round are in the fairness panel.
    expect(screen.getByText(round.proof.serverSeed)).toBeTruthy();
    const verify = screen.getByRole('link', { name: 'Verify this round' }).getAttribute('href') ?? '';
    expect(new URLSearchParams(verify.split('?')[1]).get('nonce')).toBe(String(nonce));
  });

  it('keeps the spin button off for the site minimum spin time', async () => {
    const round = roundAt(classicFruits, 0, 10, 9_950);
    fakeHouse({ slotSession: sessionAnswer(), slotSpin: { status: 'OK', round, seeds: nextSeeds(1) } });
    const renderer = recordingRenderer();
    await renderPage(SlotPage, ROUTE, ADDRESS, renderer.factory);
    fireEvent.click(spinButton());
    expect(spinButton().hasAttribute('disabled')).toBe(true);
    await advance(2499);
    expect(spinButton().hasAttribute('disabled')).toBe(true);
    expect(renderer.last()?.phase).not.toBe('idle');
    await advance(1);
    expect(spinButton().hasAttribute('disabled')).toBe(false);
    expect(renderer.last()?.phase).toBe('idle');
  });

  it('offers no autoplay where the site forbids it', async () => {
    fakeHouse({ slotSession: sessionAnswer({ rules: { minSpinMs: 2500, autoplay: false } }) });
    await renderPage(SlotPage, ROUTE, ADDRESS);
    expect(screen.queryByRole('button', { name: 'Autoplay' })).toBeNull();
  });

  it('autoplays where allowed and stops when the balance no longer covers the stake', async () => {
    const losing = nonceWhere(classicFruits, false);
    const balances = [60, 10];
    const calls = fakeHouse({
      slotSession: sessionAnswer({ balance: 110, rules: { minSpinMs: 0, autoplay: true } }),
      slotSpin: () => ({
        status: 'OK',
        round: roundAt(classicFruits, losing, 10, balances.shift() ?? 0),
        seeds: nextSeeds(losing + 1),
      }),
    });
    await renderPage(SlotPage, ROUTE, ADDRESS);
    fireEvent.click(screen.getByRole('button', { name: 'Autoplay' }));
    expect(screen.getByRole('button', { name: 'Stop autoplay' }).getAttribute('aria-pressed')).toBe('true');
    // Step by step: React runs the effects that start each next round between the steps.
    for (let second = 0; second < 20; second += 1) await advance(2000);
    // 1.10 then 0.60 cover a 0.50 round each; the 0.10 left does not, and autoplay stops there.
    expect(calls.filter(({ call }) => call === 'slotSpin').length).toBe(2);
    expect(screen.getByTestId('slot-balance').textContent).toBe('0.10 EUR');
    expect(screen.getByRole('alert').textContent).toBe('Your balance is too low for this stake.');
    expect(screen.getByRole('button', { name: 'Autoplay' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('shows a round the reload completed first', async () => {
    const nonce = nonceWhere(classicFruits, true);
    const lastRound = roundAt(classicFruits, nonce, 50, 20_000);
    fakeHouse({ slotSession: sessionAnswer({ lastRound, resumed: true, seeds: nextSeeds(nonce + 1) }) });
    const renderer = recordingRenderer();
    await renderPage(SlotPage, ROUTE, ADDRESS, renderer.factory);
    expect(renderer.last()?.stops).toEqual(lastRound.stops);
    expect(renderer.last()?.winLines.length).toBe(lastRound.lineWins.length);
    expect(screen.getByRole('status').textContent).toContain(
      'Your last round was completed while you were away.',
    );
    expect(screen.getByTestId('slot-win').textContent).toBe(`${(lastRound.proof.win / 100).toFixed(2)} EUR`);
    // The stake of that round stays chosen.
    expect((screen.getByLabelText('Stake per line') as HTMLSelectElement).value).toBe('50');
  });

  it('tells a refusal in words and gives the stake back', async () => {
    fakeHouse({
      slotSession: sessionAnswer({ rules: { minSpinMs: 0, autoplay: false } }),
      slotSpin: { status: 'ERROR', msg: 'sessionExpired' },
    });
    await renderPage(SlotPage, ROUTE, ADDRESS);
    fireEvent.click(spinButton());
    await advance(2000);
    expect(screen.getByRole('alert').textContent).toBe(
      'This game session has ended. Close the game and open it again from the casino.',
    );
    expect(screen.getByTestId('slot-balance').textContent).toBe('100.00 EUR');
  });

  it("changes the player's client seed for the next rounds", async () => {
    const calls = fakeHouse({
      slotSession: sessionAnswer(),
      clientSeed: {
        status: 'OK',
        seeds: { serverSeedHash: 'e'.repeat(64), clientSeed: 'my-own-seed', nonce: 0 },
      },
    });
    await renderPage(SlotPage, ROUTE, ADDRESS);
    const field = screen.getByLabelText('Your own client seed');
    fireEvent.change(field, { target: { value: 'has space' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use this seed' }));
    expect(screen.getByRole('alert').textContent).toBe('Use 1 to 64 printable characters without spaces.');
    fireEvent.change(field, { target: { value: 'my-own-seed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use this seed' }));
    await advance();
    expect(calls.at(-1)).toEqual({
      call: 'clientSeed',
      body: { token: 'launch-token-1', clientSeed: 'my-own-seed' },
    });
    expect(screen.getByText('e'.repeat(64))).toBeTruthy();
    expect(screen.getByText('my-own-seed')).toBeTruthy();
  });

  it('refuses to start without a launch token', async () => {
    const calls = fakeHouse({});
    await renderPage(SlotPage, ROUTE, '/en/play/classic-fruits');
    expect(calls).toEqual([]);
    expect(screen.getByRole('alert').textContent).toContain('This game session has ended.');
  });
});
