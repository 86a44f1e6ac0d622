// The schema of an in-house game call: its body, and an answer that is either its own or a refusal.
import { houseRefusal } from '@bet/domain/api/house-games';
import { z } from 'zod';

export const houseCallSchema = <B extends z.ZodType, A extends z.ZodType>(
  summary: string,
  body: B,
  answer: A,
) => ({
  schema: { tags: ['house games'], summary, body, response: { 200: z.union([answer, houseRefusal]) } },
});
