import { type LanguageCode, languageByCode } from '@bet/domain/reference/languages';

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

/** A fresh idempotency key for a money-moving call. */
export const newRequestId = (): string => crypto.randomUUID();

/** POST /api/{name} with the payload; resolves with the answer or throws ApiError. */
export async function callApi<T>(
  name: string,
  payload: Record<string, unknown> = {},
  signal?: AbortSignal,
): Promise<T> {
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
  return body as T;
}
