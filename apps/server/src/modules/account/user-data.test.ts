import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildUser } from '../../test/factories.ts';
import { call } from '../../test/http.ts';
import { register } from '../../test/registration.ts';
import { sessionCookie, signIn } from '../../test/session.ts';
import { sql } from '../../test/sql.ts';
import { useTestApp } from '../../test/test-app.ts';

describe.each(testDatabaseKinds)('user data, profile and availability checks on %s', (kind) => {
  const t = useTestApp(kind);
  let cookie: string;
  let userId: number;
  let form: Record<string, unknown>;
  beforeAll(async () => {
    form = {
      userName: 'ownerplayer',
      email: 'owner@example.com',
      mobile: '+90 5320000001',
      idNumber: '10000000146',
    };
    const res = await register(t, form);
    if (res.statusCode !== 200) throw new Error(res.body);
    cookie = sessionCookie(res) ?? '';
    userId = (res.json() as { userId: number }).userId;
  });

  describe('getUserData and getData', () => {
    it('need a session', async () => {
      for (const name of ['getUserData', 'getData']) {
        const res = await call(t.app, name, {});
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ status: false, key: 'loginRequired' });
      }
    });

    it("tell a player's first sign-in from the later ones (Home greets a new player as new)", async () => {
      const player = await buildUser(t.database.db);
      const first = await signIn(t.app, player.username, player.password);
      const before = await call(t.app, 'getUserData', {}, { cookie: first });
      expect(before.json()).toMatchObject({ status: true, firstLogin: 1 });
      const again = await signIn(t.app, player.username, player.password);
      for (const session of [again, first]) {
        const after = await call(t.app, 'getUserData', {}, { cookie: session });
        expect(after.json()).toMatchObject({ status: true, firstLogin: 0 });
      }
      // Registering signs the player in: that is their first sign-in.
      expect((await call(t.app, 'getUserData', {}, { cookie })).json()).toMatchObject({ firstLogin: 1 });
    });

    it('answer the session user whatever userId the payload names', async () => {
      const other = await buildUser(t.database.db, { firstName: 'Someone', email: 'else@example.com' });
      for (const name of ['getUserData', 'getData']) {
        const res = await call(t.app, name, { userId: other.id }, { cookie });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({
          status: true,
          userId,
          userName: 'ownerplayer',
          email: 'owner@example.com',
        });
      }
    });

    it('accept the session as a Bearer token too, and show the last login time', async () => {
      const res = await call(t.app, 'getUserData', {}, { bearer: cookie });
      const body = res.json() as Record<string, unknown>;
      expect(body).toMatchObject({
        userId,
        mobile: '+90 5320000001',
        onlineUser: 1,
        userStatus: 1,
        lang: 'tr',
      });
      expect(body.loginTime).toBe(t.clock.now().toISOString());
    });
  });

  describe('updateProfile', () => {
    const profile = {
      sex: 'm',
      address: 'Atatürk Cad. 1',
      city: 'Ankara',
      countryId: 218,
      postCode: '06100',
      autoprint: 1,
    };

    it.each<[Record<string, unknown>, string]>([
      [{ city: '' }, 'cityCanNotbeNull'],
      [{ countryId: '' }, 'countryCanNotbeNull'],
      [{ postCode: '' }, 'postCodeCanNotbeNull'],
      [{ city: ' ', countryId: null, postCode: '' }, 'cityCanNotbeNull'],
      [{ countryId: 0, postCode: '' }, 'countryCanNotbeNull'],
    ])('refuses %o with %s only and changes nothing', async (change, key) => {
      const res = await call(t.app, 'updateProfile', { ...profile, ...change }, { cookie });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: false, key });
      const [row] = await sql<{ city: string }>(t, 'select city from users where id = $1', [userId]);
      expect(row?.city).toBe('Istanbul');
    });

    it('needs a session', async () => {
      expect((await call(t.app, 'updateProfile', profile)).statusCode).toBe(401);
    });

    it("updates the caller's own profile", async () => {
      const res = await call(t.app, 'updateProfile', { ...profile, countryId: '80', userId: 1 }, { cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: true,
        key: 'profileUpdateSuccess',
        msg: expect.any(String),
      });
      const me = (await call(t.app, 'getUserData', { lang: 'en' }, { cookie })).json();
      expect(me).toMatchObject({
        sex: 'm',
        address: 'Atatürk Cad. 1',
        city: 'Ankara',
        countryId: 80,
        countryname: 'Germany',
        postCode: '06100',
        autoprint: 1,
      });
      // The country's name follows the language asked in, as the profile's list does.
      for (const [lang, name] of [
        ['tr', 'Almanya'],
        ['de', 'Deutschland'],
        ['ku', 'ئەڵمانیا'],
      ]) {
        const answer = (await call(t.app, 'getUserData', { lang }, { cookie })).json();
        expect(answer.countryname).toBe(name);
      }
    });
  });

  describe('availability checks', () => {
    it.each<[string, Record<string, unknown>, number, string | null]>([
      ['checkUserName', { userName: 'freename1' }, 200, null],
      ['checkUserName', { userName: 'ownerplayer' }, 409, 'alreadyUsedUsername'],
      ['checkUserName', { userName: 'Bad Name' }, 400, 'userNameError'],
      ['emailCheck', { email: 'free@example.com' }, 200, null],
      ['emailCheck', { email: 'OWNER@example.com' }, 409, 'emailAlreadyUseRegister'],
      ['emailCheck', { email: 'not-an-address' }, 400, 'invalidEmail'],
      ['checkMobile', { mobile: '+90 5320000002' }, 200, null],
      ['checkMobile', { mobile: '+905320000001' }, 409, 'alreadyUsedMobile'],
      ['checkMobile', { mobile: '+90 53' }, 400, 'invalidMobile'],
      ['checkIdNumber', { idNumber: '12345678950' }, 200, null],
      ['checkIdNumber', { idNumber: '10000000146' }, 409, 'alreadyUsedIdNumber'],
      ['checkIdNumber', { idNumber: '10000000147' }, 400, 'invalidIdNumber'],
      ['checkIdNumber', { idNumber: 12345678950 }, 200, null],
      // Past 2^53 a number's digits are not the ones typed: refused, never checked as another name.
      ['checkUserName', { userName: 2 ** 55 }, 400, 'invalidInput'],
      ['checkMobile', { mobile: -5320000002 }, 400, 'invalidInput'],
    ])('%s %o answers %i %s', async (name, payload, statusCode, key) => {
      const res = await call(t.app, name, payload);
      expect(res.statusCode).toBe(statusCode);
      if (key) expect(res.json()).toMatchObject({ status: false, key, msg: expect.any(String) });
      else expect(res.json()).toEqual({ status: true, msg: expect.any(String) });
    });
  });

  describe('affiliateControl', () => {
    it('finds an active affiliate by link and nothing else', async () => {
      const affiliate = await buildUser(t.database.db, { affiliateStatus: 1, affiliateLink: 'partner77' });
      await buildUser(t.database.db, { affiliateStatus: 0, affiliateLink: 'sleeping' });
      const found = await call(t.app, 'affiliateControl', { affiliateId: 'partner77' });
      expect(found.json()).toEqual({
        status: true,
        data: { affiliate_link: 'partner77', userId: affiliate.id },
      });
      for (const affiliateId of ['sleeping', 'nosuch']) {
        const res = await call(t.app, 'affiliateControl', { affiliateId });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ status: false, key: 'affiliateNotFound' });
      }
    });
  });
});
