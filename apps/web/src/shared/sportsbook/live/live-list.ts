// A live list kept current by the socket's frames (spec 001 section 4: Match status, Socket).
// Pure: the pages hold the list and fetch what this reports as missing.
import type { LiveMatch } from '@bet/domain/api/sportsbook';
import { applyMatchDelta } from '@bet/domain/sportsbook/apply-delta';
import type { ServerFrame } from '@bet/domain/sportsbook/live-protocol';
import { isFinishedStatus, isLiveStatus } from '@bet/domain/sportsbook/live-state';

export type LiveListOptions = {
  /** Ids already looked up and left out (another sport, outside the filters): not fetched again. */
  ignored: ReadonlySet<number>;
  /** Whether a match of this sport may belong to the list ('added' frames name the sport). */
  wantsSport(sportId: number): boolean;
};

export type LiveListUpdate = {
  /** The same array when nothing changed. */
  matches: readonly LiveMatch[];
  /** Match ids to look up (liveMatches) and merge with mergeFetched. */
  fetch: number[];
};

/**
 * Applies frames in order: a delta patches its match (a finished one leaves); a delta of a match
 * the list lacks that is in play asks for it; 'added' asks for it again; 'removed' drops it.
 */
export function applyLiveFrames(
  list: readonly LiveMatch[],
  frames: readonly ServerFrame[],
  options: LiveListOptions,
): LiveListUpdate {
  let matches = list;
  const fetch = new Set<number>();
  const without = (id: number) => {
    if (matches.some((m) => m.matchid === id)) matches = matches.filter((m) => m.matchid !== id);
  };
  for (const frame of frames) {
    if (frame.t === 'removed') without(frame.id);
    else if (frame.t === 'added') {
      if (options.wantsSport(frame.sportId) && !options.ignored.has(frame.id)) fetch.add(frame.id);
    } else if (frame.t === 'match') {
      const index = matches.findIndex((m) => m.matchid === frame.id);
      const current = matches[index];
      if (!current) {
        if (frame.state && isLiveStatus(frame.state.status) && !options.ignored.has(frame.id))
          fetch.add(frame.id);
        continue;
      }
      if (frame.state && isFinishedStatus(frame.state.status)) {
        without(frame.id);
        continue;
      }
      const next = applyMatchDelta(current, frame);
      if (next !== current) matches = matches.with(index, next);
    }
  }
  return { matches, fetch: [...fetch] };
}

/**
 * Merges looked-up matches: a newer copy replaces the held one, an accepted new one is added
 * (kept in `compare` order), a refused one leaves and is reported so it is not fetched again.
 */
export function mergeFetched(
  list: readonly LiveMatch[],
  fetched: readonly LiveMatch[],
  accepts: (match: LiveMatch) => boolean,
  compare?: (a: LiveMatch, b: LiveMatch) => number,
): { matches: readonly LiveMatch[]; refused: number[] } {
  const refused: number[] = [];
  let matches = [...list];
  let added = false;
  for (const m of fetched) {
    const index = matches.findIndex((x) => x.matchid === m.matchid);
    if (!accepts(m) || isFinishedStatus(m.matchstatus)) {
      refused.push(m.matchid);
      if (index >= 0) matches = matches.filter((x) => x.matchid !== m.matchid);
    } else if (index < 0) {
      matches.push(m);
      added = true;
    } else if (m.v >= (matches[index]?.v ?? 0)) matches[index] = m;
  }
  if (added && compare) matches = matches.sort(compare);
  return { matches, refused };
}
