// Staff sign-in to the back office: players kept out, two-factor codes once each, and a change of
// permissions noticed by the app at its next call.
import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql-values.ts';
import { buildUser, DEFAULT_PASSWORD } from '../../test/factories.ts';
import { call } from '../../test/http.ts';
import { useTestApp } from '../../test/test-app.ts';

type Me = {
  userId: number;
  role: string;
  permissions: string[];
  permissionsVersion: string;
  totpEnabled: boolean;
};

describe('back-office sign-in', () => {
  const t = useTestApp('pglite');
  let admin: { id: number; username: string };
  let dealer: { id: number; username: string };
  let player: { username: string };
  const codeAt = (secret: string, offsetSeconds = 0) =>
    generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) + offsetSeconds });
  const sessionOf = (res: { cookies: { name: string; value: string }[] }) =>
    res.cookies.find((c) => c.name === 'sid')?.value ?? '';
  const signIn = (username: string, extra: Record<string, unknown> = {}) =>
    call(t.app, 'admin/login', { userName: username, password: DEFAULT_PASSWORD, ...extra });

  beforeAll(async () => {
    admin = await buildUser(t.database.db, { role: 'admin' });
    dealer = await buildUser(t.database.db, { role: 'dealer', parentId: admin.id });
    player = await buildUser(t.database.db, { role: 'player', parentId: dealer.id });
  });

  it('signs staff in with their record and keeps players and wrong passwords out', async () => {
    const res = await signIn(dealer.username);
    expect(res.statusCode, res.body).toBe(200);
    const me = res.json<{ me: Me }>().me;
    expect(me).toMatchObject({ userId: dealer.id, role: 'dealer', totpEnabled: false });
    expect(me.permissions).toContain('users.manage');
    expect(res.cookies.find((c) => c.name === 'sid')?.httpOnly).toBe(true);

    expect((await signIn(player.username)).json()).toMatchObject({ key: 'notStaff' });
    const wrong = await signIn(dealer.username, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ key: 'wrongCredentials', msg: 'Yanlış kullanıcı adı ya da şifre' });
    expect((await call(t.app, 'admin/me', {})).json()).toMatchObject({ key: 'loginRequired' });
  });

  it('asks for an authenticator code once two-factor sign-in is on, and takes each code once', async () => {
    const token = sessionOf(await signIn(admin.username));
    const setup = await call(t.app, 'admin/totpSetup', {}, { bearer: token });
    const { secret, uri } = setup.json<{ secret: string; uri: string }>();
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(
      (await call(t.app, 'admin/totpConfirm', { secret, otp: '000000' }, { bearer: token })).json(),
    ).toMatchObject({ key: 'otpWrong' });
    const confirm = await call(
      t.app,
      'admin/totpConfirm',
      { secret, otp: await codeAt(secret) },
      { bearer: token },
    );
    expect(confirm.statusCode, confirm.body).toBe(200);
    // Kept sealed: the database alone does not give the second factor away.
    const [stored] = rowsOf<{ secret: string }>(
      await t.database.db.execute(sql`select secret from staff_totp where user_id = ${admin.id}`),
    );
    expect(stored?.secret).toMatch(/^v1\./);
    expect(stored?.secret).not.toContain(secret);

    const withoutCode = await signIn(admin.username);
    expect(withoutCode.statusCode).toBe(401);
    expect(withoutCode.json()).toMatchObject({ key: 'otpRequired', otp: true });
    t.clock.advance(30_000);
    const code = await codeAt(secret);
    const withCode = await signIn(admin.username, { otp: code });
    expect(withCode.statusCode, withCode.body).toBe(200);
    expect(withCode.json<{ me: Me }>().me.totpEnabled).toBe(true);
    // The same code again: someone who saw it over a shoulder gets nothing.
    expect((await signIn(admin.username, { otp: code })).json()).toMatchObject({ key: 'otpWrong' });

    t.clock.advance(30_000);
    const off = await call(t.app, 'admin/totpDisable', { otp: await codeAt(secret) }, { bearer: token });
    expect(off.statusCode, off.body).toBe(200);
    expect((await signIn(admin.username)).statusCode).toBe(200);
  });

  it('asks staff with two-factor on for the code at the player site’s sign-in too', async () => {
    const token = sessionOf(await signIn(dealer.username));
    const { secret } = (await call(t.app, 'admin/totpSetup', {}, { bearer: token })).json<{
      secret: string;
    }>();
    await call(t.app, 'admin/totpConfirm', { secret, otp: await codeAt(secret) }, { bearer: token });
    const viaPlayerSite = await call(t.app, 'login', {
      userName: dealer.username,
      password: DEFAULT_PASSWORD,
    });
    expect(viaPlayerSite.statusCode).toBe(401);
    expect(viaPlayerSite.json()).toMatchObject({ key: 'otpRequired' });
    t.clock.advance(30_000);
    const off = await call(t.app, 'admin/totpDisable', { otp: await codeAt(secret) }, { bearer: token });
    expect(off.statusCode, off.body).toBe(200);
  });

  it('answers permissionsChanged once the role behind the session changed', async () => {
    const token = (
      await call(t.app, 'login', { userName: dealer.username, password: DEFAULT_PASSWORD })
    ).json<{ token: string }>().token;
    const me = (await call(t.app, 'admin/me', {}, { bearer: token })).json<{ me: Me }>().me;
    const asApp = (name: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/${name}`,
        payload: {},
        headers: { authorization: `Bearer ${token}`, 'x-permissions-version': me.permissionsVersion },
      });
    expect((await asApp('users')).statusCode).toBe(200);
    await t.database.db.execute(sql`
      with role as (
        insert into roles (site_id, name, kind, permissions)
        select site_id, 'Reader', 'dealer', array['users.view'] from users where id = ${dealer.id} returning id)
      update users set role_id = (select id from role) where id = ${dealer.id}`);
    const changed = await asApp('users');
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ key: 'permissionsChanged' });
    const fresh = (await call(t.app, 'admin/me', {}, { bearer: token })).json<{ me: Me }>().me;
    expect(fresh.permissions).toEqual(['users.view']);
  });
});
