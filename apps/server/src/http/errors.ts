import type { MessageKey } from '@bet/domain';

export type MessageParams = Record<string, string | number>;

/** A refusal the client caused or may show: answered as { status: false, key, msg } with its HTTP status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
    /** Extra response fields the spec's client reads (for example `login` or `redirect`). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(key);
  }
}

export const badRequest = (key: MessageKey, params?: MessageParams) => new AppError(400, key, params);
export const unauthorized = (key: MessageKey = 'loginRequired') =>
  new AppError(401, key, {}, { login: false });
export const forbidden = (key: MessageKey = 'forbidden') => new AppError(403, key);
export const notFound = (key: MessageKey = 'notFound') => new AppError(404, key);
export const conflict = (key: MessageKey, params?: MessageParams) => new AppError(409, key, params);
