// The site's logo uploaded in the back office: checked by its bytes, stored in the database, served
// at an address naming its content (cached for a year) and shown to players at once.
import { LOGO_MAX_BYTES } from '@bet/domain/site-logo';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql-values.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { buildUser, DEFAULT_PASSWORD } from '../../test/factories.ts';
import { call } from '../../test/http.ts';
import { JPEG, logoUpload, PNG, SVG, WEBP } from '../../test/images.ts';
import { signIn } from '../../test/session.ts';
import { useTestApp } from '../../test/test-app.ts';

type Answer = { settings: { site_logo: string }; version: number };

describe.each(testDatabaseKinds)('the site logo on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: string;
  const upload = (body: Record<string, unknown>) =>
    call(t.app, 'admin/uploadLogo', { lang: 'en', ...body }, { bearer: admin });
  const current = async () => (await call(t.app, 'admin/settings', {}, { bearer: admin })).json<Answer>();
  const playerLogo = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/settings' })).json<Answer>().settings.site_logo;
  const fetchLogo = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    const user = await buildUser(t.database.db, { role: 'admin' });
    admin = await signIn(t.app, user.username, DEFAULT_PASSWORD);
  });

  it('stores a PNG, points site_logo at it and serves it for caches to keep', async () => {
    const before = await current();
    const res = await upload(logoUpload(PNG, 'image/png'));
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<Answer>();
    expect(answer.version).toBe(before.version + 1);
    expect(answer.settings.site_logo).toMatch(/^\/api\/site\/logo\/\d+\/[0-9a-f]{16}$/);
    expect(await playerLogo()).toBe(answer.settings.site_logo);

    const served = await fetchLogo(answer.settings.site_logo);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    const [entry] = rowsOf<{ action: string; after: Record<string, unknown> }>(
      await t.database.db.execute(sql`select action, after from audit_log order by id desc limit 1`),
    );
    expect(entry).toEqual({ action: 'site.logo', after: { site_logo: answer.settings.site_logo } });
  });

  it('serves JPEG and WebP with their own types, and a replaced logo no more', async () => {
    const first = await playerLogo();
    for (const [file, type] of [
      [JPEG, 'image/jpeg'],
      [WEBP, 'image/webp'],
    ] as const) {
      const url = (await upload(logoUpload(file, type))).json<Answer>().settings.site_logo;
      const served = await fetchLogo(url);
      expect(served.headers['content-type']).toBe(type);
      expect(served.rawPayload.equals(file)).toBe(true);
    }
    expect((await fetchLogo(first)).statusCode).toBe(404);
    expect((await fetchLogo('/api/site/logo/987654/0123456789abcdef')).statusCode).toBe(404);
    expect((await fetchLogo('/api/site/logo/1/not-a-hash')).statusCode).toBe(400);
  });

  it('refuses anything but a PNG, JPEG or WebP that is what it says, and changes nothing', async () => {
    const before = await current();
    const refusals: [Record<string, unknown>, number, string][] = [
      [logoUpload(SVG, 'image/svg+xml'), 400, 'logoTypeNotAllowed'],
      [logoUpload(SVG, 'image/png'), 400, 'logoTypeNotAllowed'],
      [logoUpload(PNG, 'image/svg+xml'), 400, 'logoTypeNotAllowed'],
      [logoUpload(PNG, 'image/jpeg'), 400, 'logoTypeNotAllowed'],
      [logoUpload(Buffer.alloc(0), 'image/png'), 400, 'logoTypeNotAllowed'],
      [logoUpload(Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES)]), 'image/png'), 400, 'logoTooLarge'],
      [{ contentType: 'image/png', data: 'not base64!' }, 400, 'invalidInput'],
      [logoUpload(Buffer.alloc(LOGO_MAX_BYTES * 3), 'image/png'), 413, 'payloadTooLarge'],
    ];
    for (const [body, status, key] of refusals) {
      const res = await upload(body);
      expect(res.statusCode, `${key}: ${res.body.slice(0, 200)}`).toBe(status);
      expect(res.json()).toMatchObject({ status: false, key });
    }
    expect((await upload(logoUpload(SVG, 'image/svg+xml'))).json()).toMatchObject({
      msg: 'The logo must be a PNG, JPEG or WebP image',
    });
    expect((await upload(logoUpload(Buffer.alloc(LOGO_MAX_BYTES + 1), 'image/png'))).json()).toMatchObject({
      msg: 'The logo may be at most 512 KB',
    });
    expect(await current()).toEqual(before);
  });
});
