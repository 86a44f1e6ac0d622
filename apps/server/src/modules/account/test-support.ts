// Helpers for the account and payments HTTP tests (not imported by the server).
import type { LightMyRequestResponse } from 'fastify';
import type { AppInstance } from '../../http/app-instance.ts';
import type { TestApp } from '../../test/test-app.ts';
import { hashPassword } from '../auth/index.ts';
import { invalidateSiteCache } from '../site/index.ts';
import type { UserRow } from './schema.ts';
import { insertUser, type NewUser } from './users-repo.ts';

let ipCounter = 0;
/** A fresh client address, so each test has its own per-IP rate-limit budget. */
export const freshIp = (): string => {
  ipCounter += 1;
  return `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

export type CallOptions = { ip?: string; cookie?: string; bearer?: string };

/** POST /api/<name> the way the spec's client does. */
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

export async function sql<T>(t: TestApp, text: string, params: unknown[] = []): Promise<T[]> {
  return t.database.withConnection((c) => c.query<T>(text, params));
}

export async function defaultSite(t: TestApp): Promise<{ id: number; operatorId: number }> {
  const [site] = await sql<{ id: number; operator_id: number }>(
    t,
    'select id, operator_id from sites where is_default',
  );
  if (!site) throw new Error('no default site seeded');
  return { id: site.id, operatorId: site.operator_id };
}

/** Merges settings into the default site and drops the cached copy. */
export async function setSiteSettings(t: TestApp, settings: Record<string, unknown>): Promise<void> {
  await sql(t, 'update sites set settings = settings || $1::jsonb where is_default', [
    JSON.stringify(settings),
  ]);
  invalidateSiteCache();
}

export async function countUsers(t: TestApp): Promise<number> {
  const [row] = await sql<{ n: number | string }>(t, 'select count(*)::int as n from users');
  return Number(row?.n);
}

let userCounter = 0;
/** A user of the default site (player unless told), with the password 'secret12'. */
export async function createUser(t: TestApp, values: Partial<NewUser> = {}): Promise<UserRow> {
  userCounter += 1;
  const site = await defaultSite(t);
  return insertUser(t.database.db, {
    siteId: site.id,
    operatorId: site.operatorId,
    username: `member${userCounter}`,
    passwordHash: await hashPassword('secret12'),
    role: 'player',
    ...values,
  });
}

/** A fresh captcha and its answer (read from the database: the API never tells it). */
export async function solvedCaptcha(t: TestApp): Promise<{ captchaId: string; securityCode: string }> {
  const res = await call(t.app, 'captcha');
  const { captchaId } = res.json() as { captchaId: string };
  const [row] = await sql<{ answer: string }>(t, 'select answer from captchas where id = $1', [captchaId]);
  if (!row) throw new Error('captcha not stored');
  return { captchaId, securityCode: row.answer };
}

let formCounter = 0;
/** A valid register payload as the spec's client sends it; each call has its own username, e-mail and phone. */
export function registerForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  formCounter += 1;
  const n = String(formCounter).padStart(4, '0');
  return {
    lang: 'tr',
    firstName: 'Ayşe',
    lastName: 'Yılmaz',
    birthDate: '1990-04-15',
    idNumber: '',
    sex: 'f',
    address: '',
    city: 'Istanbul',
    postCode: '',
    counrtyId: 218,
    mobile: `+90 532123${n}`,
    userName: `newplayer${n}`,
    password: 'secret12',
    email: `new${n}@example.com`,
    currency: 'TRY',
    promotionCode: '',
    affiliateUser: 0,
    ...overrides,
  };
}

/** Registers with a solved captcha from a fresh address. */
export async function register(t: TestApp, overrides: Record<string, unknown> = {}) {
  const captcha = await solvedCaptcha(t);
  return call(t.app, 'register', { ...registerForm(), ...captcha, ...overrides });
}

/** The session token a response set as the `sid` cookie. */
export function sessionCookie(res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((c) => c.name === 'sid')?.value;
}
