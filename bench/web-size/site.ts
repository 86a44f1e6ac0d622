// The built player site for the browser benches: build it when stale, serve it with the real server.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { type ChildServer, startChildServer } from '../lib/child-server.ts';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
const webDist = path.join(repoRoot, 'apps/web/dist');
// What the web build is made from; a file here newer than dist/index.html means dist is stale.
const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/domain/src',
];

function newestChange(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

/** Builds apps/web unless apps/web/dist is newer than everything it is built from. */
export function ensureWebBuild(): void {
  const built = fs.statSync(path.join(webDist, 'index.html'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const sources = Math.max(...webSources.map((p) => newestChange(path.join(repoRoot, p))));
  if (built > sources) return;
  console.log('building the web app (apps/web/dist is missing or older than its sources)');
  try {
    execFileSync('npm', ['run', 'build', '-w', '@bet/web'], { cwd: repoRoot, stdio: 'pipe' });
  } catch (err) {
    const output = err as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`building the web app failed\n${output.stdout ?? ''}${output.stderr ?? ''}`);
  }
}

/** The real server (demo data, built web app) in a process of its own, so a bench does not share its event loop. */
export function startSite(): Promise<ChildServer> {
  return startChildServer(path.join(import.meta.dirname, 'site-server.ts'), []);
}
