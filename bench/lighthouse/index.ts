// Lighthouse (mobile, simulated throttling) on Home of the built site, beside a tiny static page.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/support/chromium.ts';
import { serveLocally } from '../lib/local-server.ts';
import { ensureWebBuild, startSite } from '../web-size/site.ts';

type Figures = { name: string; score: number; lcp: number; tbt: number; cls: number; fcp: number };

// The baseline: what a page with nothing to load scores on the same machine, Chromium and settings.
const staticPage = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" /><title>Static</title></head>
<body><main><h1>Static page</h1><p>No script, no style sheet, one paragraph of text.</p></main></body></html>`;

const serveStaticPage = () =>
  serveLocally((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(staticPage);
  });

async function runOnce(port: number, name: string, url: string): Promise<Figures> {
  // Lighthouse's defaults are the mobile run: Moto G Power screen, slow 4G and 4x CPU slowdown, simulated.
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    name,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
}

/** The median run by score (Lighthouse varies from run to run; LIGHTHOUSE_RUNS sets how many, default 3). */
async function run(port: number, name: string, url: string): Promise<Figures> {
  const runs: Figures[] = [];
  for (let i = 0; i < Number(process.env.LIGHTHOUSE_RUNS ?? 3); i++)
    runs.push(await runOnce(port, name, url));
  runs.sort((a, b) => a.score - b.score || a.lcp - b.lcp);
  return runs[Math.floor(runs.length / 2)]!;
}

function printReport(baseline: Figures, rows: Figures[]): void {
  console.log('\nLighthouse 12, mobile (simulated slow 4G, 4x CPU), median run');
  console.log(
    'page                          score    FCP ms    LCP ms    TBT ms     CLS   score vs baseline',
  );
  for (const r of [baseline, ...rows]) {
    const versus =
      r === baseline ? 'baseline' : `${r.score - baseline.score >= 0 ? '+' : ''}${r.score - baseline.score}`;
    console.log(
      `${r.name.padEnd(28)} ${String(r.score).padStart(6)} ${r.fcp.toFixed(0).padStart(9)} ${r.lcp
        .toFixed(0)
        .padStart(
          9,
        )} ${r.tbt.toFixed(0).padStart(9)} ${r.cls.toFixed(3).padStart(7)}   ${versus.padStart(17)}`,
    );
  }
}

export async function benchLighthouse(): Promise<void> {
  ensureWebBuild();
  process.env.CHROME_PATH = CHROMIUM_PATH;
  const baselinePage = await serveStaticPage();
  const site = await startSite();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  try {
    const baseline = await run(chrome.port, 'static HTML page', baselinePage.url);
    const home = await run(chrome.port, 'Home /tr/ (visitor)', `http://127.0.0.1:${site.port}/tr/`);
    printReport(baseline, [home]);
  } finally {
    chrome.kill();
    await site.stop();
    await baselinePage.close();
  }
}
