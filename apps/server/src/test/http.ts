// Calling the API the way the spec's client does, from tests.
import type { LightMyRequestResponse } from 'fastify';
import type { AppInstance } from '../http/app-instance.ts';

let ipCounter = 0;
/** A fresh client address, so each test has its own per-IP rate-limit budget. */
export const freshIp = (): string => {
  ipCounter += 1;
  return `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

export type CallOptions = { ip?: string; cookie?: string; bearer?: string };

/** POST /api/<name> with a JSON body, the session as a cookie or a Bearer token, from a fresh address. */
export function call(
  app: AppInstance,
  name: string,
  body: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = `sid=${options.cookie}`;
  if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
  return app.inject({
    method: 'POST',
    url: `/api/${name}`,
    payload: body,
    headers,
    remoteAddress: options.ip ?? freshIp(),
  });
}
