// What has happened so far in a simulated match (goals, cards, corners, periods), for the tracker.
import { engineFor } from './engines/index.ts';
import { matchElapsedSeconds } from './match-state.ts';
import { REFERENCE_DATA } from './reference-data.ts';
import type { PlayEvent } from './sport-engine.ts';

export type EventsInput = {
  externalId: string;
  sportId: number;
  tournamentId: number;
  homeTeamId: number;
  awayTeamId: number;
  startsAt: number;
};

/** Events up to `now`, newest last; [] before kick-off. Same plan as the feed plays (seed + external id). */
export function eventsSoFar(seed: string, speed: number, match: EventsInput, now: Date): PlayEvent[] {
  const elapsed = matchElapsedSeconds(new Date(match.startsAt), now, speed);
  if (elapsed < 0) return [];
  const engine = engineFor(match.sportId);
  const plan = engine.plan({
    seed: `${seed}:${match.externalId}`,
    homeRating: REFERENCE_DATA.teamById.get(match.homeTeamId)?.rating ?? 50,
    awayRating: REFERENCE_DATA.teamById.get(match.awayTeamId)?.rating ?? 50,
    tournamentId: match.tournamentId,
  });
  return engine.eventsBetween(plan, Number.NEGATIVE_INFINITY, elapsed);
}
