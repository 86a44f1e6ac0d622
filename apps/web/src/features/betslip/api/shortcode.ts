import { ApiError, callApi } from '@bet/api-client/call-api';
import type { ShortcodeRequest, ShortcodeResponse } from '@bet/domain/api/betting';
import { useMutation } from '@tanstack/react-query';
import type { SlipSelection } from '../../../shared/slip/slip-selection.ts';

/** Short codes are sent in capitals (spec 001 section 5, Short code). */
export const normalizeCode = (code: string): string => code.trim().toUpperCase();

type CodeSelection = NonNullable<ShortcodeResponse['selection']>;

/** The slip pick a code's selection makes. */
export const selectionFromCode = (s: CodeSelection, now: number): SlipSelection => ({
  m: s.matchId,
  i: `${s.oddsType}_${s.outcomeId}_${s.special}`,
  ttype: s.ttype,
  oddstype: s.oddsType,
  special: s.special,
  outcomeid: s.outcomeId,
  odd: s.odd,
  home: s.home,
  away: s.away,
  sportId: s.sportId,
  typename: s.typeName,
  outcome: s.outcomeName,
  addedAt: now,
});

/** shortcode: the pick an outcome's code stands for; a code not found is an ApiError. */
export async function findByShortcode(code: string): Promise<SlipSelection> {
  const answer = await callApi<ShortcodeResponse>('shortcode', {
    code: normalizeCode(code),
  } satisfies ShortcodeRequest);
  if (!answer.selection) throw new ApiError(404, 'searchNotFound', answer.msg);
  return selectionFromCode(answer.selection, Date.now());
}

export const useShortcode = () => useMutation({ mutationFn: findByShortcode });
