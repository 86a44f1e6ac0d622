// Pages for the journeys: one shared Chromium per run, a fresh context (cookies, storage) per test.
import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject, onTestFinished } from 'vitest';
import { STEP_TIMEOUT } from '../vitest-options.ts';
import { trackRequests } from './network-quiet.ts';

export type Device = 'phone' | 'desktop';

const devices: Record<Device, BrowserContextOptions> = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1440, height: 900 } },
};

export { STEP_TIMEOUT };

/** The run's Chromium for the enclosing test file (started once by the global setup). */
export function useBrowser(): { browser: Browser } {
  const shared = {} as { browser: Browser };
  beforeAll(async () => {
    shared.browser = await chromium.connect(inject('browserWsEndpoint'));
  });
  afterAll(async () => {
    await shared.browser?.close();
  });
  return shared;
}

export type OpenPageOptions = { baseURL: string; device?: Device; locale?: string };

/** A page in a context of its own on the run's clock, closed when the test ends; uncaught page errors are printed. */
export async function openPage(browser: Browser, options: OpenPageOptions): Promise<Page> {
  const context = await browser.newContext({
    ...devices[options.device ?? 'phone'],
    baseURL: options.baseURL,
    locale: options.locale ?? 'tr-TR',
    timezoneId: 'Europe/Istanbul',
  });
  // The page keeps this process's (the server's) clock: lists ask for windows from the page's now.
  await context.clock.install({ time: Date.now() });
  context.setDefaultTimeout(STEP_TIMEOUT);
  context.setDefaultNavigationTimeout(STEP_TIMEOUT * 2);
  onTestFinished(() => context.close());
  const page = await context.newPage();
  trackRequests(page);
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  return page;
}

/** Saves what the screen shows as e2e/screenshots/<run>/<name>.png; fullPage adds <name>-full.png of the whole page. */
export async function screenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  const dir = inject('screenshotDir');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), animations: 'disabled' });
  if (options.fullPage) {
    await page.screenshot({
      path: path.join(dir, `${name}-full.png`),
      fullPage: true,
      animations: 'disabled',
    });
  }
}
