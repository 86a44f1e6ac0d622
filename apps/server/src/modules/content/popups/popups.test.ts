// getPopups and the back office's pop-ups editor through the HTTP API on a real database: only the
// player site's types (2 and 0), the player's language, the active window, sanitizing and who may edit.
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { call } from '../../../test/http.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { type Caller, NAMES, type Name, seedTwoSiteTree } from '../../../test/two-site-tree.ts';

const HOUR = 3_600_000;

describe.each(testDatabaseKinds)('pop-ups on %s', (kind) => {
  const t = useTestApp(kind);
  let accounts: Record<Name, Caller>;
  let post: Awaited<ReturnType<typeof seedTwoSiteTree>>['post'];
  beforeAll(async () => {
    ({ accounts, post } = await seedTwoSiteTree(t));
  });
  const at = (offsetMs: number) => new Date(t.clock.now().getTime() + offsetMs).toISOString();
  const save = async (fields: Record<string, unknown>, caller = accounts.adminA) => {
    const body = {
      language: 'en',
      type: 0,
      type2: 1,
      content: '',
      autoClose: false,
      startsAt: null,
      endsAt: null,
    };
    const res = await post('savePopup', { ...body, ...fields }, caller);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().popup as { id: number };
  };
  const titles = async (lang: string) =>
    ((await call(t.app, 'getPopups', { lang })).json().results as { title: string }[]).map((p) => p.title);

  it('answers the player site’s types only, in the player’s language, within their window', async () => {
    await save({
      title: 'Home only',
      type: 0,
      type2: 0,
      autoClose: true,
      content: '<p>Hi<img src=x onerror=alert(1)></p>',
    });
    await save({ title: 'Everywhere', type: 2, type2: 1 });
    await save({ title: 'Desktop type', type: 1, type2: 1 });
    await save({ title: 'Other type', type: 3, type2: 0 });
    await save({ title: 'Expired', endsAt: at(-HOUR) });
    await save({ title: 'Türkçe', language: 'tr' });

    const res = await call(t.app, 'getPopups', { lang: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      status: true,
      results: [
        { type: 0, type2: 0, title: 'Home only', content: '<p>Hi</p>', autoClose: true },
        { type: 2, type2: 1, title: 'Everywhere', content: '', autoClose: false },
      ],
    });
    expect(await titles('tr')).toEqual(['Türkçe']);
    t.clock.advance(-2 * HOUR);
    expect(await titles('en')).toContain('Expired');
    t.clock.advance(2 * HOUR);
  });

  it('refuses a type out of range and a reversed window; never a 500', async () => {
    const base = {
      language: 'en',
      type: 0,
      type2: 0,
      title: 'x',
      content: '',
      autoClose: false,
      startsAt: null,
      endsAt: null,
    };
    for (const body of [
      { ...base, type: 12 },
      { ...base, type2: -1 },
      { ...base, autoClose: 'yes' },
      { ...base, startsAt: at(HOUR), endsAt: at(-HOUR) },
      { ...base, language: 'klingon' },
    ]) {
      expect((await post('savePopup', body, accounts.adminA)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('lets only the site’s admins edit and drops the players’ cached list on every change', async () => {
    for (const name of NAMES) {
      expect((await post('popups', {}, accounts[name])).statusCode, name).toBe(
        name.startsWith('admin') ? 200 : 403,
      );
    }
    const popup = await save({ title: 'Draft', type: 2 });
    expect(await titles('en')).toContain('Draft');
    await save({ id: popup.id, title: 'Final', type: 2 });
    expect(await titles('en')).toContain('Final');
    expect((await post('deletePopup', { id: popup.id }, accounts.adminB)).statusCode).toBe(404);
    expect((await post('deletePopup', { id: popup.id }, accounts.adminA)).statusCode).toBe(200);
    expect(await titles('en')).not.toContain('Final');
    const audit = (await post('audit', { action: 'content.popupRemoved' }, accounts.adminA)).json().rows;
    expect(audit[0].before).toMatchObject({ title: 'Final', type: 2 });
  });
});
