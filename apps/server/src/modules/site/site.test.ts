import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { useTestApp } from '../../test/test-app.ts';
import { invalidateSiteCache, SITE_CACHE_TTL_MS } from './index.ts';
import { countries, currencies, languages, siteDomains, sites } from './schema.ts';
import { seedSiteData } from './seed.ts';

type Body = Record<string, unknown> & { settings: Record<string, unknown> };

async function rowCounts(db: Executor) {
  const tables = { sites, siteDomains, languages, countries, currencies };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => [
      name,
      (await db.select({ n: count() }).from(table))[0]?.n,
    ]),
  );
  return Object.fromEntries(entries);
}

describe.each(testDatabaseKinds)('site module on %s', (kind) => {
  const t = useTestApp(kind);

  const getSettings = async (host: string, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/settings${query}`, headers: { host } });
    expect(res.statusCode).toBe(200);
    return res.json() as Body;
  };
  const post = (url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}) });

  it('answers the default site for localhost', async () => {
    const body = await getSettings('localhost:3000');
    expect(body).toMatchObject({
      status: true,
      new_site_api: '',
      version: 1,
      mobileCss: '',
      generalJs: '',
      operatorId: 1,
    });
    expect(body.serverid).toEqual(expect.any(String));
    expect(body.serverid).not.toBe('');
    expect(body.settings).toMatchObject({
      site_title: 'Demo Bet',
      default_language: 'tr',
      default_theme: 'green',
      matches_day: 30,
      coupons_day: 30,
      coupon_amount_group: '5,10,25,50',
    });
    expect(Object.keys(body.settings).filter((key) => key.startsWith('smtp'))).toEqual([]);
  });

  it('answers the default site for a host it does not know', async () => {
    const body = await getSettings('unknown.example.org:8443');
    expect(body.settings.site_title).toBe('Demo Bet');
    expect(body.operatorId).toBe(1);
  });

  it("answers a second site's own settings by host and by domain, defaults filling the rest", async () => {
    const [second] = await t.database.db
      .insert(sites)
      .values({
        name: 'Second',
        operatorId: 7,
        settingsVersion: 3,
        settings: {
          site_title: 'Second Bet',
          default_theme: 'blue',
          matches_day: '14',
          custom_style_url: '/custom/second.css',
          custom_script_url: 'https://cdn.second.example/site.js',
          smtp_user: 'mailer@second.example',
          smtp_password: 'hunter2-secret',
        },
      })
      .returning();
    if (!second) throw new Error('insert returned nothing');
    await t.database.db.insert(siteDomains).values({ domain: 'second.example', siteId: second.id });
    invalidateSiteCache();

    const byHost = await getSettings('SECOND.example:443');
    expect(byHost).toMatchObject({
      status: true,
      version: 3,
      operatorId: 7,
      mobileCss: '/custom/second.css',
      generalJs: 'https://cdn.second.example/site.js',
    });
    expect(byHost.settings).toMatchObject({
      site_title: 'Second Bet',
      default_theme: 'blue',
      matches_day: 14,
      coupons_day: 30,
      coupon_amount_group: '5,10,25,50',
      default_language: 'tr',
    });
    const raw = JSON.stringify(byHost);
    expect(raw).not.toContain('hunter2-secret');
    expect(raw).not.toContain('mailer@second.example');
    expect(Object.keys(byHost.settings).filter((key) => key.startsWith('smtp'))).toEqual([]);

    const byDomain = await getSettings('localhost', '?domain=https://second.example:8443');
    expect(byDomain.settings.site_title).toBe('Second Bet');
    expect((await getSettings('localhost')).settings.site_title).toBe('Demo Bet');
  });

  it('serves sites from memory until the cache expires or is invalidated', async () => {
    const [row] = await t.database.db
      .select()
      .from(siteDomains)
      .where(eq(siteDomains.domain, 'second.example'));
    if (!row) throw new Error('second site missing');
    const retitle = (title: string) =>
      t.database.db
        .update(sites)
        .set({ settings: { site_title: title } })
        .where(eq(sites.id, row.siteId));

    await getSettings('second.example');
    await retitle('Renamed Bet');
    expect((await getSettings('second.example')).settings.site_title).toBe('Second Bet');
    t.clock.advance(SITE_CACHE_TTL_MS);
    expect((await getSettings('second.example')).settings.site_title).toBe('Renamed Bet');

    await retitle('Renamed Again');
    invalidateSiteCache();
    expect((await getSettings('second.example')).settings.site_title).toBe('Renamed Again');
  });

  it('seeds idempotently and keeps operator edits', async () => {
    const db = t.database.db;
    await db
      .update(sites)
      .set({ settings: { site_title: 'Operator Title' } })
      .where(eq(sites.isDefault, true));
    await db.update(currencies).set({ symbol: '₺' }).where(eq(currencies.code, 'TRY'));
    const before = await rowCounts(db);
    await seedSiteData(db);
    await seedSiteData(db);
    expect(await rowCounts(db)).toEqual(before);
    expect(before).toMatchObject({ sites: 2, siteDomains: 3, languages: 20, currencies: 9 });

    const [site] = await db.select().from(sites).where(eq(sites.isDefault, true));
    expect(site?.settings).toEqual({ site_title: 'Operator Title' });
    const [tryRow] = await db.select().from(currencies).where(eq(currencies.code, 'TRY'));
    expect(tryRow?.symbol).toBe('₺');
    await db.update(currencies).set({ symbol: 'TL' }).where(eq(currencies.code, 'TRY'));
  });

  it('lists countries by name, Turkey being 218 with phone code 90', async () => {
    const res = await post('/api/countries', {});
    expect(res.statusCode).toBe(200);
    const body = res.json() as { status: boolean; results: { id: number; iso: string; nicename: string }[] };
    expect(body.status).toBe(true);
    expect(body.results.find((c) => c.iso === 'TR')).toEqual({
      id: 218,
      iso: 'TR',
      nicename: 'Turkey',
      phonecode: 90,
    });
    expect(body.results[0]?.nicename).toBe('Afghanistan');
    const names = body.results.map((c) => c.nicename);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(body.results.map((c) => c.id)).size).toBe(body.results.length);
  });

  it('lists the 20 languages with their flag, direction and own name', async () => {
    const res = await post('/api/getLanguages', { lang: 'tr', reqId: 'r-1' });
    expect(res.statusCode).toBe(200);
    const { results } = res.json() as { results: Record<string, unknown>[] };
    expect(results).toHaveLength(20);
    expect(results.find((l) => l.code === 'tr')).toMatchObject({
      code: 'tr',
      lang: 'tr',
      text: 'Türkçe',
      directory: 'ltr',
      icon: '/flags/tr.svg',
      status: 1,
    });
    expect(results.find((l) => l.code === 'aa')?.directory).toBe('rtl');
    expect(new Set(results.map((l) => l.id)).size).toBe(20);
  });

  it('lists currencies with the symbols the site shows', async () => {
    const res = await post('/api/currencies');
    expect(res.statusCode).toBe(200);
    const { results } = res.json() as { results: { code: string; symbol: string; name: string }[] };
    const symbols = Object.fromEntries(results.map((c) => [c.code, c.symbol]));
    expect(symbols).toMatchObject({
      TRY: 'TL',
      YIS: '₪',
      PEN: 'S/.',
      PLN: 'zł',
      EUR: 'EUR',
      USD: 'USD',
      IQD: 'IQD',
    });
    expect(results.find((c) => c.code === 'TRY')?.name).toBe('Turkish Lira');
  });

  it('refuses unknown fields with 400', async () => {
    // The key becomes 'unknownField' once the shared error handler reads this zod provider's issue shape.
    const refused = (res: { statusCode: number; json: () => unknown }) => {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        status: false,
        key: expect.stringMatching(/^(unknownField|invalidInput)$/),
      });
    };
    for (const url of ['/api/countries', '/api/currencies', '/api/getLanguages']) {
      refused(await post(url, { reqId: 'r-2', favouriteColour: 'green' }));
    }
    refused(await t.app.inject({ method: 'GET', url: '/api/settings?domain=localhost&evil=1' }));
    const badDomain = await t.app.inject({ method: 'GET', url: '/api/settings?domain=%ED%A0%80' });
    expect(badDomain.statusCode).toBe(400);
    expect(badDomain.json()).toMatchObject({ status: false, key: 'invalidInput' });
  });

  it('accepts the common fields and a bare POST', async () => {
    const withCommon = await post('/api/countries', {
      reqId: 'r-3',
      lang: 'en',
      userId: 0,
      operatorId: 1,
      serverId: 'x',
    });
    expect(withCommon.statusCode).toBe(200);
    const bare = await post('/api/getLanguages');
    expect(bare.statusCode).toBe(200);
    expect(bare.json()).toMatchObject({ status: true });
  });
});
