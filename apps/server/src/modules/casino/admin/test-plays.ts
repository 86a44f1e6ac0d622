// Plays of the two-site tree's players, written straight into the in-house games' tables: what the
// rounds search and the casino report read.
import { seedCommitment } from '@bet/domain/casino/fairness';
import type { TestApp } from '../../../test/test-app.ts';
import type { Caller, Name } from '../../../test/two-site-tree.ts';
import { houseRounds, houseTableBets } from '../house/schema.ts';

type Slot = { id: string; player: Name; game: string; stake: number; win: number; state: 'open' | 'settled' };
type Placement = {
  player: Name;
  game: string;
  round: number;
  stake: number;
  win: number | null;
  state: 'bet' | 'settled';
};

/** player1 is below sub1 and dealer1, player1b below dealer1, player2 below dealer2, playerB on the second site. */
export const SLOTS: Slot[] = [
  { id: 'round-p1', player: 'player1', game: 'classic-fruits', stake: 100, win: 250, state: 'settled' },
  { id: 'round-p2', player: 'player2', game: 'classic-fruits', stake: 300, win: 0, state: 'settled' },
  { id: 'round-p2-open', player: 'player2', game: 'classic-fruits', stake: 50, win: 0, state: 'open' },
  { id: 'round-pB', player: 'playerB', game: 'scatter-gems', stake: 500, win: 0, state: 'settled' },
];
export const PLACEMENTS: Placement[] = [
  { player: 'player1', game: 'european-roulette', round: 42, stake: 200, win: 0, state: 'settled' },
  { player: 'player1b', game: 'blackjack', round: 7, stake: 100, win: null, state: 'bet' },
];

export async function writePlays(t: TestApp, accounts: Record<Name, Caller>): Promise<void> {
  const at = t.clock.now();
  for (const slot of SLOTS) {
    const serverSeed = `seed-of-${slot.id}`;
    await t.database.db.insert(houseRounds).values({
      id: slot.id,
      userId: accounts[slot.player].id,
      gameCode: slot.game,
      currency: 'TRY',
      serverSeed,
      serverSeedHash: seedCommitment(serverSeed),
      clientSeed: 'client',
      nonce: 3,
      stakePerLine: slot.stake / 10,
      stake: slot.stake,
      win: slot.win,
      outcome: { stops: [0, 0, 0] },
      state: slot.state,
      playedAt: at,
      leaseUntil: at,
    });
  }
  for (const [i, p] of PLACEMENTS.entries()) {
    await t.database.db.insert(houseTableBets).values({
      gameCode: p.game,
      round: p.round,
      userId: accounts[p.player].id,
      requestId: `request-${i}`,
      tokenSealed: 'sealed',
      currency: 'TRY',
      bets: [],
      stake: p.stake,
      win: p.win,
      state: p.state,
      placedAt: at,
      leaseUntil: at,
    });
  }
}
