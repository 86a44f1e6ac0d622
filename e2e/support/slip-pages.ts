// Signed-in pages with picks on the slip, and what the slip journeys measure on them: where the
// stake, quick stakes, odds-change box, totals and place button are drawn, and what covers them.
import type { MatchesResponse } from '@bet/domain/api/sportsbook';
import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, expect } from 'vitest';
import { type Device, openPage } from './browser.ts';
import { callApi, eventually, signInByApi } from './steps.ts';

/** A slip pick as the browser keeps it (the slip store's localStorage entry). */
type StoredPick = Record<string, string | number | boolean>;

/** Home wins of prematch football matches the feed has priced, one per match. */
async function homeWins(baseUrl: string): Promise<StoredPick[]> {
  return eventually(async () => {
    const list = await callApi<MatchesResponse>(baseUrl, 'matches', { sportId: 1, limit: 60 });
    const picks = list.results.flatMap((m) => {
      const outcome = m.odds.find((g) => g.oddstype === 1)?.odds[0];
      if (!outcome) return [];
      const { uniq, outcomeid, odd } = outcome;
      return [{ m: m.id, i: uniq, ttype: 'N', oddstype: 1, special: '', outcomeid, odd, sportId: 1 }];
    });
    return picks.length >= 12 ? picks : undefined;
  }, 60_000);
}

/** Puts picks on the page's slip before the site loads (from a page of the site that is no app). */
async function seedSlip(page: Page, picks: StoredPick[], systemSizes: number[]): Promise<void> {
  const selections = picks.map((p) => ({
    ...p,
    home: `Ev ${p.m}`,
    away: `Deplasman ${p.m}`,
    typename: 'Maç Sonucu',
    outcome: '1',
    addedAt: Date.now(),
  }));
  await page.goto('/api/none');
  await page.evaluate((state) => localStorage.setItem('betslip', JSON.stringify({ state, version: 0 })), {
    selections,
    systemSizes,
    amount: null,
    oddChangeOk: true,
  });
}

export type SlipPageOptions = {
  userName?: string;
  password?: string;
  /** System sizes to play; the first `bankers` picks are bankers. */
  systemSizes?: number[];
  bankers?: number;
};

export type OpenSlipPage = (
  device: Device,
  count: number,
  path: string,
  options?: SlipPageOptions,
) => Promise<Page>;

/**
 * Opens a signed-in player's page on `device` with `count` priced picks on the slip, at `path`
 * (the demo player unless told); the picks are read from the server before the file's first test.
 */
export function useSlipPages(chrome: { browser: Browser }, server: { url: string }): OpenSlipPage {
  let picks: StoredPick[] = [];
  beforeAll(async () => {
    picks = await homeWins(server.url);
  }, 90_000);
  return async (device, count, path, options = {}) => {
    const { userName = 'demo', password = 'demo1234', systemSizes = [], bankers = 0 } = options;
    const page = await openPage(chrome.browser, { baseURL: server.url, device });
    const chosen = picks.slice(0, count).map((p, index) => (index < bankers ? { ...p, banker: true } : p));
    await seedSlip(page, chosen, systemSizes);
    await signInByApi(page, userName, password, path);
    return page;
  };
}

export const panelOf = (page: Page) => page.getByRole('complementary', { name: 'Kupon' });
export const figure = (scope: Locator, name: string) =>
  scope.locator('.bs-figures > div').filter({ hasText: name });
/** The amount a figure of the totals shows. */
export const figureValue = (scope: Locator, name: string) => figure(scope, name).locator('dd').textContent();

export type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`not on screen: ${locator}`);
  return box;
}

/**
 * The stake, quick stakes, odds-change box, total odds and payout are all in view, and neither the
 * place button nor a floating circle lies over any of them.
 */
export async function expectNothingCovers(page: Page, slip: Locator): Promise<void> {
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  const targets = [
    slip.locator('.bs-amount'),
    slip.getByRole('group', { name: 'Hızlı tutarlar' }),
    slip.locator('.bs-switch'),
    figure(slip, 'Toplam oran'),
    figure(slip, 'Maks. kazanç'),
  ];
  const place = slip.getByRole('button', { name: /Kupon yap/ });
  const circles = await page.locator('.scroll-bar > *').all();
  const covers = [await boxOf(place), ...(await Promise.all(circles.map(boxOf)))];
  expect(covers[0]?.y ?? -1).toBeGreaterThanOrEqual(0);
  expect((covers[0]?.y ?? 0) + (covers[0]?.height ?? 0)).toBeLessThanOrEqual(viewport.height);
  for (const target of targets) {
    const box = await boxOf(target);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    for (const cover of covers)
      expect(overlap(box, cover), `${target} under ${JSON.stringify(cover)}`).toBe(false);
  }
}

/** Scrolls `scroller` (the side column, or the window when null) to the fraction `at` of its height. */
export async function scrollTo(page: Page, scroller: Locator | null, at: number): Promise<void> {
  if (scroller)
    await scroller.evaluate((el, f) => el.scrollTo(0, (el.scrollHeight - el.clientHeight) * f), at);
  else await page.evaluate((f) => window.scrollTo(0, (document.body.scrollHeight - innerHeight) * f), at);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** The slip's pick rows wholly in view between `top` and `bottom` (page coordinates of the screen). */
export async function picksInView(slip: Locator, top: number, bottom: number): Promise<number> {
  const rows = slip.getByRole('list', { name: 'Kupondaki seçimler' }).getByRole('listitem');
  const boxes = await Promise.all((await rows.all()).map(boxOf));
  return boxes.filter((b) => b.y >= top && b.y + b.height <= bottom).length;
}
