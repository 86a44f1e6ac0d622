// Solving proof-of-work challenges the way the browser does, from tests (the test config keeps them small).
import type { CaptchaAnswer, ChallengePurpose, PowChallenge } from '@bet/domain/api/account';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { call } from './http.ts';
import type { TestApp } from './test-app.ts';

/** A challenge from the captcha call. */
export async function fetchChallenge(
  t: TestApp,
  purpose: ChallengePurpose = 'register',
): Promise<PowChallenge> {
  const res = await call(t.app, 'captcha', { purpose });
  if (res.statusCode !== 200) throw new Error(`captcha failed: ${res.body}`);
  return (res.json() as CaptchaAnswer).challenge;
}

/** The securityCode the widget sends for a challenge: its solution found by trying, as a browser does. */
export async function solve(challenge: PowChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A fresh challenge, solved. */
export async function solvedChallenge(t: TestApp, purpose: ChallengePurpose = 'register'): Promise<string> {
  return solve(await fetchChallenge(t, purpose));
}
