// Answers many calls share.
import { z } from 'zod';

/** A call that succeeded with a message to show. */
export const messageAnswer = z.object({ status: z.literal(true), msg: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswer>;

/** A list call's answer: its items under results. */
export const resultsAnswer = <T extends z.ZodType>(item: T) =>
  z.object({ status: z.literal(true), results: z.array(item) });

/** A call that succeeded with nothing more to say. */
export const okAnswer = z.object({ status: z.literal(true) });
export type OkAnswer = z.infer<typeof okAnswer>;
