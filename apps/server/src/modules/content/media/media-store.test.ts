// The S3 store against a small stand-in for an S3-compatible server (path-style, as MinIO serves):
// what it puts comes back, and a missing key is null rather than an error.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { s3MediaStore } from './media-store.ts';

const NO_SUCH_KEY =
  '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>';

describe('the S3 media store', () => {
  const objects = new Map<string, { body: Buffer; type: string }>();
  let server: Server;
  let endpoint: string;
  beforeAll(async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'test');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'test');
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const key = decodeURIComponent(new URL(req.url ?? '/', 'http://s3').pathname);
        if (req.method === 'PUT') {
          objects.set(key, { body: Buffer.concat(chunks), type: String(req.headers['content-type']) });
          res.writeHead(200, { etag: '"x"' }).end();
          return;
        }
        const found = objects.get(key);
        if (!found) res.writeHead(404, { 'content-type': 'application/xml' }).end(NO_SUCH_KEY);
        else res.writeHead(200, { 'content-type': found.type }).end(found.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await new Promise((resolve) => server.close(resolve));
  });

  it('puts an object into the bucket, reads it back, and answers null for a missing key', async () => {
    const store = s3MediaStore({ bucket: 'media', endpoint, region: 'us-east-1' });
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await store.put('1/abc-10x10.png', bytes, 'image/png');
    expect(objects.get('/media/1/abc-10x10.png')).toEqual({ body: bytes, type: 'image/png' });
    expect(await store.get('1/abc-10x10.png')).toEqual(bytes);
    expect(await store.get('1/missing.png')).toBeNull();
  });
});
