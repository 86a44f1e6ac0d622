// One POST call as the API declares them: its summary and tags for the documentation, the body and
// answer schemas (checked at run time) and who may call it (judged by the access guard).
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Access } from '../authz/route-guard.ts';
import type { AppInstance } from './app-instance.ts';

export type PostCall<Body extends z.ZodType, Answer extends z.ZodType> = {
  url: string;
  summary: string;
  tags: string[];
  body: Body;
  answer: Answer;
  access: Access;
};

export function registerPostCall<Body extends z.ZodType, Answer extends z.ZodType>(
  app: AppInstance,
  call: PostCall<Body, Answer>,
  answer: (req: FastifyRequest, body: z.output<Body>) => Promise<z.input<Answer>>,
): void {
  // The provider types a body from a concrete schema only; the schemas check it at run time.
  const schema: { summary: string; tags: string[]; body: z.ZodType; response: { 200: z.ZodType } } = {
    summary: call.summary,
    tags: call.tags,
    body: call.body,
    response: { 200: call.answer },
  };
  app.post(call.url, { schema, config: { access: call.access } }, (req) =>
    answer(req, req.body as z.output<Body>),
  );
}
