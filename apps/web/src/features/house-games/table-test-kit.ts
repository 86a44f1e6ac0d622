// What the live table page tests share: the table's clock set to a phase of a round, table answers
// as the server gives them at that moment, and opening the play page (its table code loads lazily).
import type { BlackjackTableAnswer, RouletteTableAnswer } from '@bet/domain/api/house-games';
import { seedCommitment } from '@bet/domain/casino/fairness';
import {
  BLACKJACK_SCHEDULE,
  cycleMs,
  ROULETTE_SCHEDULE,
  type TablePhase,
  type TableSchedule,
  tableMomentAt,
} from '@bet/domain/casino/table-schedule';
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import PlayPage from './pages/play-page.tsx';
import { advance, renderPage } from './test-kit.ts';

/** A fixed day for every table test: 28 November 2026, noon UTC. */
const DAY = Date.UTC(2026, 10, 28, 12, 0, 0);

/** Sets the clock `intoMs` into the phase of the round running at DAY; answers that round. */
export function clockAt(schedule: TableSchedule, phase: TablePhase, intoMs = 0): number {
  const round = Math.floor(DAY / cycleMs(schedule));
  const offset = { betting: 0, playing: schedule.bettingMs, result: schedule.bettingMs + schedule.playMs };
  vi.setSystemTime(round * cycleMs(schedule) + offset[phase] + intoMs);
  return round;
}

export const seedOf = (round: number) => `seed-${round}`;

/** A revealed round's seeds as the server shows them (client seed = the table). */
export const revealed = (table: string, round: number) => ({
  round,
  serverSeed: seedOf(round),
  serverSeedHash: seedCommitment(seedOf(round)),
  clientSeed: table,
});

/** The table's join fields at the clock's moment: answer anew each call, as the server does. */
function tableFields(gameCode: string, schedule: TableSchedule) {
  const now = Date.now();
  const { round } = tableMomentAt(schedule, now);
  return {
    status: 'OK' as const,
    gameCode,
    currency: 'EUR',
    balance: 10_000,
    serverNow: now,
    schedule,
    round: { round, serverSeedHash: seedCommitment(seedOf(round)) },
    chips: [100, 500, 1_000, 5_000, 10_000],
  };
}

export const rouletteTable = (overrides: Partial<RouletteTableAnswer> = {}): RouletteTableAnswer => ({
  ...tableFields('european-roulette', ROULETTE_SCHEDULE),
  maxRoundStake: 1_000_000,
  myBets: [],
  history: [{ ...revealed('european-roulette', 1), number: 32 }],
  ...overrides,
});

export const blackjackTable = (overrides: Partial<BlackjackTableAnswer> = {}): BlackjackTableAnswer => ({
  ...tableFields('blackjack', BLACKJACK_SCHEDULE),
  maxStake: 500_000,
  shared: null,
  hand: null,
  history: [],
  ...overrides,
});

/** Opens play/<gameCode> and lets its lazily loaded table arrive. */
export async function openTable(gameCode: string) {
  await renderPage(PlayPage, '/:lang/play/:gameCode', `/en/play/${gameCode}?token=launch-token-1`);
  for (let tries = 0; tries < 20 && !screen.queryByTestId('table-balance'); tries += 1) await advance();
}

export const balanceText = () => screen.getByTestId('table-balance').textContent;

/**
 * Lets the table's clock run a second at a time (React sets each next tick between the steps), then
 * lets the calls the last step started be answered.
 */
export async function runClock(ms: number) {
  for (let left = ms; left > 0; left -= 1_000) await advance(Math.min(1_000, left));
  await advance();
}
