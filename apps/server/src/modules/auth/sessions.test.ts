import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildUser } from '../../test/factories.ts';
import { call } from '../../test/http.ts';
import { signIn } from '../../test/session.ts';
import { useTestApp } from '../../test/test-app.ts';

const ttl = testConfig().sessionTtlMs;

describe.each(testDatabaseKinds)('sessions (%s)', (kind) => {
  const t = useTestApp(kind);

  // A session-required call that changes nothing: 400 oldPasswordWrong means the session was accepted.
  const probe = (auth: { bearer?: string; cookie?: string }) =>
    call(t.app, 'changePassword', { currentPassword: 'not-it', newPassword: 'other12' }, auth);

  it('accepts the session from the cookie as well as from the Bearer header', async () => {
    const player = await buildUser(t.database.db);
    const token = await signIn(t.app, player.username, player.password);
    expect((await probe({ cookie: token })).json().key).toBe('oldPasswordWrong');
    expect((await probe({ bearer: token })).json().key).toBe('oldPasswordWrong');
  });

  it('refuses session-required calls without a session or with a made-up token', async () => {
    const none = await probe({});
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ status: false, key: 'loginRequired' });
    expect((await probe({ bearer: 'x'.repeat(43) })).statusCode).toBe(401);
    expect((await call(t.app, 'logout', {}, { cookie: 'forged' })).statusCode).toBe(401);
  });

  it('never takes the caller from a userId in the payload', async () => {
    const alice = await buildUser(t.database.db);
    const bob = await buildUser(t.database.db);
    const aliceToken = await signIn(t.app, alice.username, alice.password);

    // Alice sends Bob's id with her own current password: her password changes, Bob's does not.
    const res = await call(
      t.app,
      'changePassword',
      { userId: bob.id, currentPassword: alice.password, newPassword: 'alice-new' },
      { bearer: aliceToken },
    );
    expect(res.statusCode).toBe(200);
    expect((await call(t.app, 'login', { userName: bob.username, password: bob.password })).statusCode).toBe(
      200,
    );
    expect((await call(t.app, 'login', { userName: alice.username, password: 'alice-new' })).statusCode).toBe(
      200,
    );

    // Without a session a userId opens nothing.
    const anon = await call(t.app, 'logout', { userId: alice.id });
    expect(anon.statusCode).toBe(401);
  });

  it('logout revokes the session and clears the cookie', async () => {
    const player = await buildUser(t.database.db);
    const token = await signIn(t.app, player.username, player.password);
    const out = await call(t.app, 'logout', {}, { cookie: token });
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.find((c) => c.name === 'sid');
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());

    expect((await probe({ cookie: token })).statusCode).toBe(401);
    expect((await probe({ bearer: token })).statusCode).toBe(401);
    expect((await call(t.app, 'logout', {}, { cookie: token })).statusCode).toBe(401);
  });

  it('logout ends only that session', async () => {
    const player = await buildUser(t.database.db);
    const phone = await signIn(t.app, player.username, player.password);
    const laptop = await signIn(t.app, player.username, player.password);
    expect((await call(t.app, 'logout', {}, { bearer: phone })).statusCode).toBe(200);
    expect((await probe({ bearer: laptop })).json().key).toBe('oldPasswordWrong');
  });

  it('refuses a session once its lifetime has passed without use', async () => {
    const player = await buildUser(t.database.db);
    const token = await signIn(t.app, player.username, player.password);
    t.clock.advance(ttl - 1000);
    // Not yet expired, but this request is not made: the next one comes too late.
    t.clock.advance(2000);
    const res = await probe({ bearer: token });
    expect(res.statusCode).toBe(401);
    expect(res.json().key).toBe('loginRequired');
  });

  it('slides the expiry forward while the session is in use', async () => {
    const player = await buildUser(t.database.db);
    const token = await signIn(t.app, player.username, player.password);
    // 60% of the lifetime used: accepted, and extended since less than half remained.
    t.clock.advance(ttl * 0.6);
    const used = await probe({ cookie: token });
    expect(used.json().key).toBe('oldPasswordWrong');
    // The cookie is renewed with the full lifetime.
    const renewed = used.cookies.find((c) => c.name === 'sid');
    expect(renewed?.value).toBe(token);
    expect(renewed?.maxAge).toBe(ttl / 1000);
    // Past the original expiry, still valid thanks to the extension.
    t.clock.advance(ttl * 0.6);
    expect((await probe({ bearer: token })).json().key).toBe('oldPasswordWrong');
  });
});
