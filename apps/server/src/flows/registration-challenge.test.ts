import type { PowChallenge } from '@bet/domain/api/account';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterEach, describe, expect, it } from 'vitest';
import { CHALLENGE_TTL_MS } from '../modules/auth/index.ts';
import { invalidateSiteCache } from '../modules/site/index.ts';
import { fetchChallenge, solve, solvedChallenge } from '../test/challenge.ts';
import { testDatabaseKinds } from '../test/databases.ts';
import { call, freshIp } from '../test/http.ts';
import { registerForm, resetRegistrationSettings } from '../test/registration.ts';
import { sql } from '../test/sql.ts';
import { useTestApp } from '../test/test-app.ts';

const base64Json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
const decode = (code: string) => JSON.parse(Buffer.from(code, 'base64').toString('utf8'));

describe.each(testDatabaseKinds)('registration challenge on %s', (kind) => {
  const t = useTestApp(kind);
  afterEach(() => resetRegistrationSettings(t));

  const countUsers = async () => {
    const [row] = await sql<{ n: number }>(t, 'select count(*)::int as n from users');
    return Number(row?.n);
  };
  const registerWith = (securityCode: unknown) =>
    call(t.app, 'register', { ...registerForm(), securityCode });

  it('issues a signed challenge that writes nothing and says what it is for until when', async () => {
    const challenge = await fetchChallenge(t);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      keySignature: expect.stringMatching(/^[0-9a-f]{64}$/),
      data: { purpose: 'register', expires: t.clock.now().getTime() + CHALLENGE_TTL_MS },
    });
    const [spent] = await sql<{ n: number }>(t, 'select count(*)::int as n from spent_challenges');
    expect(spent?.n).toBe(0);
  });

  it('accepts a solved challenge once: the same solution again is refused and writes nothing', async () => {
    const securityCode = await solvedChallenge(t);
    expect((await registerWith(securityCode)).statusCode).toBe(200);
    const before = await countUsers();
    const replay = await registerWith(securityCode);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ status: false, key: 'checkSecurityCode' });
    expect(await countUsers()).toBe(before);
  });

  it('lets only one of two registrations sent at once with the same solution through', async () => {
    const securityCode = await solvedChallenge(t);
    const before = await countUsers();
    const answers = await Promise.all([registerWith(securityCode), registerWith(securityCode)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await countUsers()).toBe(before + 1);
  });

  it('spends the challenge even when the registration is then refused (one solution, one try)', async () => {
    const securityCode = await solvedChallenge(t);
    const taken = registerForm();
    expect(
      (await call(t.app, 'register', { ...taken, securityCode: await solvedChallenge(t) })).statusCode,
    ).toBe(200);
    const clash = await call(t.app, 'register', {
      ...registerForm(),
      userName: taken.userName,
      securityCode,
    });
    expect(clash.json()).toMatchObject({ key: 'alreadyUsedUsername' });
    expect((await registerWith(securityCode)).json()).toMatchObject({ key: 'checkSecurityCode' });
  });

  it('keeps the challenge for a corrected form after a validation failure', async () => {
    const securityCode = await solvedChallenge(t);
    const bad = await call(t.app, 'register', { ...registerForm({ city: '' }), securityCode });
    expect(bad.json()).toMatchObject({ key: 'cityCanNotbeNull' });
    expect((await registerWith(securityCode)).statusCode).toBe(200);
  });

  it('refuses forged, tampered and unsolved challenges with checkSecurityCode, never a fault', async () => {
    const challenge = await fetchChallenge(t);
    const good = decode(await solve(challenge));
    const forgedChallenge = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1,
      counter: 3,
      deriveKey,
      data: { purpose: 'register', site: 1, expires: t.clock.now().getTime() + 60_000 },
      hmacSignatureSecret: 'a guessed secret',
    });
    const forged = await solve({
      ...forgedChallenge,
      signature: forgedChallenge.signature ?? '',
    } as PowChallenge);
    const longer = {
      ...good.challenge.parameters,
      data: { ...good.challenge.parameters.data, expires: 9e15 },
    };
    const flipped = good.challenge.signature.replace(/^./, (c: string) => (c === '0' ? '1' : '0'));
    const cases: unknown[] = [
      forged,
      base64Json({ ...good, challenge: { ...good.challenge, signature: flipped } }),
      base64Json({ ...good, challenge: { ...good.challenge, parameters: longer } }),
      base64Json({ ...good, solution: { counter: 0, derivedKey: '00'.repeat(32) } }),
      base64Json({ challenge: good.challenge }),
      base64Json({ ...good, solution: { counter: -1, derivedKey: 'zz' } }),
      'not a payload',
      base64Json('a string'),
    ];
    const before = await countUsers();
    for (const securityCode of cases) {
      const res = await registerWith(securityCode);
      expect(res.statusCode, String(securityCode)).toBe(400);
      expect(res.json()).toMatchObject({ status: false, key: 'checkSecurityCode' });
    }
    expect(await countUsers()).toBe(before);
    // The untouched solution still works: none of the above spent it.
    expect((await registerWith(await solve(challenge))).statusCode).toBe(200);
  });

  it('refuses a challenge issued for signing in', async () => {
    const res = await registerWith(await solvedChallenge(t, 'login'));
    expect(res.json()).toMatchObject({ status: false, key: 'checkSecurityCode' });
  });

  it('refuses a challenge issued by another site', async () => {
    const [other] = await sql<{ id: number }>(
      t,
      `insert into sites (name, operator_id, settings)
       select 'Other', operator_id, settings from sites where is_default returning id`,
    );
    await sql(t, 'insert into site_domains (domain, site_id) values ($1, $2)', ['other.example', other?.id]);
    invalidateSiteCache();
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/captcha',
      payload: { purpose: 'register' },
      headers: { host: 'other.example' },
      remoteAddress: freshIp(),
    });
    expect(issued.json().challenge.parameters.data.site).toBe(other?.id);
    const res = await registerWith(await solve(issued.json().challenge));
    expect(res.json()).toMatchObject({ status: false, key: 'checkSecurityCode' });
  });

  it('refuses an expired challenge with captchaExpired', async () => {
    const securityCode = await solvedChallenge(t);
    t.clock.advance(CHALLENGE_TTL_MS + 1);
    const res = await registerWith(securityCode);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, key: 'captchaExpired' });
  });
});
