// Registering players through the API, from tests.
import { solvedChallenge } from './challenge.ts';
import { call } from './http.ts';
import { setSiteSettings } from './sql.ts';
import type { TestApp } from './test-app.ts';

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

/** Registers with a solved challenge from a fresh address. */
export async function register(t: TestApp, overrides: Record<string, unknown> = {}) {
  const securityCode = await solvedChallenge(t);
  return call(t.app, 'register', { ...registerForm(), securityCode, ...overrides });
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
