// Live football deltas as the feed sends them: the match state and 10 to 30 moved outcomes.
import type { MatchDelta, OddsChange } from '@bet/domain/sportsbook/live-protocol';
import { NO_CARDS } from '@bet/domain/sportsbook/live-state';

/** A delta with its publish time: milliseconds of the machine's monotonic clock (see nowMs). */
export type TimedDelta = MatchDelta & { sentAt: number };

/**
 * Milliseconds on CLOCK_MONOTONIC, which every process of one Linux machine shares, so the
 * server's publish time and a client's receipt time can be subtracted.
 */
export const nowMs = (): number => Number(process.hrtime.bigint()) / 1e6;

// Markets that move in play: 1X2, double chance, over/under lines, both teams score, next goal.
const MARKETS: { oddsType: number; special: string; outcomes: string[] }[] = [
  { oddsType: 1, special: '', outcomes: ['1', '2', '3'] },
  { oddsType: 10, special: '', outcomes: ['9', '10', '11'] },
  ...['1.5', '2.5', '3.5', '4.5'].map((special) => ({ oddsType: 18, special, outcomes: ['12', '13'] })),
  { oddsType: 29, special: '', outcomes: ['74', '76'] },
  { oddsType: 8, special: '2', outcomes: ['6', '7', '8'] },
  ...['0.5', '1.5'].map((special) => ({ oddsType: 68, special, outcomes: ['12', '13'] })),
];
const OUTCOMES = MARKETS.flatMap((m) => m.outcomes.map((outcomeId) => ({ ...m, outcomeId })));

/** A deterministic generator, so every run and both servers see the same frames. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** `count` deltas spread over 40 live matches. */
export function liveDeltas(count: number): MatchDelta[] {
  const next = random(42);
  return Array.from({ length: count }, (_, seq) => {
    const minute = 46 + (seq % 44);
    const moved = 10 + Math.floor(next() * 21);
    const odds: OddsChange[] = OUTCOMES.slice(0, moved).map((o) => [
      o.oddsType,
      o.special,
      o.outcomeId,
      1_050 + Math.floor(next() * 8_000),
      next() < 0.5 ? -1 : 1,
      next() < 0.05 ? 1 : 0,
    ]);
    return {
      t: 'match',
      id: 1_000_000 + (seq % 40),
      v: seq,
      state: {
        status: '2p',
        betStatus: 'started',
        score: { home: 1, away: seq % 3 },
        periods: [
          { home: 1, away: 0 },
          { home: 0, away: seq % 3 },
        ],
        gameScore: '',
        clock: { minute, extra: 0, periodLength: 45 },
        cards: { ...NO_CARDS, yellowHome: 2, yellowAway: 1 },
        corners: { home: 5, away: 3 },
        serving: '',
      },
      odds,
    };
  });
}
