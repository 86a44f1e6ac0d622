// A site's domains in the back office: host names checked and normalised, never another site's,
// never the last one, each change audited and resolved by the player site at once.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql-values.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { useTestApp } from '../../test/test-app.ts';
import { type Caller, SECOND_HOST, seedTwoSiteTree } from '../../test/two-site-tree.ts';

describe.each(testDatabaseKinds)('a site’s domains on %s', (kind) => {
  const t = useTestApp(kind);
  let adminB: Caller;
  let post: Awaited<ReturnType<typeof seedTwoSiteTree>>['post'];
  const change = (name: 'addDomain' | 'removeDomain', domain: string) =>
    post(name, { lang: 'en', domain }, adminB);
  const domains = async () => (await post('domains', {}, adminB)).json<{ domains: string[] }>().domains;
  /** The title of the site the player site shows on this host (unknown hosts get the default site). */
  const titleOn = async (host: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/settings', headers: { host } })).json<{
      settings: { site_title: string };
    }>().settings.site_title;

  beforeAll(async () => {
    const tree = await seedTwoSiteTree(t);
    post = tree.post;
    adminB = tree.accounts.adminB;
    const save = await post('saveSettings', { settings: { site_title: 'Second Bet' } }, adminB);
    expect(save.statusCode).toBe(200);
  });

  it('resolves an added domain to the site at once, and a removed one no more', async () => {
    // Read first, so the cached directory knows the host as the default site's.
    expect(await titleOn('bet-b.example')).not.toBe('Second Bet');
    const added = await change('addDomain', ' Bet-B.Example ');
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ status: true, domains: ['bet-b.example', SECOND_HOST] });
    expect(await titleOn('bet-b.example:443')).toBe('Second Bet');

    expect((await change('removeDomain', 'bet-b.example')).json()).toEqual({
      status: true,
      domains: [SECOND_HOST],
    });
    expect(await titleOn('bet-b.example')).not.toBe('Second Bet');
    const entries = rowsOf<{ action: string; target_name: string; before: unknown; after: unknown }>(
      await t.database.db.execute(sql`
        select action, target_name, before, after from audit_log
        where action like 'site.domain%' order by id`),
    );
    expect(entries).toEqual([
      {
        action: 'site.domainAdd',
        target_name: 'bet-b.example',
        before: null,
        after: { domain: 'bet-b.example' },
      },
      {
        action: 'site.domainRemove',
        target_name: 'bet-b.example',
        before: { domain: 'bet-b.example' },
        after: null,
      },
    ]);
  });

  it('stores an international name in punycode, as browsers send it', async () => {
    expect((await change('addDomain', 'bücher.example')).statusCode).toBe(200);
    expect(await domains()).toContain('xn--bcher-kva.example');
    expect(await titleOn('xn--bcher-kva.example')).toBe('Second Bet');
    expect((await change('removeDomain', 'BÜCHER.example')).statusCode).toBe(200);
  });

  it('refuses a bad, taken, unknown or last domain with its message and changes nothing', async () => {
    const before = await domains();
    const refusals: ['addDomain' | 'removeDomain', string, number, string][] = [
      ['addDomain', 'https://bet-c.example', 400, 'domainInvalid'],
      ['addDomain', 'bet-c.example:8080', 400, 'domainInvalid'],
      ['addDomain', 'bet-c.example/path', 400, 'domainInvalid'],
      ['addDomain', 'bet_c.example', 400, 'domainInvalid'],
      ['addDomain', '', 400, 'domainInvalid'],
      ['addDomain', 'LOCALHOST', 400, 'domainTaken'],
      ['addDomain', SECOND_HOST, 400, 'domainTaken'],
      ['removeDomain', 'localhost', 404, 'notFound'],
      ['removeDomain', 'nowhere.example', 404, 'notFound'],
      ['removeDomain', SECOND_HOST, 400, 'domainLastOne'],
    ];
    for (const [name, domain, status, key] of refusals) {
      const res = await change(name, domain);
      expect(res.statusCode, `${name} ${domain}: ${res.body}`).toBe(status);
      expect(res.json()).toMatchObject({ status: false, key });
    }
    expect((await change('addDomain', 'http://x.example')).json()).toMatchObject({
      msg: 'The domain is invalid; write it without scheme, port or path (e.g. example.com)',
    });
    expect((await change('removeDomain', SECOND_HOST)).json()).toMatchObject({
      msg: 'The site’s last domain cannot be removed',
    });
    expect(await domains()).toEqual(before);
    expect(await titleOn('localhost')).not.toBe('Second Bet');
  });
});
