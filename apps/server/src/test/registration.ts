// Registering players through the API, from tests.
import { call } from './http.ts';
import { setSiteSettings, sql } from './sql.ts';
import type { TestApp } from './test-app.ts';

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

/** Puts the default site's registration settings back: open, no activation, nothing extra required. */
export function resetRegistrationSettings(t: TestApp): Promise<void> {
  return setSiteSettings(t, {
    register_activation: 0,
    register_disabled: 0,
    registerTcRequired: 0,
    mobile_required: 0,
  });
}
