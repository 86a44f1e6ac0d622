// Site-wide back-office calls across two sites: each site's admin reads and changes its own site's
// settings, logo, domains and roles only, the player site sees a change at once, and dealers only
// read roles.
import { beforeAll, describe, expect, it } from 'vitest';
import { logoUpload, PNG } from '../test/images.ts';
import { useTestApp } from '../test/test-app.ts';
import { type Caller, NAMES, type Name, SECOND_HOST, seedTwoSiteTree, TREE } from '../test/two-site-tree.ts';

const ADMINS: Name[] = ['adminA', 'adminB'];

describe('site settings and roles across two sites', () => {
  const t = useTestApp('pglite');
  let accounts: Record<Name, Caller>;
  let post: Awaited<ReturnType<typeof seedTwoSiteTree>>['post'];
  const playerSettings = async (host: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/settings', headers: { host } })).json<{
      settings: { site_title: string; site_logo: string };
    }>().settings;

  beforeAll(async () => {
    ({ accounts, post } = await seedTwoSiteTree(t));
  });

  it('lets only admins read and change settings, each its own site’s, applied at once', async () => {
    for (const actor of NAMES) {
      const allowed = ADMINS.includes(actor);
      expect((await post('settings', {}, accounts[actor])).statusCode, actor).toBe(allowed ? 200 : 403);
      const save = await post(
        'saveSettings',
        { settings: { site_title: `Title of ${actor}` } },
        accounts[actor],
      );
      expect(save.statusCode, actor).toBe(allowed ? 200 : 403);
    }
    expect((await playerSettings('localhost')).site_title).toBe('Title of adminA');
    expect((await playerSettings(SECOND_HOST)).site_title).toBe('Title of adminB');
    const read = (await post('settings', {}, accounts.adminA)).json<{ settings: Record<string, unknown> }>();
    expect(read.settings).not.toHaveProperty('smtp_password');
    expect(read.settings.smtp_password_set).toBe(false);
  });

  it('refuses a bad setting with its message and changes nothing', async () => {
    const before = (await post('settings', {}, accounts.adminA)).json<{ version: number }>();
    const res = await post(
      'saveSettings',
      { settings: { site_title: 'Never', affiliate_cutoff_time: '25:00' } },
      accounts.adminA,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      key: 'timeFormatInvalid',
      msg: 'Saat, Saat:Dakika biçiminde olmalıdır',
    });
    expect((await post('settings', {}, accounts.adminA)).json<{ version: number }>().version).toBe(
      before.version,
    );
    expect((await playerSettings('localhost')).site_title).toBe('Title of adminA');
    const unknown = await post('saveSettings', { settings: { no_such_setting: 1 } }, accounts.adminA);
    expect(unknown.statusCode).toBe(400);
  });

  it('lets only each site’s admin see and change its own domains and logo', async () => {
    const tries: [string, Record<string, unknown>][] = [
      ['domains', {}],
      ['addDomain', { domain: 'walk.example' }],
      ['removeDomain', { domain: SECOND_HOST }],
      ['uploadLogo', logoUpload(PNG, 'image/png')],
    ];
    for (const actor of NAMES.filter((n) => !ADMINS.includes(n))) {
      for (const [name, body] of tries) {
        expect((await post(name, body, accounts[actor])).statusCode, `${actor} → ${name}`).toBe(403);
      }
    }
    const domainsOf = async (admin: Name) =>
      (await post('domains', {}, accounts[admin])).json<{ domains: string[] }>().domains;
    expect(await domainsOf('adminA')).toEqual(['127.0.0.1', 'localhost']);
    expect(await domainsOf('adminB')).toEqual([SECOND_HOST]);
    expect((await post('addDomain', { domain: 'a.example' }, accounts.adminA)).statusCode).toBe(200);
    // The other site's admin can neither take nor remove it, nor remove the platform's own.
    expect((await post('addDomain', { domain: 'a.example' }, accounts.adminB)).json()).toMatchObject({
      key: 'domainTaken',
    });
    for (const domain of ['a.example', 'localhost']) {
      expect((await post('removeDomain', { domain }, accounts.adminB)).statusCode).toBe(404);
    }
    expect(await domainsOf('adminA')).toEqual(['127.0.0.1', 'a.example', 'localhost']);
    expect(await domainsOf('adminB')).toEqual([SECOND_HOST]);

    const before = (await playerSettings('localhost')).site_logo;
    expect((await post('uploadLogo', logoUpload(PNG, 'image/png'), accounts.adminB)).statusCode).toBe(200);
    expect((await playerSettings(SECOND_HOST)).site_logo).toMatch(/^\/api\/site\/logo\/\d+\/[0-9a-f]{16}$/);
    expect((await playerSettings('localhost')).site_logo).toBe(before);
  });

  it('starts every site with its roles and lets only its admin change them', async () => {
    for (const actor of NAMES) {
      const res = await post('roles', {}, accounts[actor]);
      expect(res.statusCode, actor).toBe(TREE[actor].role === 'player' ? 403 : 200);
    }
    const roles = (await post('roles', {}, accounts.adminB)).json<{ rows: { id: number; name: string }[] }>()
      .rows;
    expect(roles.map((r) => r.name)).toContain('Alt bayi');
    const body = { name: 'Kasa', kind: 'dealer', permissions: ['users.view', 'credit.transfer'] };
    for (const actor of NAMES.filter((n) => !ADMINS.includes(n))) {
      expect((await post('saveRole', body, accounts[actor])).statusCode, actor).toBe(403);
    }
    const created = await post('saveRole', body, accounts.adminA);
    expect(created.statusCode, created.body).toBe(200);
    expect((await post('saveRole', body, accounts.adminA)).json()).toMatchObject({ key: 'roleNameTaken' });
    const id = created.json<{ role: { id: number } }>().role.id;
    // Another site's admin cannot change it, even knowing its id.
    expect((await post('saveRole', { ...body, id }, accounts.adminB)).statusCode).toBe(403);
    expect((await post('saveRole', { ...body, id, kind: 'player' }, accounts.adminA)).json()).toMatchObject({
      key: 'roleKindMismatch',
    });
  });
});
