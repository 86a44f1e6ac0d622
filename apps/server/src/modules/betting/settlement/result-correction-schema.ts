// The payload of an operator's corrected match result: the whole result, in the shape the feed
// reports it (FeedResult) and match_results stores it.

import { callBody, requestId } from '@bet/domain/api/fields';
import { z } from 'zod';

/** The statuses a decided match can end in: the first two settle, the others void its picks. */
export const RESULT_STATUSES = [
  'ended',
  'after_ot',
  'interrupted',
  'retired',
  'walkover',
  'cancelled',
  'abandoned',
  'postponed',
] as const;

const count = z.number().int().min(0).max(9_999);
const teamScore = z.strictObject({ home: count, away: count });
const cards = z.strictObject({ yellowHome: count, yellowAway: count, redHome: count, redAway: count });
const side = z.enum(['home', 'away']);

/** Whether each side's goals in the order of goals add up to its score. */
const goalsAddUp = (r: { score: { home: number; away: number }; goals?: ('home' | 'away')[] | undefined }) =>
  r.goals === undefined ||
  (r.goals.filter((g) => g === 'home').length === r.score.home &&
    r.goals.filter((g) => g === 'away').length === r.score.away);

export const correctedResult = z
  .strictObject({
    status: z.enum(RESULT_STATUSES),
    score: teamScore,
    /** Regular periods in order, then overtime if any. */
    periods: z.array(teamScore).max(40),
    corners: teamScore.optional(),
    cards: cards.optional(),
    /** Which team scored each goal, in order (football). */
    goals: z.array(side).max(400).optional(),
  })
  .refine(goalsAddUp, { message: 'goalsMismatchScore', path: ['goals'] });
export type CorrectedResult = z.infer<typeof correctedResult>;

export const correctMatchResultBody = callBody({
  reqId: requestId,
  matchId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  result: correctedResult,
});
