// What the live socket carries about the jackpots (spec 002 §4): the pots ("events data") and the
// winners, casino and live casino apart as the spec names them, sports besides.
import type { JackpotId } from './jackpots.ts';

/** The topic of the jackpot frames on the live socket. */
export const JACKPOT_TOPIC = 'jackpots';

/** A pot as screens show it: balance in minor units, lit near its must-drop point. */
export type JackpotView = { id: JackpotId; currency: string; balance: number; lit: boolean };

/** A drop: who won (name masked), how much, and the revealed drop point with its salt. */
export type JackpotWin = {
  jackpot: JackpotId;
  currency: string;
  amount: number;
  winner: string;
  cycle: number;
  dropPoint: number;
  salt: string;
  commitment: string;
  /** ISO 8601. */
  at: string;
};

export type JackpotFrame =
  | { t: 'events'; data: JackpotView[] }
  | ({ t: 'winnercasino' | 'winnerlivecasino' | 'winnersports' } & JackpotWin);

/** The winner frame a jackpot's drop is announced with. */
export function winnerFrameKind(jackpot: JackpotId): 'winnercasino' | 'winnerlivecasino' | 'winnersports' {
  if (jackpot === 'liveCasinoDaily') return 'winnerlivecasino';
  return jackpot.startsWith('sports') ? 'winnersports' : 'winnercasino';
}

/** A winner's name as everyone sees it: the first two letters, the rest hidden. */
export const maskedName = (username: string): string => `${username.slice(0, 2)}***`;
