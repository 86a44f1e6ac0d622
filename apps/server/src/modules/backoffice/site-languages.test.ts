// Languages switched on and off per site: the player site's language list follows at once, the
// other site keeps its own, and the default language cannot be switched off.
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { useTestApp } from '../../test/test-app.ts';
import { type Caller, SECOND_HOST, seedTwoSiteTree } from '../../test/two-site-tree.ts';

describe.each(testDatabaseKinds)('languages per site on %s', (kind) => {
  const t = useTestApp(kind);
  let adminB: Caller;
  let post: Awaited<ReturnType<typeof seedTwoSiteTree>>['post'];
  const save = (settings: Record<string, unknown>) => post('saveSettings', { lang: 'en', settings }, adminB);
  const offeredOn = async (host: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/getLanguages', headers: { host } }))
      .json<{ results: { code: string }[] }>()
      .results.map((language) => language.code);
  const version = async () => (await post('settings', {}, adminB)).json<{ version: number }>().version;

  beforeAll(async () => {
    const tree = await seedTwoSiteTree(t);
    post = tree.post;
    adminB = tree.accounts.adminB;
  });

  it('offers every language until the admin switches some off, then only the rest, at once', async () => {
    expect(await offeredOn(SECOND_HOST)).toHaveLength(20);
    const res = await save({ languages_enabled: ['en', 'tr'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ settings: { languages_enabled: ['en', 'tr'] } });
    expect(await offeredOn(SECOND_HOST)).toEqual(['en', 'tr']);
    expect(await offeredOn('localhost')).toHaveLength(20);
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/settings',
      headers: { host: SECOND_HOST },
    });
    expect(settings.json()).toMatchObject({ settings: { languages_enabled: ['en', 'tr'] } });
  });

  it('refuses to switch the default language off, either way round, and changes nothing', async () => {
    const before = await version();
    for (const settings of [
      { languages_enabled: ['en'] },
      { default_language: 'de' },
      { languages_enabled: [] },
    ]) {
      const res = await save(settings);
      expect(res.statusCode, JSON.stringify(settings)).toBe(400);
      expect(res.json()).toMatchObject({
        key: 'defaultLanguageDisabled',
        msg: 'The default language cannot be switched off',
      });
    }
    expect((await save({ languages_enabled: ['tr', 'xx'] })).json()).toMatchObject({ key: 'invalidInput' });
    expect(await version()).toBe(before);
    expect(await offeredOn(SECOND_HOST)).toEqual(['en', 'tr']);
    // Both in one save: the rule holds for the result.
    expect((await save({ default_language: 'de', languages_enabled: ['de'] })).statusCode).toBe(200);
    expect(await offeredOn(SECOND_HOST)).toEqual(['de']);
  });
});
