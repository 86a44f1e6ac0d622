// Timed rounds shared by everyone at a live table. The schedule is a pure function of the time, so
// every server instance and every screen agree on the round and its phase without talking.

export type TableSchedule = { bettingMs: number; playMs: number; resultMs: number };
/** Bets are taken, then the round is played (the wheel spins, hands are played), then its result shows. */
export type TablePhase = 'betting' | 'playing' | 'result';

/** Roulette: 15 s to bet, 5 s of spin, 5 s showing the number. */
export const ROULETTE_SCHEDULE: TableSchedule = { bettingMs: 15_000, playMs: 5_000, resultMs: 5_000 };

/** Blackjack: 15 s to bet, 15 s for the players' decisions, 6 s for the dealer's hand and the result. */
export const BLACKJACK_SCHEDULE: TableSchedule = { bettingMs: 15_000, playMs: 15_000, resultMs: 6_000 };

export const cycleMs = (s: TableSchedule): number => s.bettingMs + s.playMs + s.resultMs;

export type TableMoment = {
  /** Rounds count from the Unix epoch. */
  round: number;
  phase: TablePhase;
  /** Epoch ms the phase ends. */
  phaseEndsAt: number;
  /** Epoch ms the round's outcome is revealed (the end of its play). */
  revealAt: number;
};

/** Where the table stands at `nowMs`. */
export function tableMomentAt(s: TableSchedule, nowMs: number): TableMoment {
  const cycle = cycleMs(s);
  const round = Math.floor(nowMs / cycle);
  const start = round * cycle;
  const into = nowMs - start;
  const revealAt = start + s.bettingMs + s.playMs;
  if (into < s.bettingMs) return { round, phase: 'betting', phaseEndsAt: start + s.bettingMs, revealAt };
  if (into < s.bettingMs + s.playMs) return { round, phase: 'playing', phaseEndsAt: revealAt, revealAt };
  return { round, phase: 'result', phaseEndsAt: start + cycle, revealAt };
}

/** When a round's outcome may be shown: the end of its play. */
export const revealTimeOf = (s: TableSchedule, round: number): number =>
  round * cycleMs(s) + s.bettingMs + s.playMs;

/** The latest round whose outcome is out at `nowMs`. */
export function lastRevealedRound(s: TableSchedule, nowMs: number): number {
  const moment = tableMomentAt(s, nowMs);
  return moment.phase === 'result' ? moment.round : moment.round - 1;
}
