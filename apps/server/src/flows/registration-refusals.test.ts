import { afterEach, describe, expect, it } from 'vitest';
import { uniqueFieldOfError } from '../modules/account/unique-violation.ts';
import { testDatabaseKinds } from '../test/databases.ts';
import { buildUser } from '../test/factories.ts';
import { call, freshIp } from '../test/http.ts';
import { register, registerForm, resetRegistrationSettings } from '../test/registration.ts';
import { setSiteSettings, sql } from '../test/sql.ts';
import { useTestApp } from '../test/test-app.ts';

describe.each(testDatabaseKinds)('registration refusals on %s', (kind) => {
  const t = useTestApp(kind);
  afterEach(() => resetRegistrationSettings(t));

  const countUsers = async () => {
    const [row] = await sql<{ n: number | string }>(t, 'select count(*)::int as n from users');
    return Number(row?.n);
  };

  it.each<[string, Record<string, unknown>, string]>([
    ['first name', { firstName: '' }, 'allInputEnter'],
    ['last name', { lastName: undefined }, 'allInputEnter'],
    ['birth date missing', { birthDate: '' }, 'birthDateInvalid'],
    ['birth date impossible', { birthDate: '1990-02-30' }, 'birthDateInvalid'],
    ['under 18', { birthDate: '2010-01-01' }, 'underAge'],
    ['sex', { sex: 'x' }, 'sexRequired'],
    ['country', { counrtyId: 0 }, 'countryCanNotbeNull'],
    ['city missing', { city: '' }, 'cityCanNotbeNull'],
    ['city too short', { city: 'Iz' }, 'cityLength'],
    ['phone too short', { mobile: '+90 5321234' }, 'phoneLength'],
    ['username too short', { userName: 'abcd' }, 'userNameError'],
    ['username with capitals', { userName: 'Ayse1990' }, 'userNameError'],
    ['username equals password', { userName: 'samesame1', password: 'samesame1' }, 'userNamePasswordSame'],
    ['password too short', { password: 'abc' }, 'passwordLength'],
    ['e-mail not an address', { email: 'ayse@nowhere' }, 'invalidEmail'],
    ['currency unknown', { currency: 'XXX' }, 'currencyInvalid'],
    ['security code missing', { securityCode: '' }, 'checkSecurityCode'],
  ])('refuses %s with its key and writes nothing', async (_name, overrides, key) => {
    const before = await countUsers();
    const res = await register(t, overrides);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, key, msg: expect.any(String) });
    expect(await countUsers()).toBe(before);
  });

  it('asks for the identity number only when registerTcRequired is on, checking it at 11 digits', async () => {
    await setSiteSettings(t, { registerTcRequired: 1 });
    expect((await register(t, { idNumber: '' })).json()).toMatchObject({ key: 'invalidIdNumber' });
    expect((await register(t, { idNumber: '10000000147' })).json()).toMatchObject({ key: 'invalidIdNumber' });
    expect((await register(t, { idNumber: '10000000146' })).statusCode).toBe(200);
  });

  it('requires the phone when the mobile setting is on', async () => {
    await setSiteSettings(t, { mobile_required: 1 });
    expect((await register(t, { mobile: '' })).json()).toMatchObject({ key: 'invalidMobile' });
    expect((await register(t, { mobile: '', phoneCode: '90', phoneNumber: '5559876543' })).statusCode).toBe(
      200,
    );
  });

  it('refuses a username, e-mail, phone or identity number already in use', async () => {
    await setSiteSettings(t, { registerTcRequired: 1 });
    const first = registerForm({ idNumber: '12345678950' });
    expect((await register(t, first)).statusCode).toBe(200);
    const cases: [Record<string, unknown>, string][] = [
      [{ userName: first.userName }, 'alreadyUsedUsername'],
      [{ email: String(first.email).toUpperCase() }, 'emailAlreadyUseRegister'],
      [{ mobile: String(first.mobile).replace(' ', '') }, 'alreadyUsedMobile'],
      [{ idNumber: '12345678950' }, 'alreadyUsedIdNumber'],
    ];
    for (const [overrides, key] of cases) {
      const res = await register(t, { ...registerForm({ idNumber: '23456789138' }), ...overrides });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ status: false, key });
    }
  });

  it('answers alreadyUsedUsername to the loser of two simultaneous registrations', async () => {
    const userName = registerForm().userName;
    const [a, b] = await Promise.all([register(t, { userName }), register(t, { userName })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((a.statusCode === 409 ? a : b).json()).toMatchObject({ key: 'alreadyUsedUsername' });
    const rows = await sql(t, 'select id from users where username = $1', [userName]);
    expect(rows).toHaveLength(1);
  });

  it('tells which unique index a duplicate insert hit, as the driver reports it', async () => {
    const existing = await buildUser(t.database.db, {
      email: 'dup@example.com',
      mobile: '+90 5550000000',
      idNumber: '55555',
    });
    const cases: [Record<string, string>, string][] = [
      [{ username: existing.username }, 'username'],
      [{ email: 'DUP@example.com' }, 'email'],
      [{ mobile: '+90 5550000000' }, 'mobile'],
      [{ idNumber: '55555' }, 'idNumber'],
    ];
    for (const [values, field] of cases) {
      const error = await buildUser(t.database.db, values).then(
        () => null,
        (err: unknown) => err,
      );
      expect(uniqueFieldOfError(error)).toBe(field);
    }
    expect(uniqueFieldOfError(new Error('something else'))).toBeNull();
  });

  it('refuses registration when the site has it disabled', async () => {
    await setSiteSettings(t, { register_disabled: 1 });
    const before = await countUsers();
    const res = await register(t);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: false, key: 'registerDisabled' });
    expect(await countUsers()).toBe(before);
  });

  it('limits registrations per address', async () => {
    const ip = freshIp();
    const answers: number[] = [];
    for (let i = 0; i < 6; i += 1)
      answers.push((await call(t.app, 'register', registerForm({ city: '' }), { ip })).statusCode);
    expect(answers).toEqual([400, 400, 400, 400, 400, 429]);
  });
});
