// promotions, promotionDetail and the back office's promotions editor through the HTTP API on a real
// database: language and fallback, the active window, list order, sanitizing, the cache dropped on
// save, the audit trail and who may edit.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { call } from '../../../test/http.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { type Caller, NAMES, type Name, SECOND_HOST, seedTwoSiteTree } from '../../../test/two-site-tree.ts';
import { promotions } from './promotions-schema.ts';

const HOUR = 3_600_000;

describe.each(testDatabaseKinds)('promotions on %s', (kind) => {
  const t = useTestApp(kind);
  let accounts: Record<Name, Caller>;
  let post: Awaited<ReturnType<typeof seedTwoSiteTree>>['post'];
  beforeAll(async () => {
    ({ accounts, post } = await seedTwoSiteTree(t));
  });
  const at = (offsetMs: number) => new Date(t.clock.now().getTime() + offsetMs).toISOString();
  const save = async (fields: Record<string, unknown>, caller = accounts.adminA) => {
    const res = await post(
      'savePromotion',
      {
        language: 'en',
        imageUrl: '/media/p.png',
        content: '',
        position: 0,
        startsAt: null,
        endsAt: null,
        ...fields,
      },
      caller,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().promotion as { id: number; content: string };
  };
  const list = async (lang: string, host = 'localhost') =>
    (
      await t.app.inject({ method: 'POST', url: '/api/promotions', payload: { lang }, headers: { host } })
    ).json().results as { bonusId: number; bannerTitle: string; bonusImage: string }[];

  it('lists the active promotions of the player’s language in order, and answers each one’s detail', async () => {
    const second = await save({ title: 'Second', position: 2 });
    const first = await save({
      title: 'First',
      position: 1,
      imageUrl: 'https://cdn.example/first.png',
      content: '<h2>Welcome</h2><p onclick="x()">Up to <b>100%</b></p><script>steal()</script>',
    });
    await save({ title: 'Yesterday', position: 0, endsAt: at(-HOUR) });
    await save({ title: 'Tomorrow', position: 0, startsAt: at(HOUR) });
    await save({ title: 'Birinci', language: 'tr', position: 0 });

    expect(await list('en')).toEqual([
      { bonusId: first.id, bannerTitle: 'First', bonusImage: 'https://cdn.example/first.png' },
      { bonusId: second.id, bannerTitle: 'Second', bonusImage: '/media/p.png' },
    ]);
    expect((await list('tr')).map((p) => p.bannerTitle)).toEqual(['Birinci']);
    // No German promotions: the site's default language (Turkish) stands in.
    expect((await list('de')).map((p) => p.bannerTitle)).toEqual(['Birinci']);

    const detail = await call(t.app, 'promotionDetail', { lang: 'en', bonusId: String(first.id) });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().detail).toEqual({
      bonusId: first.id,
      bonusImage: 'https://cdn.example/first.png',
      bannerTitle: 'First',
      content: '<h2>Welcome</h2><p>Up to <b>100%</b></p>',
    });
  });

  it('opens with its window and closes at its end, without a save', async () => {
    const later = await save({ title: 'Flash', position: 5, startsAt: at(2 * HOUR), endsAt: at(3 * HOUR) });
    const titles = async () => (await list('en')).map((p) => p.bannerTitle);
    expect(await titles()).not.toContain('Flash');
    expect((await call(t.app, 'promotionDetail', { lang: 'en', bonusId: later.id })).statusCode).toBe(404);
    t.clock.advance(2 * HOUR);
    expect(await titles()).toContain('Flash');
    t.clock.advance(HOUR);
    expect(await titles()).not.toContain('Flash');
    t.clock.advance(-3 * HOUR);
  });

  it('answers an unknown or foreign promotion with promotionNotFound and a bad id with a refusal', async () => {
    const foreign = await save({ title: 'Other site' }, accounts.adminB);
    const missing = await call(t.app, 'promotionDetail', { lang: 'en', bonusId: foreign.id });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      status: false,
      key: 'promotionNotFound',
      msg: 'Promotion not found',
    });
    expect((await list('en', SECOND_HOST)).map((p) => p.bannerTitle)).toEqual(['Other site']);
    for (const bonusId of ['abc', 0, -3, null, '1 or 1=1']) {
      expect(
        (await call(t.app, 'promotionDetail', { lang: 'en', bonusId })).statusCode,
        String(bonusId),
      ).toBe(400);
    }
  });

  it('refuses a bad image address, an empty title and a window that ends before it starts', async () => {
    const base = {
      language: 'en',
      title: 'x',
      imageUrl: '/a.png',
      content: '',
      position: 0,
      startsAt: null,
      endsAt: null,
    };
    for (const body of [
      { ...base, imageUrl: 'javascript:alert(1)' },
      { ...base, imageUrl: 'a.png' },
      { ...base, title: '  ' },
      { ...base, startsAt: at(HOUR), endsAt: at(0) },
      { ...base, startsAt: 'tomorrow' },
      { ...base, position: -1 },
    ]) {
      const res = await post('savePromotion', body, accounts.adminA);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const bad = await post('savePromotion', { ...base, imageUrl: 'ftp://x', lang: 'tr' }, accounts.adminA);
    expect(bad.json().msg).toBe('Görsel adresi http(s) ile ya da / ile başlamalıdır');
  });

  it('lets only the site’s admins edit, serves from memory until a save and audits every change', async () => {
    for (const name of NAMES) {
      expect((await post('promotions', {}, accounts[name])).statusCode, name).toBe(
        name.startsWith('admin') ? 200 : 403,
      );
    }
    const promo = await save({ title: 'Cached', position: 9 });
    const titles = async () => (await list('en')).map((p) => p.bannerTitle);
    expect(await titles()).toContain('Cached');
    // Written behind the server's back: the cached list stands until a save is announced.
    await t.database.db.update(promotions).set({ title: 'Sneaky' }).where(eq(promotions.id, promo.id));
    expect(await titles()).toContain('Cached');
    await save({ id: promo.id, title: 'Edited', position: 9 });
    expect(await titles()).toContain('Edited');

    expect(
      (
        await post(
          'savePromotion',
          {
            ...{ id: promo.id },
            language: 'en',
            title: 'B',
            imageUrl: '/b.png',
            content: '',
            position: 0,
            startsAt: null,
            endsAt: null,
          },
          accounts.adminB,
        )
      ).statusCode,
    ).toBe(404);
    expect((await post('deletePromotion', { id: promo.id }, accounts.adminB)).statusCode).toBe(404);
    expect((await post('deletePromotion', { id: promo.id }, accounts.adminA)).statusCode).toBe(200);
    expect(await titles()).not.toContain('Edited');

    const audit = async (action: string) => (await post('audit', { action }, accounts.adminA)).json().rows;
    const [changed] = await audit('content.promotionChanged');
    expect(changed.after).toMatchObject({ title: 'Edited' });
    expect((await audit('content.promotionRemoved'))[0].before).toMatchObject({
      id: promo.id,
      title: 'Edited',
    });
  });
});
