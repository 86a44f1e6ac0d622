// What the sign-in calls answer (spec 000 section 7): zod schemas, the one source of these types.
import { z } from 'zod';

/** login; a refusal's body may carry `redirect`. */
export const loginAnswer = z.object({
  status: z.literal(true),
  userId: z.number(),
  lang: z.string(),
  redirect: z.string(),
  token: z.string(),
});
export type LoginAnswer = z.infer<typeof loginAnswer>;

/** handlogin: a hand terminal signed in with its one-time token. */
export const handLoginAnswer = z.object({ status: z.literal(true), userId: z.number(), token: z.string() });
export type HandLoginAnswer = z.infer<typeof handLoginAnswer>;
