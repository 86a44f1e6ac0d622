// The contact call through the HTTP API on a real database: the spec's category rules, the challenge it
// needs (for contact, unused, for this site), the per-address limit, and who the writer is.
import { beforeAll, describe, expect, it } from 'vitest';
import { fetchChallenge, solve, solvedChallenge } from '../../../test/challenge.ts';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { freshIp } from '../../../test/http.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { type Caller, SECOND_HOST, seedTwoSiteTree } from '../../../test/two-site-tree.ts';
import { CONTACT_PER_TEN_MINUTES } from './contact-routes.ts';
import { contactThreads } from './schema.ts';

const FORM = {
  email: 'ayse@example.com',
  topcategory: 'payment',
  category: 'withdraw',
  message: 'When will my withdrawal be approved?',
};

describe.each(testDatabaseKinds)('contact on %s', (kind) => {
  const t = useTestApp(kind);
  let player1: Caller;
  beforeAll(async () => {
    ({
      accounts: { player1 },
    } = await seedTwoSiteTree(t));
  });
  const contact = (
    body: Record<string, unknown>,
    options: { caller?: Caller; host?: string; ip?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: body,
      headers: {
        host: options.caller?.host ?? options.host ?? 'localhost',
        ...(options.caller ? { authorization: `Bearer ${options.caller.token}` } : {}),
      },
      remoteAddress: options.ip ?? freshIp(),
    });
  const threads = () => t.database.db.select().from(contactThreads).orderBy(contactThreads.id);

  it('keeps a visitor’s message as an open thread in the writer’s language', async () => {
    const res = await contact({ ...FORM, lang: 'en', token: await solvedChallenge(t, 'contact') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: true });
    const [thread] = (await threads()).slice(-1);
    expect(thread).toMatchObject({
      userId: null,
      username: null,
      email: FORM.email,
      lang: 'en',
      topCategory: 'payment',
      category: 'withdraw',
      state: 'open',
    });
    expect(thread?.createdAt.toISOString()).toBe(t.clock.now().toISOString());
  });

  it('takes the writer from the session, never from the payload’s userId', async () => {
    const res = await contact(
      { ...FORM, userId: 1, topcategory: 'others', category: '', token: await solvedChallenge(t, 'contact') },
      { caller: player1 },
    );
    expect(res.statusCode, res.body).toBe(200);
    const [thread] = (await threads()).slice(-1);
    expect(thread).toMatchObject({ userId: player1.id, topCategory: 'others', category: '' });
    expect(thread?.username).toMatch(/\w+/);
  });

  it('applies the spec’s categories: each sub category to its top one, none for others', async () => {
    const refused: [Record<string, unknown>, string][] = [
      [{ topcategory: 'poker' }, 'contactCategoryInvalid'],
      [{ topcategory: '' }, 'contactCategoryInvalid'],
      [{ category: 'evaluation' }, 'contactCategoryInvalid'],
      [{ category: '' }, 'contactCategoryInvalid'],
      [{ topcategory: 'others', category: 'deposit' }, 'contactCategoryInvalid'],
      [{ message: '   ' }, 'contactMessageRequired'],
      [{ email: 'not-an-address' }, 'emailRequired'],
      [{ email: '' }, 'emailRequired'],
    ];
    const token = await solvedChallenge(t, 'contact');
    const before = (await threads()).length;
    for (const [change, key] of refused) {
      const res = await contact({ ...FORM, ...change, token });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().key, JSON.stringify(change)).toBe(key);
    }
    expect((await contact({ ...FORM, message: 'x'.repeat(2001), token })).statusCode).toBe(400);
    expect(await threads()).toHaveLength(before);
    // The challenge was not spent by the refused forms: the corrected one goes through with it.
    expect(
      (await contact({ ...FORM, topcategory: 'livecasino', category: 'casinobonus', token })).statusCode,
    ).toBe(200);
  });

  it('needs a solved challenge issued for contact on this site, used once', async () => {
    const before = (await threads()).length;
    const missing = await contact({ ...FORM });
    expect(missing.statusCode).toBe(400);
    expect((await contact({ ...FORM, token: 'bm90IGEgc29sdXRpb24=' })).json().key).toBe('checkSecurityCode');
    const forLogin = await solvedChallenge(t, 'login');
    expect((await contact({ ...FORM, token: forLogin })).json().key).toBe('checkSecurityCode');
    const otherSite = await contact(
      { ...FORM, token: await solvedChallenge(t, 'contact') },
      { host: SECOND_HOST },
    );
    expect(otherSite.json().key).toBe('checkSecurityCode');
    const once = await solve(await fetchChallenge(t, 'contact'));
    expect((await contact({ ...FORM, token: once })).statusCode).toBe(200);
    const again = await contact({ ...FORM, token: once });
    expect(again.json()).toMatchObject({ status: false, key: 'checkSecurityCode' });
    expect(await threads()).toHaveLength(before + 1);
  });

  it('answers an expired challenge with captchaExpired', async () => {
    const token = await solvedChallenge(t, 'contact');
    t.clock.advance(21 * 60_000);
    expect((await contact({ ...FORM, token })).json().key).toBe('captchaExpired');
  });

  it('limits how often one address may write', async () => {
    const ip = freshIp();
    for (let i = 0; i < CONTACT_PER_TEN_MINUTES; i += 1) {
      expect((await contact({ ...FORM, token: 'x' }, { ip })).statusCode).toBe(400);
    }
    const limited = await contact({ ...FORM, token: 'x' }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: false, key: 'rateLimited' });
    expect((await contact({ ...FORM, token: 'x' })).statusCode).toBe(400);
  });
});
