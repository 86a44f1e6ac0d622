// Frames of the live socket at /ws (spec 001 section 4): MessagePack-encoded objects.
// Clients subscribe to topics; the server sends deltas of what changed.
import type { NotificationFrame } from '../api/notifications.ts';
import type { JackpotFrame } from '../casino/jackpot-frames.ts';
import type { LiveState } from './live-state.ts';

/** Every live match's deltas and list changes (the live pages and the slip's live picks). */
export const LIVE_TOPIC = 'live';
/** Deltas of one match, live or prematch (match detail, slip picks). */
export const matchTopic = (matchId: number): string => `m:${matchId}`;

export type ClientFrame =
  | { op: 'sub'; topics: string[] }
  | { op: 'unsub'; topics: string[] }
  | { op: 'ping' };

/**
 * One outcome's new odds: [oddstype, special, outcomeid, odds in thousandths, direction,
 * suspended 0/1]. Tuples keep frames small: a live match moves dozens at a time.
 */
export type OddsChange = [
  oddsType: number,
  special: string,
  outcomeId: string,
  odds: number,
  pos: -1 | 0 | 1,
  suspended: 0 | 1,
];

/** A market opened, closed or suspended: [oddstype, special, suspended 0/1, active 0/1]. */
export type MarketChange = [oddsType: number, special: string, suspended: 0 | 1, active: 0 | 1];

/** What changed on one match. Fields left out did not change. */
export type MatchDelta = {
  t: 'match';
  id: number;
  /** The match's feed version after this delta; apply only when newer than what you hold. */
  v: number;
  state?: LiveState;
  /** Betting stopped on the whole match (iss), by the feed or by the play; sent with every state change. */
  suspended?: 0 | 1;
  /** The feed's own stop of the match (what `suspended` is besides the play's stops). */
  feedStop?: 0 | 1;
  active?: 0 | 1;
  markets?: MarketChange[];
  odds?: OddsChange[];
};

/**
 * A match joined the live list (kick-off) or its market list was rebuilt: fetch it again
 * (live lookup) in the page's language.
 */
export type MatchAdded = { t: 'added'; id: number; sportId: number; v: number };

/** A match left the live list (finished, cancelled or hidden). */
export type MatchRemoved = { t: 'removed'; id: number; status: string };

export type ServerFrame =
  | MatchDelta
  | MatchAdded
  | MatchRemoved
  | JackpotFrame
  | NotificationFrame
  | { t: 'pong' }
  | { t: 'error'; key: string };
