// Once per run: build the web app and the back office, start one Chromium that every test file connects to, pick the screenshot folder.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_LAUNCH, CHROMIUM_PATH } from './chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    browserWsEndpoint: string;
    screenshotDir: string;
    webDist: string;
    adminDist: string;
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../..');
// Builds of their own, so a run neither reads nor clobbers apps/*/dist while someone else builds there.
const webDist = path.join(repoRoot, 'node_modules/.cache/e2e-web-dist');
const adminDist = path.join(repoRoot, 'node_modules/.cache/e2e-admin-dist');

function buildApp(workspace: string, outDir: string): void {
  // E2E_NO_BUILD=1 reuses the previous run's build (quicker reruns while writing a journey).
  if (process.env.E2E_NO_BUILD === '1' && fs.existsSync(path.join(outDir, 'index.html'))) return;
  try {
    const args = ['run', 'build', '-w', workspace, '--', '--outDir', outDir, '--emptyOutDir'];
    // Vitest sets NODE_ENV=test, and Vite builds React's development code unless it reads production:
    // the journeys would then run StrictMode's double mounts, which the site's players never see.
    const env = { ...process.env, NODE_ENV: 'production' };
    execFileSync('npm', args, { cwd: repoRoot, stdio: 'pipe', env });
  } catch (err) {
    const output = err as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`e2e: building ${workspace} failed\n${output.stdout ?? ''}${output.stderr ?? ''}`);
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`e2e: no Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium; .ci/run does it)`);
  }
  buildApp('@bet/web', webDist);
  buildApp('@bet/admin', adminDist);
  const browserServer = await chromium.launchServer(CHROMIUM_LAUNCH);
  const run = new Date().toISOString().replace(/[:.]/g, '-');
  const screenshotDir = path.join(repoRoot, 'e2e/screenshots', run);
  project.provide('browserWsEndpoint', browserServer.wsEndpoint());
  project.provide('screenshotDir', screenshotDir);
  project.provide('webDist', webDist);
  project.provide('adminDist', adminDist);
  return async () => {
    await browserServer.close();
    if (fs.existsSync(screenshotDir)) console.log(`\ne2e screenshots: ${screenshotDir}\n`);
  };
}
