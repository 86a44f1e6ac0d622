import type { LiveMatch } from '@bet/domain/api/sportsbook';
import { matchTopic } from '@bet/domain/sportsbook/live-protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useLiveFrames } from '../../../shared/sportsbook/live/use-live-frames.ts';
import { matchEventsQuery, useMatchEvents } from '../api/events-api.ts';
import { eventSignature, type TrackerEvent, timelineEvents } from '../lib/tracker-events.ts';

/**
 * The match's timeline so far, oldest first: loaded on open and again whenever the live match
 * shows a new event (score, cards, corners, status), kicks off or comes back after a socket gap.
 * After the match leaves the feed the last timeline stays.
 */
export function useTrackerEvents(match: LiveMatch): TrackerEvent[] {
  const queryClient = useQueryClient();
  const id = match.matchid;
  const events = useMatchEvents(id);

  useLiveFrames([matchTopic(id)], (frame) => {
    if (frame.t === 'reconnected' || (frame.t === 'added' && frame.id === id)) {
      void queryClient.invalidateQueries({ queryKey: matchEventsQuery(id).queryKey });
    }
  });

  const signature = eventSignature(match);
  // The signature the loaded events already answer; the first load is the query's own.
  const answered = useRef(signature);
  useEffect(() => {
    if (answered.current === signature) return;
    answered.current = signature;
    void queryClient.invalidateQueries({ queryKey: matchEventsQuery(id).queryKey });
  }, [signature, id, queryClient]);

  return useMemo(() => timelineEvents(events.data ?? []), [events.data]);
}
