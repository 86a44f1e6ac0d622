// The jackpot block's rules (spec 002 §2 "Jackpot display", §3, §4): which pots a screen shows to
// whom, how socket frames change what the block holds, and the check of a drop against its commitment.

import type { JackpotSocketFrame } from '@bet/api-client/jackpot-socket';
import { CASINO_SERVICE, type JackpotsAnswer } from '@bet/domain/api/casino';
import type { JackpotWin } from '@bet/domain/casino/jackpot-frames';
import { dropCommitment, JACKPOT_RULES, type JackpotId, stakeWins } from '@bet/domain/casino/jackpots';
import type { UserPermissions } from '@bet/domain/user-defaults';

/** What the block holds: the running pots (with their commitments) and the latest drops, newest first. */
export type JackpotBoard = { pots: JackpotsAnswer['results']; winners: JackpotWin[] };
export type JackpotPot = JackpotBoard['pots'][number];

export type JackpotScreen = { name: 'slots' } | { name: 'liveCasino' } | { name: 'casinoGames'; id: number };

const CASINO_POTS: readonly JackpotId[] = ['casinoMega', 'casinoDaily', 'casinoWeekly'];
const LIVE_CASINO_POTS: readonly JackpotId[] = ['liveCasinoDaily'];
/** Enough drops for the list; older ones are history, not news. */
export const WINNERS_KEPT = 10;

/** The jackpots a screen has a place for, in the order it shows them. */
export function screenJackpots(screen: JackpotScreen): readonly JackpotId[] {
  if (screen.name === 'liveCasino') return LIVE_CASINO_POTS;
  if (screen.name === 'slots') return CASINO_POTS;
  return screen.id === CASINO_SERVICE.slots ? CASINO_POTS : [];
}

/** The permission that shows a screen's jackpots: the slot screens' own, else the live one. */
export const jackpotPermissionOf = (screen: JackpotScreen): 'slotjackpotUser' | 'livejackpotUser' =>
  screen.name === 'liveCasino' ? 'livejackpotUser' : 'slotjackpotUser';

type JackpotPermissions = Pick<UserPermissions, 'slotjackpotUser' | 'livejackpotUser'>;

/** The jackpots this player sees on the screen: none without the permission (or signed out). */
export function shownJackpots(screen: JackpotScreen, user: JackpotPermissions | null): readonly JackpotId[] {
  return user?.[jackpotPermissionOf(screen)]?.status === 1 ? screenJackpots(screen) : [];
}

/** The board's pots of those jackpots, in their order. */
export function potsOf(board: JackpotBoard, ids: readonly JackpotId[]): JackpotPot[] {
  return ids.flatMap((id) => board.pots.filter((pot) => pot.id === id));
}

export const winnersOf = (board: JackpotBoard, ids: readonly JackpotId[]): JackpotWin[] =>
  board.winners.filter((win) => ids.includes(win.jackpot));

export type FrameEffect = {
  board: JackpotBoard;
  /** A drop to announce. */
  won?: JackpotWin;
  /** The frame told of a pot the board lacks or a new cycle's commitment: fetch the board again. */
  refetch: boolean;
};

/** Applies a socket frame to the board of a player playing in `currency` who sees jackpots `ids`. */
export function applyFrame(
  board: JackpotBoard,
  frame: JackpotSocketFrame,
  currency: string,
  ids: readonly JackpotId[],
): FrameEffect {
  if (frame.t === 'reconnected') return { board, refetch: true };
  if (frame.t === 'events') {
    const mine = frame.data.filter((view) => view.currency === currency && ids.includes(view.id));
    const pots = board.pots.map((pot) => {
      const view = mine.find((v) => v.id === pot.id);
      return view ? { ...pot, balance: view.balance, lit: view.lit } : pot;
    });
    // A pot that started after the board was fetched: its commitment comes with the board only.
    const refetch = mine.some((view) => !board.pots.some((pot) => pot.id === view.id));
    return { board: { ...board, pots }, refetch };
  }
  const { t: _, ...win } = frame;
  if (win.currency !== currency || !ids.includes(win.jackpot)) return { board, refetch: false };
  const known = board.winners.some((w) => w.jackpot === win.jackpot && w.cycle === win.cycle);
  if (known) return { board, refetch: false };
  const winners = [win, ...board.winners].slice(0, WINNERS_KEPT);
  return { board: { ...board, winners }, won: win, refetch: true };
}

export type DropCheck = {
  /** The commitment recomputed here from the revealed drop point and salt. */
  recomputed: string;
  /** It is the hash shown while the pot ran. */
  committed: boolean;
  /** The drop point was reached by the winning stake: its time, or the pot's amount. */
  reached: boolean;
  ok: boolean;
};

/** Checks a drop in the browser: the revealed point hashes to the commitment, and the win reached it. */
export function checkDrop(win: JackpotWin): DropCheck {
  const recomputed = dropCommitment(win.jackpot, win.cycle, win.dropPoint, win.salt);
  const committed = recomputed === win.commitment;
  const reached = stakeWins(JACKPOT_RULES[win.jackpot], win.dropPoint, win.amount, Date.parse(win.at));
  return { recomputed, committed, reached, ok: committed && reached };
}

/** Whether a jackpot's drop point is a time (daily, weekly) rather than an amount. */
export const dropsByTime = (jackpot: JackpotId): boolean => JACKPOT_RULES[jackpot].drop.by === 'time';

export const COUNT_UP_MS = 900;

/**
 * The balance shown `elapsed` ms into counting from `from` up to `to`: fast at first, easing into the
 * target. A pot that went down (it dropped and was seeded afresh) shows its new balance at once.
 */
export function countedBalance(from: number, to: number, elapsed: number, duration = COUNT_UP_MS): number {
  if (to <= from || elapsed >= duration) return to;
  const progress = Math.max(0, elapsed) / duration;
  const eased = 1 - (1 - progress) ** 3;
  return Math.min(to, from + Math.floor((to - from) * eased));
}
