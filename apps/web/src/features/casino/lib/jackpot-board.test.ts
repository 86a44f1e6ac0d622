import type { JackpotWin } from '@bet/domain/casino/jackpot-frames';
import { dropCommitment } from '@bet/domain/casino/jackpots';
import { describe, expect, it } from 'vitest';
import {
  applyFrame,
  checkDrop,
  countedBalance,
  type JackpotBoard,
  potsOf,
  shownJackpots,
  WINNERS_KEPT,
  winnersOf,
} from './jackpot-board.ts';

const on = { status: 1 as const };
const off = { status: 0 as const };
const CASINO = ['casinoMega', 'casinoDaily', 'casinoWeekly'] as const;

/** A drop revealed honestly: its commitment is the hash of what it reveals. */
function drop(overrides: Partial<JackpotWin> = {}): JackpotWin {
  const base = {
    jackpot: 'casinoMega' as const,
    currency: 'TRY',
    amount: 5_000_000,
    winner: 'ay***',
    cycle: 4,
    dropPoint: 4_999_950,
    salt: '9f1c2e',
    at: '2026-11-28T05:00:00.000Z',
    ...overrides,
  };
  return {
    ...base,
    commitment: dropCommitment(base.jackpot, base.cycle, base.dropPoint, base.salt),
    ...overrides,
  };
}

const board = (): JackpotBoard => ({
  pots: [
    { id: 'casinoDaily', currency: 'TRY', balance: 10_000, lit: false, commitment: 'c1' },
    { id: 'casinoMega', currency: 'TRY', balance: 1_000_000, lit: false, commitment: 'c2' },
  ],
  winners: [],
});

describe('which jackpots a screen shows', () => {
  it('shows mega, daily and weekly on casino games 5 and on Slots to players with the slot jackpot flag', () => {
    const player = { slotjackpotUser: on, livejackpotUser: off };
    expect(shownJackpots({ name: 'casinoGames', id: 5 }, player)).toEqual(CASINO);
    expect(shownJackpots({ name: 'slots' }, player)).toEqual(CASINO);
    expect(shownJackpots({ name: 'liveCasino' }, player)).toEqual([]);
  });

  it('shows the live casino daily pot on LiveCasino to players with the live jackpot flag only', () => {
    const player = { slotjackpotUser: off, livejackpotUser: on };
    expect(shownJackpots({ name: 'liveCasino' }, player)).toEqual(['liveCasinoDaily']);
    expect(shownJackpots({ name: 'casinoGames', id: 5 }, player)).toEqual([]);
    expect(shownJackpots({ name: 'slots' }, player)).toEqual([]);
  });

  it('shows nothing on other casino games screens, nor to visitors', () => {
    const player = { slotjackpotUser: on, livejackpotUser: on };
    expect(shownJackpots({ name: 'casinoGames', id: 4 }, player)).toEqual([]);
    expect(shownJackpots({ name: 'casinoGames', id: 21051635 }, player)).toEqual([]);
    expect(shownJackpots({ name: 'slots' }, null)).toEqual([]);
  });

  it('lists the board’s pots in the screen’s order, and only its winners', () => {
    const held = { ...board(), winners: [drop({ jackpot: 'liveCasinoDaily' }), drop()] };
    expect(potsOf(held, CASINO).map((pot) => pot.id)).toEqual(['casinoMega', 'casinoDaily']);
    expect(winnersOf(held, CASINO).map((win) => win.jackpot)).toEqual(['casinoMega']);
  });
});

