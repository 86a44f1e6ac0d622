import { ApiError } from '@bet/api-client/call-api';
import type { OddGroup } from '@bet/domain/api/sportsbook';
import { matchTopic } from '@bet/domain/sportsbook/live-protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveFrame } from '../../../shared/sportsbook/live/live-socket.ts';
import { useLiveFrames } from '../../../shared/sportsbook/live/use-live-frames.ts';
import { liveDetailQuery, prematchDetailQuery, useLiveDetail, usePrematchDetail } from '../api/match-api.ts';
import { type DetailMatch, endedLive, fromLive, fromPrematch } from '../lib/detail-match.ts';
import { kicksOff, patchLive, patchPrematch } from '../lib/patch-detail.ts';

export type MatchDetailState =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'error'; error: Error; retry: () => void }
  | { kind: 'ready'; match: DetailMatch; groups: OddGroup[] };

/**
 * A match detail kept live: the prematch (odds) or live (liveoddsnew) answer, patched by the
 * match's socket deltas. A prematch match that kicks off switches to the live call; a match the
 * feed removes shows as ended with its odds inactive. `mode` is how the match is shown now.
 */
export function useMatchDetail(
  matchId: number,
  ttype: 'L' | 'N',
): MatchDetailState & { mode: 'L' | 'N'; ended: boolean } {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [kickedOff, setKickedOff] = useState(false);
  const [endedStatus, setEndedStatus] = useState<string | undefined>();
  const prematch = usePrematchDetail(matchId, ttype === 'N' && !kickedOff);
  if (ttype === 'N' && !kickedOff && prematch.data?.match.started) setKickedOff(true);
  const mode = ttype === 'L' || kickedOff ? 'L' : 'N';
  const live = useLiveDetail(matchId, mode === 'L');
  const prematchKey = prematchDetailQuery(matchId, i18n.language).queryKey;
  const liveKey = liveDetailQuery(matchId, i18n.language).queryKey;

  useLiveFrames([matchTopic(matchId)], (frame: LiveFrame) => {
    if (frame.t === 'reconnected' || (frame.t === 'added' && frame.id === matchId)) {
      void queryClient.invalidateQueries({ queryKey: mode === 'L' ? liveKey : prematchKey });
    } else if (frame.t === 'removed' && frame.id === matchId) {
      setEndedStatus(frame.status);
    } else if (frame.t === 'match' && frame.id === matchId) {
      if (mode === 'L') queryClient.setQueryData(liveKey, (d) => d && patchLive(d, frame));
      else if (kicksOff(frame)) setKickedOff(true);
      else queryClient.setQueryData(prematchKey, (d) => d && patchPrematch(d, frame));
    }
  });

  const ended = endedStatus !== undefined;
  const common = { mode, ended } as const;
  if (live.data) {
    const shown = ended ? endedLive(live.data.match, endedStatus) : live.data.match;
    return { ...common, kind: 'ready', match: fromLive(shown), groups: live.data.odds };
  }
  // While the live call loads after kick-off, the prematch answer stays on screen.
  if (prematch.data) {
    const match = fromPrematch(prematch.data.match);
    return {
      ...common,
      kind: 'ready',
      match: ended ? { ...match, active: 0 } : match,
      groups: prematch.data.results,
    };
  }
  const failed = mode === 'L' ? live : prematch;
  if (failed.error instanceof ApiError && failed.error.status === 404) return { ...common, kind: 'notFound' };
  if (failed.error)
    return { ...common, kind: 'error', error: failed.error, retry: () => void failed.refetch() };
  return { ...common, kind: 'loading' };
}
