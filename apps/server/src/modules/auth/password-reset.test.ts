import { translate } from '@bet/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../mail/schema.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildUser } from '../../test/factories.ts';
import { call } from '../../test/http.ts';
import { signIn } from '../../test/session.ts';
import { useTestApp } from '../../test/test-app.ts';
import { PASS_CODE_TTL_MS } from './password-reset.ts';

const birth = { birthDateDay: 5, birthDateMonth: 4, birthDateYear: 1990 };

describe.each(testDatabaseKinds)('forgotPassword and resetPassword (%s)', (kind) => {
  const t = useTestApp(kind);

  const mailsTo = (recipient: string) =>
    t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient)).orderBy(mailOutbox.id);

  /** Requests a reset and returns the pass code from the link in the mail. */
  async function requestCode(username: string, email: string): Promise<string> {
    const res = await call(t.app, 'forgotPassword', { username, ...birth });
    expect(res.statusCode).toBe(200);
    const mails = await mailsTo(email);
    const match = /\/tr\/resetPassword\/([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.body ?? '');
    if (!match?.[1]) throw new Error('no reset link mailed');
    return match[1];
  }

  it('mails a one-hour link; the reset works once and ends every old session', async () => {
    const player = await buildUser(t.database.db);
    const email = player.email ?? '';
    const oldSession = await signIn(t.app, player.username, player.password);

    const res = await call(t.app, 'forgotPassword', { username: player.username, ...birth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, msg: translate('passwordResetSent', 'tr') });
    const [mail] = await mailsTo(email);
    expect(mail?.body).toMatch(/http:\/\/localhost(:80)?\/tr\/resetPassword\/[A-Za-z0-9_-]{43}(\s|$)/);
    const passCode = /\/resetPassword\/([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1] ?? '';
    expect(passCode).not.toBe('');

    const reset = await call(t.app, 'resetPassword', {
      password: 'brandnew1',
      repassword: 'brandnew1',
      passCode,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ status: true, msg: translate('passwordResetSuccess', 'tr') });

    expect((await call(t.app, 'logout', {}, { bearer: oldSession })).statusCode).toBe(401);
    expect(
      (await call(t.app, 'login', { userName: player.username, password: player.password })).statusCode,
    ).toBe(401);
    expect(
      (await call(t.app, 'login', { userName: player.username, password: 'brandnew1' })).statusCode,
    ).toBe(200);

    const again = await call(t.app, 'resetPassword', {
      password: 'another1',
      repassword: 'another1',
      passCode,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ status: false, key: 'passCodeInvalid' });
    expect(
      (await call(t.app, 'login', { userName: player.username, password: 'brandnew1' })).statusCode,
    ).toBe(200);
  });

  it('refuses an expired pass code', async () => {
    const player = await buildUser(t.database.db);
    const passCode = await requestCode(player.username, player.email ?? '');
    t.clock.advance(PASS_CODE_TTL_MS);
    const res = await call(t.app, 'resetPassword', {
      password: 'brandnew1',
      repassword: 'brandnew1',
      passCode,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().key).toBe('passCodeInvalid');
    expect(
      (await call(t.app, 'login', { userName: player.username, password: player.password })).statusCode,
    ).toBe(200);
  });

  it('a new request makes the earlier code useless', async () => {
    const player = await buildUser(t.database.db);
    const first = await requestCode(player.username, player.email ?? '');
    const second = await requestCode(player.username, player.email ?? '');
    expect(second).not.toBe(first);
    const old = await call(t.app, 'resetPassword', {
      password: 'brandnew1',
      repassword: 'brandnew1',
      passCode: first,
    });
    expect(old.json().key).toBe('passCodeInvalid');
    const fresh = await call(t.app, 'resetPassword', {
      password: 'brandnew1',
      repassword: 'brandnew1',
      passCode: second,
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('answers the same and sends nothing for an unknown user, a wrong birth date or no e-mail', async () => {
    const noEmail = await buildUser(t.database.db, { email: null });
    const player = await buildUser(t.database.db);
    const expected = { status: true, msg: translate('passwordResetSent', 'tr') };

    const unknown = await call(t.app, 'forgotPassword', { username: 'nosuchuser', ...birth });
    const wrongDate = await call(t.app, 'forgotPassword', {
      username: player.username,
      ...birth,
      birthDateDay: 6,
    });
    const noAddress = await call(t.app, 'forgotPassword', { username: noEmail.username, ...birth });
    for (const res of [unknown, wrongDate, noAddress]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(expected);
    }
    expect(await mailsTo(player.email ?? '')).toHaveLength(0);
    const all = await t.database.db.select().from(mailOutbox);
    expect(all.some((m) => m.body.includes(noEmail.username))).toBe(false);
  });

  it('accepts the birth date as strings from select boxes', async () => {
    const player = await buildUser(t.database.db);
    const res = await call(t.app, 'forgotPassword', {
      username: player.username,
      birthDateDay: '05',
      birthDateMonth: '04',
      birthDateYear: '1990',
    });
    expect(res.statusCode).toBe(200);
    expect(await mailsTo(player.email ?? '')).toHaveLength(1);
  });

  it('requires every field of the request form', async () => {
    const res = await call(t.app, 'forgotPassword', {
      username: 'someone1',
      birthDateDay: 5,
      birthDateMonth: 4,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, key: 'allInputEnter' });
    const blank = await call(t.app, 'forgotPassword', { username: '  ', ...birth });
    expect(blank.json().key).toBe('allInputEnter');
    const unpicked = await call(t.app, 'forgotPassword', {
      username: 'someone1',
      ...birth,
      birthDateMonth: '',
    });
    expect(unpicked.json().key).toBe('allInputEnter');
    const impossible = await call(t.app, 'forgotPassword', {
      username: 'someone1',
      ...birth,
      birthDateMonth: 13,
    });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().key).toBe('invalidInput');
  });

  it('checks the new-password form before spending the code', async () => {
    const player = await buildUser(t.database.db);
    const passCode = await requestCode(player.username, player.email ?? '');
    const missing = await call(t.app, 'resetPassword', { password: 'brandnew1', passCode });
    expect(missing.json()).toMatchObject({ status: false, key: 'allInputEnter' });
    const differ = await call(t.app, 'resetPassword', {
      password: 'brandnew1',
      repassword: 'brandnew2',
      passCode,
    });
    expect(differ.json()).toMatchObject({ status: false, key: 'passwordNoSameRegister' });
    const short = await call(t.app, 'resetPassword', { password: 'abc', repassword: 'abc', passCode });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      key: 'passwordLength',
      msg: translate('passwordLength', 'tr', { min: 4, max: 20 }),
    });
    const ok = await call(t.app, 'resetPassword', {
      password: 'brandnew1',
      repassword: 'brandnew1',
      passCode,
    });
    expect(ok.statusCode).toBe(200);
  });
});
