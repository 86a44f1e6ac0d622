import { describe, expect, it } from 'vitest';
import { solvedChallenge } from '../../test/challenge.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildUser } from '../../test/factories.ts';
import { call } from '../../test/http.ts';
import { useTestApp } from '../../test/test-app.ts';
import { CHALLENGE_TTL_MS } from './challenge.ts';
import { FREE_LOGIN_FAILURES, LOGIN_FAILURE_WINDOW_MS } from './login.ts';

describe.each(testDatabaseKinds)('login after failed passwords (%s)', (kind) => {
  const t = useTestApp(kind);
  const login = (userName: string, password: string, securityCode?: string) =>
    call(t.app, 'login', { userName, password, ...(securityCode ? { securityCode } : {}) });
  const failTimes = async (userName: string, n: number) => {
    for (let i = 0; i < n; i++) expect((await login(userName, `wrong${i}`)).statusCode).toBe(401);
  };

  it('5 wrong passwords do not lock the right one out: it signs in with a solved challenge', async () => {
    const player = await buildUser(t.database.db);
    await failTimes(player.username, 5);
    const res = await login(player.username, player.password, await solvedChallenge(t, 'login'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, userId: player.id });
    // The success starts afresh: the next sign-in needs no challenge.
    expect((await login(player.username, player.password)).statusCode).toBe(200);
  });

  it('tells the client to show the challenge from the failure that reaches the limit', async () => {
    const player = await buildUser(t.database.db);
    await failTimes(player.username, FREE_LOGIN_FAILURES - 1);
    const last = await login(player.username, 'wrong-again');
    expect(last.statusCode).toBe(401);
    expect(last.json()).toMatchObject({ key: 'wrongCredentials', captcha: true });
    const without = await login(player.username, player.password);
    expect(without.statusCode).toBe(401);
    expect(without.json()).toMatchObject({ status: false, key: 'captchaRequired', captcha: true });
    expect(without.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    // A wrong password with a solved challenge is still wrong, and the challenge is still asked for.
    const wrong = await login(player.username, 'wrong-pass', await solvedChallenge(t, 'login'));
    expect(wrong.json()).toMatchObject({ key: 'wrongCredentials', captcha: true });
  });

  it('answers an unknown username exactly like a known one at every step', async () => {
    const player = await buildUser(t.database.db);
    const strip = (body: Record<string, unknown>) => ({ ...body, msg: undefined });
    for (let i = 0; i <= FREE_LOGIN_FAILURES; i++) {
      const known = await login(player.username, `wrong${i}`);
      const unknown = await login(`nobody${player.id}`, `wrong${i}`);
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(strip(unknown.json())).toEqual(strip(known.json()));
    }
    const known = await login(player.username, 'wrong', await solvedChallenge(t, 'login'));
    const unknown = await login(`nobody${player.id}`, 'wrong', await solvedChallenge(t, 'login'));
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(strip(unknown.json())).toEqual(strip(known.json()));
  });

  it('refuses a reused, registration, expired or junk challenge before judging the password', async () => {
    const first = await buildUser(t.database.db);
    const second = await buildUser(t.database.db);
    await failTimes(first.username, FREE_LOGIN_FAILURES);
    await failTimes(second.username, FREE_LOGIN_FAILURES);
    const solved = await solvedChallenge(t, 'login');
    expect((await login(first.username, first.password, solved)).statusCode).toBe(200);

    const refusals: [string, string][] = [
      // Solved once, replayed on another account.
      [solved, 'checkSecurityCode'],
      [await solvedChallenge(t, 'register'), 'checkSecurityCode'],
      ['junk', 'checkSecurityCode'],
    ];
    for (const [code, key] of refusals) {
      const res = await login(second.username, second.password, code);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: false, key, captcha: true });
    }
    const late = await solvedChallenge(t, 'login');
    t.clock.advance(CHALLENGE_TTL_MS + 1);
    // The failures aged out meanwhile: fresh ones make the challenge needed again.
    await failTimes(second.username, FREE_LOGIN_FAILURES);
    expect((await login(second.username, second.password, late)).json()).toMatchObject({
      key: 'captchaExpired',
    });
    expect(
      (await login(second.username, second.password, await solvedChallenge(t, 'login'))).statusCode,
    ).toBe(200);
  });

  it('judges at most the free number of passwords among attempts sent at once', async () => {
    const player = await buildUser(t.database.db);
    const burst = Array.from({ length: FREE_LOGIN_FAILURES + 3 }, (_, i) =>
      login(player.username, `wrong${i}`),
    );
    const keys = (await Promise.all(burst)).map((r) => r.json().key);
    expect(keys.filter((k) => k === 'wrongCredentials').length).toBeLessThanOrEqual(FREE_LOGIN_FAILURES);
    expect(keys.filter((k) => k === 'captchaRequired').length).toBeGreaterThanOrEqual(3);
  });

  it('does not count the right password of an account that cannot sign in as a failure', async () => {
    const passive = await buildUser(t.database.db, { status: 0 });
    for (let i = 0; i < FREE_LOGIN_FAILURES + 1; i++) {
      expect((await login(passive.username, passive.password)).json().key).toBe('accountPassive');
    }
  });

  it('asks for no challenge once the failures have aged out of the window', async () => {
    const player = await buildUser(t.database.db);
    await failTimes(player.username, FREE_LOGIN_FAILURES);
    expect((await login(player.username, player.password)).json().key).toBe('captchaRequired');
    t.clock.advance(LOGIN_FAILURE_WINDOW_MS + 1);
    expect((await login(player.username, player.password)).statusCode).toBe(200);
  });
});