describe('applying socket frames', () => {
  it('an events frame moves the balances and lit flags of the player’s currency, keeping the commitments', () => {
    const effect = applyFrame(
      board(),
      {
        t: 'events',
        data: [
          { id: 'casinoMega', currency: 'TRY', balance: 9_100_000, lit: true },
          { id: 'casinoMega', currency: 'EUR', balance: 3, lit: false },
          { id: 'casinoDaily', currency: 'TRY', balance: 10_250, lit: false },
        ],
      },
      'TRY',
      CASINO,
    );
    expect(effect.board.pots).toEqual([
      { id: 'casinoDaily', currency: 'TRY', balance: 10_250, lit: false, commitment: 'c1' },
      { id: 'casinoMega', currency: 'TRY', balance: 9_100_000, lit: true, commitment: 'c2' },
    ]);
    expect(effect.refetch).toBe(false);
    expect(effect.won).toBeUndefined();
  });

  it('asks for the board again when a shown pot it lacks has started, not for pots the screen does not show', () => {
    const started = applyFrame(
      board(),
      { t: 'events', data: [{ id: 'casinoWeekly', currency: 'TRY', balance: 100_000, lit: false }] },
      'TRY',
      CASINO,
    );
    expect(started.refetch).toBe(true);
    const elsewhere = applyFrame(
      board(),
      { t: 'events', data: [{ id: 'sportsLive', currency: 'TRY', balance: 50_000, lit: false }] },
      'TRY',
      CASINO,
    );
    expect(elsewhere.refetch).toBe(false);
  });

  it('a winner frame adds the winner first, raises a notice and refetches the new cycle’s commitment', () => {
    const older = drop({ jackpot: 'casinoDaily', cycle: 2 });
    const win = drop();
    const effect = applyFrame({ ...board(), winners: [older] }, { t: 'winnercasino', ...win }, 'TRY', CASINO);
    expect(effect.board.winners).toEqual([win, older]);
    expect(effect.won).toEqual(win);
    expect(effect.refetch).toBe(true);
  });

  it('a winner already listed, in another currency or of an unshown jackpot raises nothing', () => {
    const win = drop();
    const listed = { ...board(), winners: [win] };
    expect(applyFrame(listed, { t: 'winnercasino', ...win }, 'TRY', CASINO)).toEqual({
      board: listed,
      refetch: false,
    });
    const euro = applyFrame(board(), { t: 'winnercasino', ...drop({ currency: 'EUR' }) }, 'TRY', CASINO);
    expect(euro.won).toBeUndefined();
    const live = applyFrame(
      board(),
      { t: 'winnerlivecasino', ...drop({ jackpot: 'liveCasinoDaily' }) },
      'TRY',
      CASINO,
    );
    expect(live.won).toBeUndefined();
    expect(live.board.winners).toEqual([]);
  });

  it('keeps the latest winners only', () => {
    const full = { ...board(), winners: Array.from({ length: WINNERS_KEPT }, (_, i) => drop({ cycle: i })) };
    const effect = applyFrame(full, { t: 'winnercasino', ...drop({ cycle: 99 }) }, 'TRY', CASINO);
    expect(effect.board.winners).toHaveLength(WINNERS_KEPT);
    expect(effect.board.winners[0]?.cycle).toBe(99);
  });

  it('a reconnect refetches what the socket may have missed', () => {
    expect(applyFrame(board(), { t: 'reconnected' }, 'TRY', CASINO).refetch).toBe(true);
  });
});

describe('checking a drop', () => {
  it('passes an honest amount drop: the hash matches and the pot reached the point', () => {
    const check = checkDrop(drop());
    expect(check).toMatchObject({ committed: true, reached: true, ok: true });
    expect(check.recomputed).toBe(drop().commitment);
  });

  it('passes an honest time drop won at or after its point', () => {
    const at = Date.parse('2026-11-28T05:00:00.000Z');
    expect(checkDrop(drop({ jackpot: 'casinoDaily', dropPoint: at - 1, amount: 12_345 })).ok).toBe(true);
  });

  it('fails a tampered reveal: another drop point or salt than was committed', () => {
    const honest = drop();
    const moved = checkDrop({ ...honest, dropPoint: honest.dropPoint - 1 });
    expect(moved).toMatchObject({ committed: false, ok: false });
    expect(checkDrop({ ...honest, salt: 'other' }).ok).toBe(false);
    expect(checkDrop({ ...honest, cycle: honest.cycle + 1 }).ok).toBe(false);
  });

  it('fails a drop paid before its point, even with a matching hash', () => {
    const early = checkDrop(drop({ amount: 4_000_000 }));
    expect(early).toMatchObject({ committed: true, reached: false, ok: false });
  });
});

describe('counting a balance up', () => {
  it('starts at the old value, eases towards the new one and lands on it', () => {
    expect(countedBalance(1_000, 2_000, 0, 900)).toBe(1_000);
    const half = countedBalance(1_000, 2_000, 450, 900);
    expect(half).toBeGreaterThan(1_500);
    expect(half).toBeLessThan(2_000);
    expect(countedBalance(1_000, 2_000, 900, 900)).toBe(2_000);
  });

  it('shows a lower balance (the pot dropped and was seeded afresh) at once', () => {
    expect(countedBalance(5_000_000, 1_000_000, 0, 900)).toBe(1_000_000);
  });
});
