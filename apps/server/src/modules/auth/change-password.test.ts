import { translate } from '@bet/domain';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildUser } from '../../test/factories.ts';
import { call } from '../../test/http.ts';
import { signIn } from '../../test/session.ts';
import { useTestApp } from '../../test/test-app.ts';

describe.each(testDatabaseKinds)('changePassword (%s)', (kind) => {
  const t = useTestApp(kind);

  it('changes the password and ends the other sessions, keeping this one', async () => {
    const player = await buildUser(t.database.db);
    const here = await signIn(t.app, player.username, player.password);
    const elsewhere = await signIn(t.app, player.username, player.password);

    const res = await call(
      t.app,
      'changePassword',
      { currentPassword: player.password, newPassword: 'newpass1', rePassword: 'newpass1', lang: 'en' },
      { cookie: here },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, msg: translate('userPassChangeSuccess', 'en') });

    expect((await call(t.app, 'logout', {}, { bearer: elsewhere })).statusCode).toBe(401);
    expect(
      (await call(t.app, 'login', { userName: player.username, password: player.password })).statusCode,
    ).toBe(401);
    expect((await call(t.app, 'login', { userName: player.username, password: 'newpass1' })).statusCode).toBe(
      200,
    );
    expect((await call(t.app, 'logout', {}, { cookie: here })).statusCode).toBe(200);
  });

  it('refuses a repeat that differs from the new password', async () => {
    const player = await buildUser(t.database.db);
    const token = await signIn(t.app, player.username, player.password);
    const res = await call(
      t.app,
      'changePassword',
      { currentPassword: player.password, newPassword: 'newpass1', rePassword: 'newpass2' },
      { bearer: token },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: false,
      key: 'passwordMatchError',
      msg: translate('passwordMatchError', 'tr'),
    });
    expect(
      (await call(t.app, 'login', { userName: player.username, password: player.password })).statusCode,
    ).toBe(200);
  });

  it('refuses a wrong current password and leaves the password as it was', async () => {
    const player = await buildUser(t.database.db);
    const token = await signIn(t.app, player.username, player.password);
    const res = await call(
      t.app,
      'changePassword',
      { currentPassword: 'not-mine', newPassword: 'newpass1', rePassword: 'newpass1' },
      { bearer: token },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, key: 'oldPasswordWrong' });
    expect((await call(t.app, 'login', { userName: player.username, password: 'newpass1' })).statusCode).toBe(
      401,
    );
  });

  it('holds the new password to 4 to 12 characters', async () => {
    const player = await buildUser(t.database.db);
    const token = await signIn(t.app, player.username, player.password);
    for (const newPassword of ['abc', 'a'.repeat(13)]) {
      const res = await call(
        t.app,
        'changePassword',
        { currentPassword: player.password, newPassword, rePassword: newPassword },
        { bearer: token },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        status: false,
        key: 'passwordLength',
        msg: translate('passwordLength', 'tr', { min: 4, max: 12 }),
      });
    }
    const twelve = 'b'.repeat(12);
    const ok = await call(
      t.app,
      'changePassword',
      { currentPassword: player.password, newPassword: twelve, rePassword: twelve },
      { bearer: token },
    );
    expect(ok.statusCode).toBe(200);
  });

  it('requires a session, and says so before judging the payload', async () => {
    const res = await call(t.app, 'changePassword', { currentPassword: 'x' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: false, key: 'loginRequired' });
  });
});
