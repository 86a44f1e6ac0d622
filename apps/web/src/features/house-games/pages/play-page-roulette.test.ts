// @vitest-environment jsdom
import { ROULETTE_SCHEDULE } from '@bet/domain/casino/table-schedule';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../components/roulette-screen.tsx';
import { balanceText, clockAt, openTable, revealed, rouletteTable, runClock } from '../table-test-kit.ts';
import { advance, fakeHouse } from '../test-kit.ts';

const TOKEN = 'launch-token-1';
const STRAIGHT_17 = { kind: 'straight' as const, numbers: [17], stake: 100 };
// By label and by text: role queries weigh every one of the board's 49 spots, and slowly under jsdom.
const spot = (name: string) => screen.getByLabelText(name);
const button = (text: string) => screen.getByText(text, { selector: 'button' });

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the roulette table', () => {
  it('places a straight bet: the body names the round, the bet shows as placed with the new balance', async () => {
    const round = clockAt(ROULETTE_SCHEDULE, 'betting', 3_000);
    const calls = fakeHouse({
      rouletteTable: () => rouletteTable(),
      rouletteBet: { status: 'OK', balance: 9_900, myBets: [STRAIGHT_17] },
    });
    await openTable('european-roulette');
    expect(calls[0]).toEqual({ call: 'rouletteTable', body: { token: TOKEN } });
    expect(screen.getByTestId('table-phase').textContent).toBe('Place your bets · 12 s');
    expect(balanceText()).toBe('100.00 EUR');

    fireEvent.click(spot('Bet on 17'));
    expect(screen.getByRole('region', { name: 'Not placed yet' }).textContent).toContain('17');
    expect(screen.getByTestId('table-stake').textContent).toBe('1.00 EUR');
    fireEvent.click(button('Place bets'));
    await advance();

    const bet = calls.find(({ call }) => call === 'rouletteBet');
    expect(bet?.body).toEqual({ token: TOKEN, round, requestId: expect.any(String), bets: [STRAIGHT_17] });
    expect(String(bet?.body.requestId).length).toBeGreaterThanOrEqual(8);
    const placed = screen.getByRole('region', { name: 'Your bets' });
    expect(within(placed).getByText('17')).toBeTruthy();
    expect(within(placed).getByText('1.00 EUR')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Not placed yet' })).toBeNull();
    expect(balanceText()).toBe('99.00 EUR');
    // The countdown runs on the table's clock.
    await runClock(2_000);
    expect(screen.getByTestId('table-phase').textContent).toBe('Place your bets · 10 s');
  });

  it('lays outside bets, splits, streets and six lines with the chip in hand and clears what is not placed', async () => {
    clockAt(ROULETTE_SCHEDULE, 'betting');
    fakeHouse({ rouletteTable: () => rouletteTable() });
    await openTable('european-roulette');
    fireEvent.click(spot('5.00 EUR'));
    fireEvent.click(spot('Bet on Red'));
    fireEvent.click(spot('Bet on Dozen 13–24'));
    fireEvent.click(spot('Bet on Red'));
    fireEvent.click(spot('Bet on Split 17, 20'));
    fireEvent.click(spot('Bet on Street 4, 5, 6'));
    fireEvent.click(spot('Bet on Six line 4, 5, 6, 7, 8, 9'));
    expect(screen.getByTestId('table-stake').textContent).toBe('30.00 EUR');
    const laid = screen.getByRole('region', { name: 'Not placed yet' });
    expect(within(laid).getByText('Red').nextSibling?.textContent).toBe('10.00 EUR');
    expect(within(laid).getByText('Split 17, 20')).toBeTruthy();
    expect(within(laid).getByText('Street 4, 5, 6')).toBeTruthy();
    expect(within(laid).getByText('Six line 4, 5, 6, 7, 8, 9')).toBeTruthy();
    fireEvent.click(button('Clear'));
    expect(screen.getByTestId('table-stake').textContent).toBe('0.00 EUR');
  });

  it('tries a placement that got no answer again with the same request id', async () => {
    clockAt(ROULETTE_SCHEDULE, 'betting', 1_000);
    let attempts = 0;
    const calls = fakeHouse({
      rouletteTable: () => rouletteTable(),
      rouletteBet: () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('network down');
        return { status: 'OK', balance: 9_900, myBets: [STRAIGHT_17] };
      },
    });
    await openTable('european-roulette');
    fireEvent.click(spot('Bet on 17'));
    fireEvent.click(button('Place bets'));
    await advance(1_000);
    const bets = calls.filter(({ call }) => call === 'rouletteBet');
    expect(bets.length).toBe(2);
    expect(bets[1]?.body.requestId).toBe(bets[0]?.body.requestId);
    expect(balanceText()).toBe('99.00 EUR');
  });

  it('asks again at each phase and shows the number, the win and the balance at the reveal', async () => {
    const round = clockAt(ROULETTE_SCHEDULE, 'betting', 14_000);
    const calls = fakeHouse({
      rouletteTable: () => rouletteTable({ myBets: [STRAIGHT_17] }),
      rouletteResult: {
        status: 'OK',
        outcome: { ...revealed('european-roulette', round), number: 17 },
        stake: 100,
        win: 3_600,
        balance: 13_500,
      },
    });
    await openTable('european-roulette');
    await runClock(1_000);
    expect(screen.getByTestId('table-phase').textContent).toBe('No more bets: the wheel is spinning');
    expect(spot('Bet on 17').hasAttribute('disabled')).toBe(true);
    await runClock(5_000);
    // Joined, then asked again when betting closed; the reveal is the result call's.
    expect(calls.filter(({ call }) => call === 'rouletteTable').length).toBe(2);
    expect(calls.find(({ call }) => call === 'rouletteResult')?.body).toEqual({ token: TOKEN, round });
    expect(screen.getByTestId('roulette-number').textContent).toBe('17');
    expect(screen.getByRole('img', { name: 'The wheel stopped on 17' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('The number is 17 (black). You won 36.00 EUR.');
    expect(balanceText()).toBe('135.00 EUR');
    const history = screen.getByRole('list', { name: 'Recent numbers' });
    expect(Array.from(history.children, (li) => li.textContent)).toEqual(['17', '32']);
    const verify = new URL(
      screen.getByRole('link', { name: 'Verify this round' }).getAttribute('href') ?? '',
      'https://site.test',
    );
    expect(verify.pathname).toBe('/en/verify');
    expect(verify.searchParams.get('game')).toBe('european-roulette');
    expect(verify.searchParams.get('nonce')).toBe(String(round));
    expect(verify.searchParams.get('serverSeed')).toBe(`seed-${round}`);
  });

  it('tells a refusal in words and keeps the bets laid', async () => {
    clockAt(ROULETTE_SCHEDULE, 'betting', 1_000);
    fakeHouse({
      rouletteTable: () => rouletteTable(),
      rouletteBet: { status: 'ERROR', msg: 'bettingClosed' },
    });
    await openTable('european-roulette');
    fireEvent.click(spot('Bet on 0'));
    fireEvent.click(button('Place bets'));
    await advance();
    expect(screen.getByRole('alert').textContent).toBe(
      'Betting is closed for this round. Wait for the next one.',
    );
    expect(screen.getByTestId('table-stake').textContent).toBe('1.00 EUR');
    expect(balanceText()).toBe('100.00 EUR');
  });
});
