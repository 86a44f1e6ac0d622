import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

// The API and files (a last segment with an extension) are never the app: missing ones are a JSON 404.
const notAppPath = /^\/api(\/|$)|\.[^/]*$/;

/** Whether a request's address (path and query) is one of the app's pages rather than a call or a file. */
export const isAppPath = (url: string): boolean => !notAppPath.test(url.split('?')[0] ?? '');

/**
 * How both apps' built files are sent: the build writes .br and .gz beside each asset, and hashed
 * assets never change, so browsers keep them.
 */
const builtFiles = {
  wildcard: false,
  index: false as const,
  preCompressed: true,
  setHeaders: (reply: { header: (name: string, value: string) => unknown }, filePath: string) => {
    if (filePath.includes(`${path.sep}assets${path.sep}`)) {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    }
  },
};

/** Serves the built web app, answering every page address with index.html so deep links work. */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<boolean> {
  const index = path.join(webDist, 'index.html');
  if (!fs.existsSync(index)) return false;
  await app.register(fastifyStatic, {
    root: webDist,
    ...builtFiles,
  });
  const sendIndex = (
    _req: unknown,
    reply: { sendFile: (f: string) => unknown; header: (k: string, v: string) => unknown },
  ) => {
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  };
  app.get('/', { schema: { hide: true } }, sendIndex);
  // Every other page address is the app's: /{lang}/... routes, and unknown paths, which it shows as Home.
  app.get('/*', { schema: { hide: true } }, (req, reply) => {
    if (!isAppPath(req.url)) return reply.callNotFound();
    return sendIndex(req, reply);
  });
  return true;
}

/**
 * Serves the built back office under /admin/, every page address under it answered with its
 * index.html. Beside the web app's static files, so it reads its page itself.
 */
export async function registerAdminApp(app: FastifyInstance, adminDist: string): Promise<boolean> {
  const indexFile = path.join(adminDist, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
  const page = fs.readFileSync(indexFile, 'utf8');
  await app.register(fastifyStatic, {
    root: adminDist,
    prefix: '/admin/',
    decorateReply: false,
    ...builtFiles,
  });
  const sendPage = (_req: unknown, reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
  app.get('/admin', { schema: { hide: true } }, (_req, reply) => reply.redirect('/admin/'));
  app.get('/admin/', { schema: { hide: true } }, sendPage);
  app.get('/admin/*', { schema: { hide: true } }, (req, reply) => {
    if (!isAppPath(req.url)) return reply.callNotFound();
    return sendPage(req, reply);
  });
  return true;
}
