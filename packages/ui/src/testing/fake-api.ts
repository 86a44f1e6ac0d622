// A fake API for page tests of both front ends: POST <prefix><call> answered from a table, each
// call's body recorded.
import { vi } from 'vitest';

type Answer = Record<string, unknown>;
type Reply = Answer | ((body: Answer) => Answer);

/**
 * Answers POST <prefix><call> from the table (the player site's /api/, the back office's
 * /api/admin/); records each call's body (without the language).
 */
export function fakeApi(answers: Record<string, Reply>, prefix = '/api/') {
  const calls: { call: string; body: Answer }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = url.replace(prefix, '');
      const { lang: _lang, ...body } = JSON.parse(String(init?.body ?? '{}')) as Answer;
      calls.push({ call, body });
      const reply = answers[call];
      const answer = typeof reply === 'function' ? reply(body) : (reply ?? { http: 404, body: {} });
      const wrapped = typeof answer.http === 'number';
      return new Response(JSON.stringify(wrapped ? answer.body : answer), {
        status: wrapped ? (answer.http as number) : 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { calls, of: (call: string) => calls.filter((c) => c.call === call).map((c) => c.body) };
}
