// The payload of the platform staff's TV stream call; the player calls' payloads are in the shared
// contracts (@bet/domain/api/sportsbook-requests).

import { callBody, text } from '@bet/domain/api/fields';
import { catalogId } from '@bet/domain/api/sportsbook-requests';
import { z } from 'zod';

/** The operator's stream address of a match; '' removes it. */
export const tvStreamBody = callBody({
  matchId: catalogId,
  url: z.union([
    z.literal(''),
    text(500)
      .url()
      .regex(/^https?:\/\//, 'invalidInput'),
  ]),
});
