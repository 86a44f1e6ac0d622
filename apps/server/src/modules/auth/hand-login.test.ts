import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildUser } from '../../test/factories.ts';
import { call } from '../../test/http.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createHandLoginToken } from './index.ts';

const FIVE_MINUTES = 5 * 60_000;

describe.each(testDatabaseKinds)('handlogin (%s)', (kind) => {
  const t = useTestApp(kind);

  it('answers tokenNotFound without a token', async () => {
    const res = await call(t.app, 'handlogin', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, key: 'tokenNotFound' });
  });

  it('signs in once with a token, then refuses it', async () => {
    const terminal = await buildUser(t.database.db);
    const handToken = await createHandLoginToken(t.database.db, terminal.id, t.clock.now(), FIVE_MINUTES);

    const res = await call(t.app, 'handlogin', { token: handToken });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ status: true, userId: terminal.id, token: expect.any(String) });
    expect(body.token).not.toBe(handToken);
    const cookie = res.cookies.find((c) => c.name === 'sid');
    expect(cookie?.value).toBe(body.token);
    expect(cookie?.httpOnly).toBe(true);
    expect((await call(t.app, 'logout', {}, { bearer: body.token })).statusCode).toBe(200);

    const again = await call(t.app, 'handlogin', { token: handToken });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ status: false, key: 'tokenInvalid' });
  });

  it('refuses an expired token and an unknown one', async () => {
    const terminal = await buildUser(t.database.db);
    const handToken = await createHandLoginToken(t.database.db, terminal.id, t.clock.now(), FIVE_MINUTES);
    t.clock.advance(FIVE_MINUTES);
    const expired = await call(t.app, 'handlogin', { token: handToken });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().key).toBe('tokenInvalid');

    const unknown = await call(t.app, 'handlogin', { token: 'made-up-token' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().key).toBe('tokenInvalid');
  });

  it('refuses a token of a passive user', async () => {
    const passive = await buildUser(t.database.db, { status: 0 });
    const handToken = await createHandLoginToken(t.database.db, passive.id, t.clock.now(), FIVE_MINUTES);
    const res = await call(t.app, 'handlogin', { token: handToken });
    expect(res.statusCode).toBe(401);
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it('lets only one of two simultaneous uses of a token through', async () => {
    const terminal = await buildUser(t.database.db);
    const handToken = await createHandLoginToken(t.database.db, terminal.id, t.clock.now(), FIVE_MINUTES);
    const results = await Promise.all([
      call(t.app, 'handlogin', { token: handToken }),
      call(t.app, 'handlogin', { token: handToken }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });
});
