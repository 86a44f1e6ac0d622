// Applying the live socket's deltas to matches as the calls return them; shared by the server
// (which builds the same fields from its state) and the pages (which patch what they show).
import type { Flag, LiveMatch, OddGroup } from '../api/sportsbook.ts';
import type { MatchDelta, OddsChange } from './live-protocol.ts';
import type { LiveState } from './live-state.ts';

/** The LiveMatch fields a live state decides. */
export function liveFields(
  s: LiveState,
): Pick<
  LiveMatch,
  'matchstatus' | 'score' | 'cards' | 'corners' | 'time' | 'periodLength' | 'extra_count' | 'serving' | 'outs'
> {
  const { clock } = s;
  return {
    matchstatus: s.status,
    score: {
      matchscore: `${s.score.home}:${s.score.away}`,
      gamescore: s.gameScore,
      setscores: s.periods.map((p) => `${p.home}:${p.away}`),
    },
    cards: {
      redhome: s.cards.redHome,
      yellowhome: s.cards.yellowHome,
      redaway: s.cards.redAway,
      yellowaway: s.cards.yellowAway,
    },
    corners: s.corners,
    time: {
      matchtime: clock.minute,
      matchtimeextended: clock.extra,
      matchtimeextendedExtra: 0,
      // Only the sports whose clock runs in seconds send them, so lives3 stays as small elsewhere.
      ...(clock.second !== undefined && { matchtimesecond: clock.second }),
    },
    periodLength: clock.periodLength,
    extra_count: clock.extra,
    serving: s.serving,
    // Undefined (left out of the JSON) outside baseball; a delta without outs clears the old count.
    outs: s.outs,
  };
}

const key = (oddsType: number, special: string) => `${oddsType}|${special}`;

/**
 * The groups with the delta's market and odds changes applied; untouched groups keep their
 * identity (cheap re-renders). `matchStopped` is the match's suspension after the delta.
 */
export function applyOddsDelta(
  groups: readonly OddGroup[],
  delta: MatchDelta,
  matchStopped: boolean,
): OddGroup[] {
  const odds = new Map<string, OddsChange[]>();
  for (const change of delta.odds ?? []) {
    const k = key(change[0], change[1]);
    odds.set(k, [...(odds.get(k) ?? []), change]);
  }
  const markets = new Map((delta.markets ?? []).map((m) => [key(m[0], m[1]), m]));
  const stopChanged = delta.suspended !== undefined;
  return groups.flatMap((g) => {
    const k = key(g.oddstype, g.special);
    const market = markets.get(k);
    const changes = odds.get(k);
    if (!market && !changes && !stopChanged) return [g];
    if (market && market[3] === 0) return [];
    const marketStopped = market ? market[2] === 1 : g.iss === 1 && !stopChanged;
    const groupIss: Flag = marketStopped || matchStopped ? 1 : 0;
    return [
      {
        ...g,
        iss: groupIss,
        betstts: groupIss ? 'stopped' : 'started',
        odds: g.odds.map((o) => {
          const change = changes?.find((c) => c[2] === o.outcomeid);
          const odd = change ? change[3] / 1000 : o.odd;
          const own = change ? change[5] === 1 : o.iss === 1 && g.iss === 0;
          return {
            ...o,
            odd,
            pos: change ? change[4] : o.pos,
            iss: (groupIss || own || odd < 1.01 ? 1 : 0) as Flag,
          };
        }),
      },
    ];
  });
}

/** The match with the delta applied, or the same object when the delta is stale. */
export function applyMatchDelta(match: LiveMatch, delta: MatchDelta): LiveMatch {
  if (delta.id !== match.matchid || delta.v <= match.v) return match;
  const state = delta.state ? liveFields(delta.state) : {};
  const active = delta.active ?? match.active;
  const stopped = delta.suspended === undefined ? match.iss === 1 : delta.suspended === 1;
  return {
    ...match,
    ...state,
    v: delta.v,
    active,
    iss: stopped ? 1 : 0,
    betstatus: stopped ? 'stopped' : 'started',
    odds: applyOddsDelta(match.odds, delta, stopped),
  };
}
