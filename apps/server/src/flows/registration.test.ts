import { PERMISSION_NAMES } from '@bet/domain/user-defaults';
import { afterEach, describe, expect, it } from 'vitest';
import { solvedChallenge } from '../test/challenge.ts';
import { testDatabaseKinds } from '../test/databases.ts';
import { buildUser, defaultSite } from '../test/factories.ts';
import { call } from '../test/http.ts';
import { register, registerForm, resetRegistrationSettings } from '../test/registration.ts';
import { sessionCookie } from '../test/session.ts';
import { setSiteSettings, sql } from '../test/sql.ts';
import { useTestApp } from '../test/test-app.ts';

type UserDbRow = {
  id: number;
  role: string;
  parent_id: number | null;
  referrer_id: number | null;
  operator_id: number;
  activation: number;
  currency: string;
  lang: string;
  mobile: string | null;
  permissions: Record<string, { status: number }>;
  limits: Record<string, Record<string, number>>;
};

describe.each(testDatabaseKinds)('registration on %s', (kind) => {
  const t = useTestApp(kind);
  afterEach(() => resetRegistrationSettings(t));

  const userRow = async (id: number) => {
    const [row] = await sql<UserDbRow>(t, 'select * from users where id = $1', [id]);
    if (!row) throw new Error(`user ${id} not found`);
    return row;
  };

  it('registers and signs in at once when the site needs no activation', async () => {
    const form = registerForm();
    const res = await call(t.app, 'register', { ...form, securityCode: await solvedChallenge(t) });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { status: boolean; activation: number; userId: number; token: string };
    expect(body).toMatchObject({
      status: true,
      activation: 0,
      userId: expect.any(Number),
      token: expect.any(String),
    });
    expect(sessionCookie(res)).toBe(body.token);

    const row = await userRow(body.userId);
    const site = await defaultSite(t.database.db);
    expect(row).toMatchObject({
      role: 'player',
      activation: 0,
      currency: 'TRY',
      lang: 'tr',
      mobile: form.mobile,
    });
    expect(row.operator_id).toBe(site.operatorId);
    expect(Object.keys(row.permissions).sort()).toEqual([...PERMISSION_NAMES].sort());
    expect(row.limits.single).toEqual({
      minTip: 1,
      minStake: 100,
      maxStake: 25_000,
      maxPay: 1_250_000,
      status: 1,
    });

    const me = await call(t.app, 'getUserData', {}, { cookie: sessionCookie(res) });
    expect(me.statusCode).toBe(200);
    const info = me.json() as Record<string, unknown>;
    expect(info).toMatchObject({
      status: true,
      userId: body.userId,
      userName: form.userName,
      firstName: 'Ayşe',
      birthDate: '1990-04-15',
      countryId: 218,
      countryname: 'Türkiye',
      credit: 0,
      userCredit: 0,
      currency: 'TRY',
      single: { minTip: 1, minStake: 1, maxStake: 250, maxPay: 12_500, status: 1 },
      system: { status: 1 },
      maxOddsCoupon: { limit: 0 },
    });
    for (const name of PERMISSION_NAMES) expect(info[name]).toEqual({ status: 1 });
  });

  it('activates by e-mail: the code is mailed in the outbox and works once', async () => {
    await setSiteSettings(t, { register_activation: 1 });
    const form = registerForm();
    const res = await register(t, form);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { activation: number; userId: number; token?: string };
    expect(body.activation).toBe(1);
    expect(body.token).toBeUndefined();
    expect(sessionCookie(res)).toBeUndefined();
    expect((await userRow(body.userId)).activation).toBe(1);

    const mails = await sql<{ body: string }>(t, 'select body from mail_outbox where recipient = $1', [
      form.email,
    ]);
    expect(mails).toHaveLength(1);
    const code = /\/activate\/([0-9a-f]{32})/.exec(mails[0]?.body ?? '')?.[1];
    expect(code).toBeDefined();

    const wrong = await call(t.app, 'activate', { activationCode: '0'.repeat(32) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ status: false, key: 'activationCodeWrong' });
    const first = await call(t.app, 'activate', { activationCode: code });
    expect(first.statusCode).toBe(200);
    expect((await userRow(body.userId)).activation).toBe(0);
    const again = await call(t.app, 'activate', { activationCode: code });
    expect(again.json()).toMatchObject({ status: false, key: 'activationCodeWrong' });
  });

  it('activation codes expire', async () => {
    await setSiteSettings(t, { register_activation: 1 });
    const form = registerForm();
    expect((await register(t, form)).statusCode).toBe(200);
    const [mail] = await sql<{ body: string }>(t, 'select body from mail_outbox where recipient = $1', [
      form.email,
    ]);
    const code = /\/activate\/([0-9a-f]{32})/.exec(mail?.body ?? '')?.[1];
    t.clock.advance(24 * 3_600_000 + 1);
    const res = await call(t.app, 'activate', { activationCode: code });
    expect(res.json()).toMatchObject({ key: 'activationCodeWrong' });
  });

  it('asks for an e-mail when activating by e-mail and a phone when activating by SMS', async () => {
    await setSiteSettings(t, { register_activation: 1 });
    expect((await register(t, { email: '' })).json()).toMatchObject({ key: 'emailRequired' });
    await setSiteSettings(t, { register_activation: 2 });
    expect((await register(t, { mobile: '' })).json()).toMatchObject({ key: 'invalidMobile' });
  });

  it('activates by SMS: the code goes to the outbox (no SMS gateway) and works once', async () => {
    await setSiteSettings(t, { register_activation: 2 });
    const form = registerForm();
    const res = await register(t, form);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { activation: number; userId: number };
    expect(body.activation).toBe(2);

    const [sms] = await sql<{ body: string; transport: string }>(
      t,
      'select body, transport from mail_outbox where recipient = $1',
      [form.mobile],
    );
    expect(sms?.transport).toBe('outbox');
    const code = /(\d{8})/.exec(sms?.body ?? '')?.[1];
    expect(code).toBeDefined();
    expect((await call(t.app, 'activate', { activationCode: code })).statusCode).toBe(200);
    expect((await userRow(body.userId)).activation).toBe(0);
    expect((await call(t.app, 'activate', { activationCode: code })).statusCode).toBe(400);
  });

  it('places the player under the site dealer, or the dealer of the affiliate who referred them', async () => {
    const siteDealer = await buildUser(t.database.db, { role: 'dealer' });
    const [firstDealer] = await sql<{ id: number }>(
      t,
      "select min(id) as id from users where role = 'dealer'",
    );
    const plain = (await register(t)).json() as { userId: number };
    expect((await userRow(plain.userId)).parent_id).toBe(firstDealer?.id ?? siteDealer.id);

    const affiliateDealer = await buildUser(t.database.db, { role: 'dealer' });
    const affiliate = await buildUser(t.database.db, {
      parentId: affiliateDealer.id,
      affiliateStatus: 1,
      affiliateLink: 'summer24',
    });
    for (const referral of [
      { promotionCode: 'summer24' },
      { affiliateUser: affiliate.id },
      { affiliateUser: 'summer24' },
    ]) {
      const res = await register(t, referral);
      expect(res.statusCode).toBe(200);
      const row = await userRow((res.json() as { userId: number }).userId);
      expect(row).toMatchObject({ referrer_id: affiliate.id, parent_id: affiliateDealer.id });
    }
    const unknown = await register(t, { promotionCode: 'nosuchcode' });
    expect(unknown.json()).toMatchObject({ status: false, key: 'affiliateNotFound' });
    await buildUser(t.database.db, { affiliateStatus: 0, affiliateLink: 'retired' });
    expect((await register(t, { promotionCode: 'retired' })).json()).toMatchObject({
      key: 'affiliateNotFound',
    });
  });
});
