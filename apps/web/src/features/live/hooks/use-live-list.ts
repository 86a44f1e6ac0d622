import type { LiveMatch } from '@bet/domain/api/sportsbook';
import type { ServerFrame } from '@bet/domain/sportsbook/live-protocol';
import { useEffect, useReducer, useRef } from 'react';
import { getLiveMatches } from '../../../shared/sportsbook/api/live-matches.ts';
import { applyLiveFrames, mergeFetched } from '../../../shared/sportsbook/live/live-list.ts';
import { useLiveFrames } from '../../../shared/sportsbook/live/use-live-frames.ts';

/** Frames are applied in batches: one re-render per burst, not per frame. */
const FLUSH_MS = 150;
/** Matches asked for within this window go in one lookup. */
const FETCH_MS = 300;

export type LiveListConfig = {
  topics: readonly string[];
  wantsSport(sportId: number): boolean;
  /** Whether a looked-up match belongs to the list. */
  accepts(match: LiveMatch): boolean;
  compare?: (a: LiveMatch, b: LiveMatch) => number;
  /** The socket came back after a drop: refetch the list. */
  onReconnect(): void;
  /** A match joined or left the live lists (counts elsewhere on the page may be stale). */
  onMembership?: () => void;
};

type Held = { source: readonly LiveMatch[] | undefined; matches: readonly LiveMatch[]; ignored: Set<number> };

/** The fetched list kept current by the live socket; a new fetched list starts it over. */
export function useLiveList(
  source: readonly LiveMatch[] | undefined,
  config: LiveListConfig,
): readonly LiveMatch[] {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const held = useRef<Held>({ source, matches: source ?? [], ignored: new Set() });
  if (held.current.source !== source) held.current = { source, matches: source ?? [], ignored: new Set() };
  const latest = useRef(config);
  latest.current = config;
  const queue = useRef<ServerFrame[]>([]);
  const wanted = useRef(new Set<number>());
  const timers = useRef<{ flush?: ReturnType<typeof setTimeout>; fetch?: ReturnType<typeof setTimeout> }>({});

  const lookUp = () => {
    timers.current.fetch = undefined;
    const ids = [...wanted.current];
    wanted.current.clear();
    const at = held.current;
    getLiveMatches(ids)
      .then((fetched) => {
        if (held.current !== at) return;
        const { accepts, compare } = latest.current;
        const { matches, refused } = mergeFetched(at.matches, fetched, accepts, compare);
        for (const m of fetched) if (!refused.includes(m.matchid)) at.ignored.delete(m.matchid);
        at.matches = matches;
        rerender();
      })
      .catch(() => {
        // Asked again by the next frame that names them.
        for (const id of ids) at.ignored.delete(id);
      });
  };

  const flush = () => {
    timers.current.flush = undefined;
    const frames = queue.current;
    queue.current = [];
    if (frames.some((f) => f.t !== 'match')) latest.current.onMembership?.();
    const at = held.current;
    const { matches, fetch } = applyLiveFrames(at.matches, frames, {
      ignored: at.ignored,
      wantsSport: latest.current.wantsSport,
    });
    if (matches !== at.matches) {
      at.matches = matches;
      rerender();
    }
    if (fetch.length === 0) return;
    for (const id of fetch) {
      at.ignored.add(id);
      wanted.current.add(id);
    }
    timers.current.fetch ??= setTimeout(lookUp, FETCH_MS);
  };

  useLiveFrames(config.topics, (frame) => {
    if (frame.t === 'reconnected') return latest.current.onReconnect();
    if (frame.t !== 'match' && frame.t !== 'added' && frame.t !== 'removed') return;
    queue.current.push(frame);
    timers.current.flush ??= setTimeout(flush, FLUSH_MS);
  });

  useEffect(() => {
    const pending = timers.current;
    return () => {
      clearTimeout(pending.flush);
      clearTimeout(pending.fetch);
      pending.flush = undefined;
      pending.fetch = undefined;
    };
  }, []);

  return held.current.matches;
}
