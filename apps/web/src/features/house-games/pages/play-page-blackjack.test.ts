// @vitest-environment jsdom
import { BLACKJACK_SCHEDULE } from '@bet/domain/casino/table-schedule';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../components/blackjack-screen.tsx';
import { balanceText, blackjackTable, clockAt, openTable, revealed, runClock } from '../table-test-kit.ts';
import { advance, fakeHouse } from '../test-kit.ts';

const TOKEN = 'launch-token-1';
// Cards are 0-51, rank = card % 13, suit = card / 13 (♠ ♥ ♦ ♣).
const FIVE_SPADES = 4;
const SIX_HEARTS = 18;
const NINE_DIAMONDS = 34;
const KING_CLUBS = 51;
const SEVEN_SPADES = 6;
const SHARED = { player: [FIVE_SPADES, SIX_HEARTS], dealerUp: KING_CLUBS };
const dealt = { stake: 1_000, doubled: false, stood: false, cards: SHARED.player, total: 11, canAct: true };
const button = (name: string) => screen.getByRole('button', { name });
const cardsOf = (testId: string) =>
  Array.from(screen.getByTestId(testId).querySelectorAll('li'), (li) => li.textContent);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the blackjack table', () => {
  it('bets the chips tapped on the open round', async () => {
    const round = clockAt(BLACKJACK_SCHEDULE, 'betting', 5_000);
    const calls = fakeHouse({
      blackjackTable: () => blackjackTable(),
      blackjackBet: {
        status: 'OK',
        balance: 8_500,
        hand: { stake: 1_500, doubled: false, stood: false, cards: [], total: 0, canAct: false },
      },
    });
    await openTable('blackjack');
    expect(screen.getByTestId('table-phase').textContent).toBe('Place your bets · 10 s');
    fireEvent.click(button('10.00 EUR'));
    fireEvent.click(button('5.00 EUR'));
    expect(screen.getByTestId('table-stake').textContent).toBe('15.00 EUR');
    fireEvent.click(button('Place bet'));
    await advance();
    expect(calls.find(({ call }) => call === 'blackjackBet')?.body).toEqual({
      token: TOKEN,
      round,
      requestId: expect.any(String),
      stake: 1_500,
    });
    expect(screen.getByText('Your bet: 15.00 EUR. Cards are dealt when betting closes.')).toBeTruthy();
    expect(balanceText()).toBe('85.00 EUR');
  });

  it('deals when betting closes, and a hit adds a card to the hand', async () => {
    const round = clockAt(BLACKJACK_SCHEDULE, 'betting', 14_000);
    let phase: 'betting' | 'playing' = 'betting';
    const calls = fakeHouse({
      blackjackTable: () =>
        phase === 'betting'
          ? blackjackTable({ hand: { ...dealt, cards: [], total: 0, canAct: false }, balance: 9_000 })
          : blackjackTable({ shared: SHARED, hand: dealt, balance: 9_000 }),
      blackjackAction: {
        status: 'OK',
        balance: 9_000,
        hand: { ...dealt, cards: [...SHARED.player, NINE_DIAMONDS], total: 20 },
      },
    });
    await openTable('blackjack');
    phase = 'playing';
    await runClock(1_000);
    expect(screen.getByTestId('table-phase').textContent).toBe('Your move · 15 s');
    expect(cardsOf('bj-dealer')).toEqual(['K♣', '']);
    expect(cardsOf('bj-player')).toEqual(['5♠', '6♥']);
    expect(screen.getByTestId('bj-player').textContent).toContain('Your hand · 11');

    fireEvent.click(button('Hit'));
    await advance();
    expect(calls.at(-1)).toEqual({ call: 'blackjackAction', body: { token: TOKEN, round, action: 'hit' } });
    expect(cardsOf('bj-player')).toEqual(['5♠', '6♥', '9♦']);
    expect(screen.getByTestId('bj-player').textContent).toContain('Your hand · 20');
    expect(button('Double').hasAttribute('disabled')).toBe(true);
  });

  it("shows the dealer's hand, the outcome and the balance at the result", async () => {
    const round = clockAt(BLACKJACK_SCHEDULE, 'playing', 14_000);
    const stood = {
      ...dealt,
      cards: [...SHARED.player, NINE_DIAMONDS],
      total: 20,
      stood: true,
      canAct: false,
    };
    const calls = fakeHouse({
      blackjackTable: () => blackjackTable({ shared: SHARED, hand: stood, balance: 9_000 }),
      blackjackResult: {
        status: 'OK',
        outcome: {
          ...revealed('blackjack', round),
          player: SHARED.player,
          dealer: [KING_CLUBS, SEVEN_SPADES],
        },
        ownClientSeed: 'blackjack:7',
        hand: stood,
        win: 2_000,
        balance: 11_000,
      },
    });
    await openTable('blackjack');
    expect(screen.getByText('Waiting for the dealer…')).toBeTruthy();
    await runClock(1_000);
    expect(calls.find(({ call }) => call === 'blackjackResult')?.body).toEqual({ token: TOKEN, round });
    expect(cardsOf('bj-dealer')).toEqual(['K♣', '7♠']);
    expect(screen.getByTestId('blackjack-outcome').textContent).toBe('Dealer has 17. You won 20.00 EUR.');
    expect(balanceText()).toBe('110.00 EUR');
    const verify = screen.getByRole('link', { name: 'Verify this round' }).getAttribute('href') ?? '';
    const query = new URLSearchParams(verify.split('?')[1]);
    expect(query.get('clientSeed')).toBe('blackjack:7');
    expect(query.get('nonce')).toBe(String(round));
  });

  it('tells a refused move in words', async () => {
    clockAt(BLACKJACK_SCHEDULE, 'playing', 2_000);
    fakeHouse({
      blackjackTable: () => blackjackTable({ shared: SHARED, hand: dealt }),
      blackjackAction: { status: 'ERROR', msg: 'actionClosed' },
    });
    await openTable('blackjack');
    fireEvent.click(button('Stand'));
    await advance();
    expect(screen.getByRole('alert').textContent).toBe('The time for moves in this round is over.');
  });
});
