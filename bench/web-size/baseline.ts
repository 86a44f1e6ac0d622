// The baseline for the web size: a bare React 19 + react-dom page, built by the web app's Vite in a temp folder.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type LocalServer, serveLocally } from '../lib/local-server.ts';
import { repoRoot } from './site.ts';

type ViteBuild = (config: Record<string, unknown>) => Promise<unknown>;

const page = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><title>bare</title></head>
<body><div id="root"></div><script type="module" src="./main.js"></script></body></html>`;

const entry = `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(createElement('h1', null, 'Hello'));`;

/** Builds the bare page; the folder sits under node_modules/.cache so react resolves from the repo. */
export async function buildBareReactPage(): Promise<string> {
  const root = path.join(repoRoot, 'node_modules/.cache/bench-web-size-baseline');
  fs.rmSync(root, { recursive: true, force: true });
  fs.mkdirSync(root, { recursive: true });
  fs.writeFileSync(path.join(root, 'index.html'), page);
  fs.writeFileSync(path.join(root, 'main.js'), entry);
  // The same Vite (and so the same minifier) that builds apps/web.
  const viteUrl = pathToFileURL(path.join(repoRoot, 'apps/web/node_modules/vite/dist/node/index.js'));
  const vite = (await import(viteUrl.href)) as { build: ViteBuild };
  await vite.build({
    root,
    configFile: false,
    logLevel: 'silent',
    build: { outDir: path.join(root, 'dist'), emptyOutDir: true },
  });
  return path.join(root, 'dist');
}

const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves a folder of static files on 127.0.0.1 (for baselines that are not the app). */
export function serveFolder(dir: string): Promise<LocalServer> {
  return serveLocally((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    const file = path.join(dir, pathname === '/' ? 'index.html' : path.normalize(pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    res.end(fs.readFileSync(file));
  });
}
