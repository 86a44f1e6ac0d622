import type { LightMyRequestResponse } from 'fastify';
import type { AppInstance } from '../http/app-instance.ts';
import { call } from './http.ts';

/** Signs the user in and returns the session token (the value of the `sid` cookie). */
export async function signIn(app: AppInstance, userName: string, password: string): Promise<string> {
  const res = await call(app, 'login', { userName, password });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return (res.json() as { token: string }).token;
}

/** The session token a response set as the `sid` cookie. */
export function sessionCookie(res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((c) => c.name === 'sid')?.value;
}
