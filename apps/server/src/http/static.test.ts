import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../test/databases.ts';
import { useTestApp } from '../test/test-app.ts';

// A stand-in build of the web app: its page and one hashed asset.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'assets', 'entry-abc123.js'), 'console.log(1)');
// And of the back office.
const adminDist = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-dist-'));
fs.writeFileSync(path.join(adminDist, 'index.html'), '<!doctype html><div id="admin-root"></div>');
fs.mkdirSync(path.join(adminDist, 'assets'));
fs.writeFileSync(path.join(adminDist, 'assets', 'admin-def456.js'), 'console.log(2)');
afterAll(() => {
  fs.rmSync(webDist, { recursive: true, force: true });
  fs.rmSync(adminDist, { recursive: true, force: true });
});

describe.each(testDatabaseKinds)('the web app behind the server (%s)', (kind) => {
  const t = useTestApp(kind, { webDist, adminDist });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it.each(['/', '/tr/', '/en/sports', '/tr/matchdetail/5?sid=1'])('serves the app at %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('id="root"');
  });

  // Spec 000 section 2.1: unknown paths show Home. The app routes them there; the server never answers JSON.
  it.each(['/sports', '/foo/bar', '/TR/', '/TR/sports', '/x', '/a/b/c/d?q=1'])(
    'serves the app, not JSON, at the unknown path %s',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('id="root"');
    },
  );

  // A broken percent-encoding is an unknown path too: the player lands on Home, a call gets the JSON 404.
  it.each(['/%E0%A4%A', '/tr/%E0%A4%A', '/tr/sports%ZZ'])(
    'sends the malformed page path %s Home',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/');
    },
  );

  it.each(['/api/%E0%A4%A', '/assets/%E0%A4%A.js'])(
    'answers the malformed call or file %s with a JSON 404',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: false, key: 'pageNotFound' });
    },
  );

  it.each(['/admin/', '/admin/users?page=2', '/admin/tree'])('serves the back office at %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('id="admin-root"');
  });

  it('sends /admin to the back office and serves its assets', async () => {
    expect((await get('/admin')).headers.location).toBe('/admin/');
    const asset = await get('/admin/assets/admin-def456.js');
    expect(asset.body).toBe('console.log(2)');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await get('/admin/assets/missing.js')).json()).toMatchObject({ key: 'pageNotFound' });
  });

  it('serves the built assets as files', async () => {
    const res = await get('/assets/entry-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
  });

  it.each(['/api/noSuchCall', '/api/', '/assets/missing-1.js', '/favicon-missing.png'])(
    'answers a missing call or file at %s with a JSON 404',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: false, key: 'pageNotFound' });
    },
  );

  // Helmet's headers, set once per answer: on pages, files, calls and refusals alike, no CSP.
  it.each(['/tr/', '/assets/entry-abc123.js', '/api/settings', '/api/noSuchCall'])(
    'sends the security headers with %s',
    async (url) => {
      const res = await get(url);
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
        'strict-transport-security': expect.stringContaining('max-age='),
      });
      expect(res.headers['content-security-policy']).toBeUndefined();
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    },
  );
});
