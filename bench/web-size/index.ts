// Web size: the JavaScript a visitor downloads for /tr/ (gzipped), beside the budget and a bare React page.
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../../e2e/support/chromium.ts';
import { buildBareReactPage, serveFolder } from './baseline.ts';
import { ensureWebBuild, startSite } from './site.ts';

export const BUDGET_BYTES = 150 * 1024;

type Script = { url: string; bytes: number; gzipBytes: number };
type PageScripts = { name: string; scripts: Script[] };

/** Loads the page in a phone-sized Chromium and gzips (level 9) every JavaScript response it received. */
async function measure(browser: Browser, name: string, url: string, ready?: string): Promise<PageScripts> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  const pending: Promise<Script | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .body()
        .then((body) => ({
          url: response.url(),
          bytes: body.length,
          gzipBytes: gzipSync(body, { level: 9 }).length,
        }))
        .catch(() => null),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
  if (ready) await page.locator(ready).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const results = await Promise.all(pending);
  await context.close();
  const byUrl = new Map<string, Script>();
  for (const script of results) if (script) byUrl.set(script.url, script);
  return { name, scripts: [...byUrl.values()] };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const sum = (scripts: Script[], key: 'bytes' | 'gzipBytes') =>
  scripts.reduce((total, s) => total + s[key], 0);

function printReport(baseline: PageScripts, site: PageScripts): void {
  const siteGzip = sum(site.scripts, 'gzipBytes');
  const baseGzip = sum(baseline.scripts, 'gzipBytes');
  console.log('\nWeb size (JavaScript downloaded on first load, gzip -9 of each response, summed)');
  console.log('page                              files    raw KB   gzip KB   vs baseline   budget');
  for (const row of [baseline, site]) {
    const gzip = sum(row.scripts, 'gzipBytes');
    const ratio = row === baseline ? 'baseline' : `${(gzip / baseGzip).toFixed(2)}x`;
    const budget =
      row === baseline ? '' : `${kb(BUDGET_BYTES)} KB ${gzip <= BUDGET_BYTES ? 'within' : 'OVER'}`;
    console.log(
      `${row.name.padEnd(32)} ${String(row.scripts.length).padStart(6)} ${kb(sum(row.scripts, 'bytes')).padStart(9)} ${kb(
        gzip,
      ).padStart(9)}   ${ratio.padStart(11)}   ${budget}`,
    );
  }
  console.log(`/tr/ total: ${siteGzip} bytes gzipped; largest files:`);
  for (const s of [...site.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 5)) {
    console.log(`  ${kb(s.gzipBytes).padStart(7)} KB  ${new URL(s.url).pathname}`);
  }
}

export async function benchWebSize(): Promise<void> {
  ensureWebBuild();
  const bareDist = await buildBareReactPage();
  const bare = await serveFolder(bareDist);
  const site = await startSite();
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const baseline = await measure(browser, 'bare React 19 page (Vite)', bare.url, 'h1');
    const home = await measure(
      browser,
      '/tr/ (player site, visitor)',
      `http://127.0.0.1:${site.port}/tr/`,
      'main',
    );
    printReport(baseline, home);
  } finally {
    await browser.close();
    await site.stop();
    await bare.close();
  }
}
