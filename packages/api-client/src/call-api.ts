// The one way the front ends call the API: the request's language, refusals as ApiError, answers
// checked against their schemas.
import { type LanguageCode, languageByCode } from '@bet/domain/reference/languages';
import type { ZodType } from 'zod';

/** A refusal from the server: the catalogue key and the message it translated. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

let language: LanguageCode = 'tr';

/** The language every call carries (the server answers messages in it). */
export function setApiLanguage(code: LanguageCode): void {
  language = code;
}

type AnswerRegistry = { answers: Record<string, ZodType> };

/** Loads a registry once; a failed load is tried again by the next call, not remembered. */
function lazyRegistry(load: () => Promise<AnswerRegistry>): () => Promise<AnswerRegistry> {
  let loading: Promise<AnswerRegistry> | undefined;
  return () => {
    loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    });
    return loading;
  };
}

// The schemas (and zod) load beside the first call, not with the page: the entry bundle stays small.
// The back office's calls have a registry of their own, so the player site never downloads it.
const loadPlayerAnswers = lazyRegistry(() => import('./answers.ts'));
const loadAdminAnswers = lazyRegistry(() => import('./admin-answers.ts'));

const ADMIN_PREFIX = 'admin/';
const answerRegistryOf = (name: string) =>
  name.startsWith(ADMIN_PREFIX) ? loadAdminAnswers() : loadPlayerAnswers();

/** A fresh idempotency key for a money-moving call. */
export const newRequestId = (): string => crypto.randomUUID();

/**
 * POST /api/{name} with the payload; resolves with the answer or throws ApiError. An answer that
 * does not match its call's schema (answers.ts, admin-answers.ts for admin/ calls) is refused as a
 * technical error.
 */
export async function callApi<T>(
  name: string,
  payload: Record<string, unknown> = {},
  signal?: AbortSignal,
): Promise<T> {
  const schemas = answerRegistryOf(name);
  // Awaited only once the answer is in; a call that fails before must not leave it unhandled.
  schemas.catch(() => undefined);
  let response: Response;
  try {
    response = await fetch(`/api/${name}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ lang: languageByCode(language).apiCode, ...payload }),
      ...(signal ? { signal } : {}),
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiError(0, 'networkError', '');
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok || body.status === false) {
    throw new ApiError(
      response.status,
      typeof body.key === 'string' ? body.key : 'technicalError',
      typeof body.msg === 'string' ? body.msg : '',
      body,
    );
  }
  const loaded = await schemas.catch(() => null);
  if (!loaded) throw new ApiError(0, 'networkError', '');
  const schema = loaded.answers[name];
  if (!schema) return body as T;
  const checked = schema.safeParse(body);
  if (!checked.success) throw new ApiError(response.status, 'technicalError', '', body);
  return checked.data as T;
}
