// getPage and the back office's pages editor, through the HTTP API on a real database: the seeded
// pages, the language fallback, unknown pages, sanitizing on save, "added twice", the cache dropped on
// save, the audit trail and who may edit which site's pages.
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedBase } from '../../../db/seed.ts';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { call } from '../../../test/http.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { type Caller, NAMES, type Name, SECOND_HOST, seedTwoSiteTree } from '../../../test/two-site-tree.ts';
import { sitePages } from '../schema.ts';

describe.each(testDatabaseKinds)('static pages on %s', (kind) => {
  const t = useTestApp(kind);
  let accounts: Record<Name, Caller>;
  let post: Awaited<ReturnType<typeof seedTwoSiteTree>>['post'];
  beforeAll(async () => {
    ({ accounts, post } = await seedTwoSiteTree(t));
  });
  const getPage = (body: Record<string, unknown>, host = 'localhost') =>
    t.app.inject({ method: 'POST', url: '/api/getPage', payload: body, headers: { host } });

  it('starts every seeded page in Turkish and English under the spec’s ids', async () => {
    const titles: Record<number, [string, string]> = {
      9: ['Kurallar ve Şartlar', 'Terms and Conditions'],
      10: ['Sorumlu Oyun', 'Responsible Gaming'],
      6: ['Yardım', 'Help'],
      5: ['Bahis Sözlüğü', 'Bet Dictionary'],
    };
    for (const [pageid, [tr, en]] of Object.entries(titles)) {
      for (const [lang, title] of [
        ['tr', tr],
        ['en', en],
      ]) {
        const res = await call(t.app, 'getPage', { pageid: Number(pageid), lang });
        expect(res.statusCode, res.body).toBe(200);
        const { status, results } = res.json();
        expect(status).toBe(true);
        expect(results.title).toBe(title);
        expect(results.content.length).toBeGreaterThan(2500);
        expect(results.content).toMatch(/<h2>|<dt>/);
      }
    }
    const terms = (await call(t.app, 'getPage', { pageid: 9, lang: 'en' })).json().results.content;
    for (const topic of [
      '18',
      'Odds changes',
      'Void bets',
      'Cash-out',
      'Bonuses',
      'Withdrawals',
      'Complaints',
    ]) {
      expect(terms).toContain(topic);
    }
  });

  it('takes the page id as the spec’s client sends it, digits in a string too', async () => {
    const res = await call(t.app, 'getPage', { pageid: '10', lang: 'en' });
    expect(res.json().results.title).toBe('Responsible Gaming');
  });

  it('falls back to the site’s default language when the page is not written in the asked one', async () => {
    const res = await call(t.app, 'getPage', { pageid: 6, lang: 'de' });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.title).toBe('Yardım');
  });

  it('answers an unknown page with pageNotFound and a bad id with a refusal, never a 500', async () => {
    const missing = await call(t.app, 'getPage', { pageid: 424_242, lang: 'en' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: false, key: 'pageNotFound' });
    for (const pageid of ['abc', -1, 0, null, '9; drop table site_pages']) {
      expect((await call(t.app, 'getPage', { pageid, lang: 'en' })).statusCode, String(pageid)).toBe(400);
    }
    expect((await call(t.app, 'getPage', { lang: 'en' })).statusCode).toBe(400);
  });

  it('lets only the site’s own staff with the settings right list pages', async () => {
    expect((await post('pages', {})).statusCode).toBe(401);
    for (const name of NAMES) {
      const res = await post('pages', {}, accounts[name]);
      expect(res.statusCode, name).toBe(name.startsWith('admin') ? 200 : 403);
    }
    const own = (await post('pages', {}, accounts.adminA)).json().pages;
    expect(own.map((p: { pageId: number; language: string }) => `${p.pageId}:${p.language}`)).toEqual([
      '5:en',
      '5:tr',
      '6:en',
      '6:tr',
      '9:en',
      '9:tr',
      '10:en',
      '10:tr',
    ]);
    // Every site starts with its own copy; neither sees the other's rows.
    const second = (await post('pages', {}, accounts.adminB)).json().pages;
    expect(second).toHaveLength(8);
    const ids = new Set(own.map((p: { id: number }) => p.id));
    expect(second.some((p: { id: number }) => ids.has(p.id))).toBe(false);
  });

  it('sanitizes a new page, refuses it twice, changes it at once for players and removes it', async () => {
    const draft = {
      pageId: 42,
      language: 'en',
      title: '  Promotions rules ',
      content:
        '<h2>Rules</h2><p onclick="steal()">Read <a href="javascript:alert(1)">this</a></p><script>x()</script>',
    };
    const created = await post('savePage', draft, accounts.adminA);
    expect(created.statusCode, created.body).toBe(200);
    const page = created.json().page;
    expect(page).toMatchObject({ pageId: 42, language: 'en', title: 'Promotions rules' });
    expect(page.content).toBe('<h2>Rules</h2><p>Read <a>this</a></p>');
    expect((await call(t.app, 'getPage', { pageid: 42, lang: 'en' })).json().results).toEqual({
      title: 'Promotions rules',
      content: '<h2>Rules</h2><p>Read <a>this</a></p>',
    });

    // The caller's language (`lang`) decides the message; the page's own is `language`.
    const twice = await post('savePage', { ...draft, title: 'Again', lang: 'en' }, accounts.adminA);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      key: 'pageContentExists',
      msg: 'Content for this page has already been added',
    });
    const twiceTr = await post('savePage', { ...draft, title: 'Again', lang: 'tr' }, accounts.adminA);
    expect(twiceTr.json().msg).toBe('Bu sayfanın içeriği zaten eklenmiş');
    // The same page in another language is a page of its own.
    const turkish = await post('savePage', { ...draft, language: 'tr', title: 'Kurallar' }, accounts.adminA);
    expect(turkish.statusCode, turkish.body).toBe(200);

    const edited = await post(
      'savePage',
      { ...draft, id: page.id, title: 'New rules', content: '<p>v2</p>' },
      accounts.adminA,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await call(t.app, 'getPage', { pageid: 42, lang: 'en' })).json().results).toEqual({
      title: 'New rules',
      content: '<p>v2</p>',
    });

    // Another site's admin can neither change nor remove it, and learns nothing about it.
    const foreign = await post('savePage', { ...draft, id: page.id, title: 'Taken' }, accounts.adminB);
    expect(foreign.statusCode).toBe(404);
    expect((await post('deletePage', { id: page.id }, accounts.adminB)).statusCode).toBe(404);
    expect((await post('deletePage', { id: page.id }, accounts.dealer1)).statusCode).toBe(403);

    expect((await post('deletePage', { id: page.id }, accounts.adminA)).statusCode).toBe(200);
    // The English page is gone: players reading English now get the Turkish one.
    expect((await call(t.app, 'getPage', { pageid: 42, lang: 'en' })).json().results.title).toBe('Kurallar');
    expect((await post('deletePage', { id: page.id }, accounts.adminA)).statusCode).toBe(404);

    // As the back office's audit log shows it; the refused second page left no trace.
    const audit = async (action: string) => (await post('audit', { action }, accounts.adminA)).json().rows;
    expect(await audit('content.pageAdded')).toHaveLength(2);
    const [changed] = await audit('content.pageChanged');
    expect(changed.before).toMatchObject({ title: 'Promotions rules' });
    expect(changed.after).toMatchObject({ title: 'New rules', content: '<p>v2</p>' });
    expect((await audit('content.pageRemoved'))[0].before).toMatchObject({ pageId: 42, lang: 'en' });
  });

  it('judges "added twice" per site', async () => {
    const page = { pageId: 43, language: 'tr', title: 'Kampanya', content: '<p>a</p>' };
    expect((await post('savePage', page, accounts.adminB)).statusCode).toBe(200);
    expect((await post('savePage', page, accounts.adminB)).statusCode).toBe(409);
    const ownSite = await post('savePage', { ...page, title: 'Başka' }, accounts.adminA);
    expect(ownSite.statusCode).toBe(200);
    expect((await getPage({ pageid: 43, lang: 'tr' }, SECOND_HOST)).json().results.title).toBe('Kampanya');
    expect((await getPage({ pageid: 43, lang: 'tr' })).json().results.title).toBe('Başka');
  });

  it('refuses an empty title and a language code that is not one', async () => {
    for (const body of [
      { pageId: 44, language: 'en', title: '   ', content: '' },
      { pageId: 44, language: 'english', title: 'x', content: '' },
      { pageId: 44, language: 'xx', title: 'x', content: '' },
      { pageId: 0, language: 'en', title: 'x', content: '' },
    ]) {
      expect((await post('savePage', body, accounts.adminA)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('serves players from memory until a save of the site’s pages drops it', async () => {
    const read = async () => (await call(t.app, 'getPage', { pageid: 5, lang: 'en' })).json().results.title;
    expect(await read()).toBe('Bet Dictionary');
    // Written behind the server's back: the cached answer stands until a save is announced.
    await t.database.db.update(sitePages).set({ title: 'Glossary' }).where(eq(sitePages.pageId, 5));
    expect(await read()).toBe('Bet Dictionary');
    const other = { pageId: 45, language: 'en', title: 'Other', content: '' };
    expect((await post('savePage', other, accounts.adminA)).statusCode).toBe(200);
    expect(await read()).toBe('Glossary');
  });

  it('seeds every site once: running the seed again keeps the operators’ changes', async () => {
    const rows = () => t.database.db.select().from(sitePages).orderBy(asc(sitePages.id));
    const before = await rows();
    expect(new Set(before.map((row) => row.siteId)).size).toBe(2);
    await seedBase(t.database.db);
    const after = await rows();
    expect(after).toEqual(before);
    expect(after.filter((row) => row.pageId === 5).map((row) => row.title)).toContain('Glossary');
  });
});
