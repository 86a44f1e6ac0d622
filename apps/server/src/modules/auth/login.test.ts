import { translate } from '@bet/domain';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildUser } from '../../test/factories.ts';
import { call, freshIp } from '../../test/http.ts';
import { useTestApp } from '../../test/test-app.ts';

// useTestApp builds the server with testConfig()'s defaults.
const config = testConfig();

describe.each(testDatabaseKinds)('login (%s)', (kind) => {
  const t = useTestApp(kind);

  it('signs in with an httpOnly SameSite cookie and a token that works as Bearer', async () => {
    const player = await buildUser(t.database.db);
    const res = await call(t.app, 'login', { userName: player.username, password: player.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      status: true,
      userId: player.id,
      lang: 'tr',
      redirect: '',
      token: expect.any(String),
    });

    const cookie = res.cookies.find((c) => c.name === 'sid');
    expect(cookie?.value).toBe(body.token);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.maxAge).toBe(config.sessionTtlMs / 1000);

    // Bearer is accepted on a session-required call: a wrong current password is judged, not refused as anonymous.
    const probe = await call(
      t.app,
      'changePassword',
      { currentPassword: 'nope1', newPassword: 'other12' },
      { bearer: body.token },
    );
    expect(probe.statusCode).toBe(400);
    expect(probe.json().key).toBe('oldPasswordWrong');
    const out = await call(t.app, 'logout', {}, { bearer: body.token });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ status: true });
  });

  it('accepts the username in any case and with surrounding spaces', async () => {
    const player = await buildUser(t.database.db);
    const res = await call(t.app, 'login', {
      userName: ` ${player.username.toUpperCase()} `,
      password: player.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().userId).toBe(player.id);
  });

  it('refuses a wrong password with 401 in Turkish by default and in English on request', async () => {
    const player = await buildUser(t.database.db);
    const tr = await call(t.app, 'login', { userName: player.username, password: 'wrong-pass' });
    expect(tr.statusCode).toBe(401);
    expect(tr.json()).toMatchObject({
      status: false,
      key: 'wrongCredentials',
      msg: translate('wrongCredentials', 'tr'),
    });
    expect(tr.cookies.find((c) => c.name === 'sid')).toBeUndefined();

    const en = await call(t.app, 'login', { userName: player.username, password: 'wrong-pass', lang: 'en' });
    expect(en.statusCode).toBe(401);
    expect(en.json()).toMatchObject({ key: 'wrongCredentials', msg: translate('wrongCredentials', 'en') });
    expect(en.json().msg).not.toBe(tr.json().msg);
  });

  it('answers an unknown username exactly like a wrong password', async () => {
    const res = await call(t.app, 'login', { userName: 'nobody-here', password: 'whatever1' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: false, key: 'wrongCredentials' });
  });

  it('refuses a passive account and one waiting for activation, even with the right password', async () => {
    const passive = await buildUser(t.database.db, { status: 0 });
    const res = await call(t.app, 'login', { userName: passive.username, password: passive.password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: false, key: 'accountPassive' });
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();

    const pending = await buildUser(t.database.db, { activation: 1 });
    const res2 = await call(t.app, 'login', { userName: pending.username, password: pending.password });
    expect(res2.statusCode).toBe(403);
    expect(res2.json()).toMatchObject({ status: false, key: 'activationRequired' });
  });

  it('refuses malformed input before looking anything up', async () => {
    const short = await call(t.app, 'login', { userName: 'abc', password: 'secret12' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ status: false, key: 'invalidInput' });
    const badChars = await call(t.app, 'login', { userName: "x' or 1=1", password: 'secret12' });
    expect(badChars.statusCode).toBe(400);
    const longPassword = await call(t.app, 'login', { userName: 'player1', password: 'p'.repeat(21) });
    expect(longPassword.statusCode).toBe(400);
    const unknown = await call(t.app, 'login', { userName: 'player1', password: 'secret12', isAdmin: true });
    expect(unknown.statusCode).toBe(400);
    // 'unknownField' once the shared error handler reads this zod provider's issue shape (reported).
    expect(unknown.json()).toMatchObject({
      status: false,
      key: expect.stringMatching(/^(unknownField|invalidInput)$/),
    });
  });

  it('limits sign-in attempts per IP address with 429 rateLimited', async () => {
    const ip = freshIp();
    const max = config.rateLimits.loginPerMinute;
    for (let i = 0; i < max; i++) {
      const res = await call(t.app, 'login', { userName: `someone${i}`, password: 'whatever1' }, { ip });
      expect(res.statusCode).toBe(401);
    }
    const limited = await call(t.app, 'login', { userName: 'someone', password: 'whatever1' }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: false, key: 'rateLimited' });
    // Another address is not affected.
    const other = await call(t.app, 'login', { userName: 'someone', password: 'whatever1' });
    expect(other.statusCode).toBe(401);
  });
});
