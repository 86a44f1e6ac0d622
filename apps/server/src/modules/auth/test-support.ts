// Helpers for this module's HTTP tests (not imported by the server).
import type { LightMyRequestResponse } from 'fastify';
import type { AppInstance } from '../../http/app-instance.ts';
import type { TestApp } from '../../test/test-app.ts';
import { insertUser, type UserRow } from '../account/index.ts';
import { hashPassword } from './password.ts';

let ipCounter = 0;
/** A fresh client address, so each test has its own per-IP rate-limit budget. */
export const freshIp = (): string => {
  ipCounter += 1;
  return `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

export type CallOptions = { ip?: string; bearer?: string; cookie?: string };

/** POST /api/<name> the way the spec's client does. */
export function call(
  app: AppInstance,
  name: string,
  body: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
  if (options.cookie) headers.cookie = `sid=${options.cookie}`;
  return app.inject({
    method: 'POST',
    url: `/api/${name}`,
    payload: body,
    headers,
    remoteAddress: options.ip ?? freshIp(),
  });
}

export async function defaultSite(t: TestApp): Promise<{ id: number; operatorId: number }> {
  const rows = await t.database.withConnection((c) =>
    c.query<{ id: number; operator_id: number }>('select id, operator_id from sites where is_default'),
  );
  const site = rows[0];
  if (!site) throw new Error('no default site seeded');
  return { id: site.id, operatorId: site.operator_id };
}

let userCounter = 0;
export type PlayerOptions = {
  password?: string;
  status?: number;
  activation?: number;
  email?: string | null;
  birthDate?: string | null;
};

/** A player on the default site with a real argon2id hash; username is unique per call. */
export async function createPlayer(
  t: TestApp,
  options: PlayerOptions = {},
): Promise<UserRow & { password: string }> {
  userCounter += 1;
  const site = await defaultSite(t);
  const password = options.password ?? 'secret12';
  const user = await insertUser(t.database.db, {
    siteId: site.id,
    operatorId: site.operatorId,
    username: `player${userCounter}`,
    passwordHash: await hashPassword(password),
    role: 'player',
    status: options.status ?? 1,
    activation: options.activation ?? 0,
    email: options.email === undefined ? `player${userCounter}@example.com` : options.email,
    birthDate: options.birthDate === undefined ? '1990-04-05' : options.birthDate,
  });
  return { ...user, password };
}

/** Signs the player in and returns the session token (the value of the `sid` cookie). */
export async function signIn(app: AppInstance, userName: string, password: string): Promise<string> {
  const res = await call(app, 'login', { userName, password });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return (res.json() as { token: string }).token;
}
