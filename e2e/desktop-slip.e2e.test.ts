// The bet slip a desktop player uses (spec 001 sections 2 and 4: Bet slip, Stake entry): the
// stake typed with the keyboard, quick stakes that set and then add, nothing drawn over the stake
// or the totals on desktop and phone, four picks in view above the stake in the desktop side
// column, the slip's page and the side column telling the same, and
// a player without credit told why the coupon cannot be made.
import type { MatchesResponse } from '@bet/domain/api/sportsbook';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { buildUser, DEFAULT_PASSWORD } from '../apps/server/src/test/factories.ts';
import { type Device, openPage, STEP_TIMEOUT, screenshot, useBrowser } from './support/browser.ts';
import { useServer } from './support/server.ts';
import { callApi, eventually, signInByApi } from './support/steps.ts';

const server = useServer();
const chrome = useBrowser();

/** A slip pick as the browser keeps it (the slip store's localStorage entry). */
type StoredPick = Record<string, string | number>;

/** Home wins of prematch football matches the feed has priced, one per match. */
async function homeWins(): Promise<StoredPick[]> {
  return eventually(async () => {
    const list = await callApi<MatchesResponse>(server.url, 'matches', { sportId: 1, limit: 60 });
    const picks = list.results.flatMap((m) => {
      const outcome = m.odds.find((g) => g.oddstype === 1)?.odds[0];
      if (!outcome) return [];
      const { uniq, outcomeid, odd } = outcome;
      return [{ m: m.id, i: uniq, ttype: 'N', oddstype: 1, special: '', outcomeid, odd, sportId: 1 }];
    });
    return picks.length >= 12 ? picks : undefined;
  }, 60_000);
}

let picks: StoredPick[] = [];
beforeAll(async () => {
  picks = await homeWins();
}, 90_000);

/** Puts `count` picks on the page's slip before the site loads (from a page of the site that is no app). */
async function seedSlip(page: Page, count: number): Promise<void> {
  const selections = picks.slice(0, count).map((p) => ({
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
    systemSizes: [],
    amount: null,
    oddChangeOk: true,
  });
}

/** A signed-in player's page on `device` with `count` picks on the slip, opened at `path`. */
async function slipPage(
  device: Device,
  count: number,
  path: string,
  userName = 'demo',
  password = 'demo1234',
) {
  const page = await openPage(chrome.browser, { baseURL: server.url, device });
  await seedSlip(page, count);
  await signInByApi(page, userName, password, path);
  return page;
}

// The slip and its text load after the page: polls wait as long as a step may.
const until = { timeout: STEP_TIMEOUT };

const panelOf = (page: Page) => page.getByRole('complementary', { name: 'Kupon' });
const figure = (scope: Locator, name: string) => scope.locator('.bs-figures > div').filter({ hasText: name });
/** The amount a figure of the totals shows. */
const figureValue = (scope: Locator, name: string) => figure(scope, name).locator('dd').textContent();

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`not on screen: ${locator}`);
  return box;
}

/**
 * The stake, quick stakes, odds-change box, total odds and payout are all in view, and neither the
 * place button nor a floating circle lies over any of them.
 */
async function expectNothingCovers(page: Page, slip: Locator): Promise<void> {
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
async function scrollTo(page: Page, scroller: Locator | null, at: number): Promise<void> {
  if (scroller)
    await scroller.evaluate((el, f) => el.scrollTo(0, (el.scrollHeight - el.clientHeight) * f), at);
  else await page.evaluate((f) => window.scrollTo(0, (document.body.scrollHeight - innerHeight) * f), at);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

describe('the desktop bet slip', () => {
  test('the stake is typed with the keyboard; the first quick stake sets it and the next ones add', async () => {
    const page = await slipPage('desktop', 3, '/tr/');
    const panel = panelOf(page);
    const field = panel.getByLabel('Tutar');
    await expect.poll(() => field.inputValue(), until).toBe('5');

    await field.click();
    await page.keyboard.type('12,5');
    expect(await field.inputValue()).toBe('12,5');
    await page.keyboard.type('x,');
    expect(await field.inputValue()).toBe('12,5');
    await expect.poll(() => figureValue(panel, 'Toplam tutar'), until).toMatch(/^12,50 /);
    await expect
      .poll(() => panel.getByRole('button', { name: /Kupon yap/ }).textContent(), until)
      .toContain('12,50');

    // More than the player's 1.000 credit is cut to what the credit allows.
    await page.keyboard.press('Control+A');
    await page.keyboard.type('999999');
    const capped = Number((await field.inputValue()).replace(',', '.'));
    expect(capped).toBeGreaterThan(0);
    expect(capped).toBeLessThanOrEqual(1000);

    // Emptied, the field goes back to the default; then +10 sets 10 and +5 makes 15.
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Enter');
    await expect.poll(() => field.inputValue(), until).toBe('5');
    await panel.getByRole('button', { name: /^10,00 .*ekle$/ }).click();
    await expect.poll(() => field.inputValue(), until).toBe('10');
    await panel.getByRole('button', { name: /^5,00 .*ekle$/ }).click();
    await expect.poll(() => field.inputValue(), until).toBe('15');
    await expect.poll(() => figureValue(panel, 'Toplam tutar'), until).toMatch(/^15,00 /);
  });

  test.each([1, 3, 12])(
    'with %i picks nothing covers the stake or the totals, on desktop and phone',
    async (count) => {
      const desktop = await slipPage('desktop', count, '/tr/');
      const panel = panelOf(desktop);
      await figure(panel, 'Maks. kazanç').waitFor();
      // The page scrolled far enough for the floating circles to show.
      await scrollTo(desktop, null, 1);
      await desktop.locator('.scroll-bar').waitFor();
      for (const at of [0, 0.5, 1]) {
        await scrollTo(desktop, desktop.locator('.shell-slip'), at);
        await expectNothingCovers(desktop, panel);
      }

      const phone = await slipPage('phone', count, '/tr/betslip');
      const slip = phone.getByRole('main');
      await figure(slip, 'Maks. kazanç').waitFor();
      for (const at of [0, 0.5, 1]) {
        await scrollTo(phone, null, at);
        await expectNothingCovers(phone, slip);
      }
    },
  );

  test('at 1440×900 the side column shows at least four whole picks above the stake', async () => {
    const page = await slipPage('desktop', 12, '/tr/');
    const panel = panelOf(page);
    await figure(panel, 'Maks. kazanç').waitFor();
    await screenshot(page, 'desktop-slip-12-picks');
    const column = await boxOf(page.locator('.shell-slip'));
    const stake = await boxOf(panel.locator('.bs-stake-column'));
    const rows = panel.getByRole('list', { name: 'Kupondaki seçimler' }).getByRole('listitem');
    const boxes = await Promise.all((await rows.all()).map(boxOf));
    // Whole rows inside the column's view and clear of the stake area.
    const seen = boxes.filter(
      (b) => b.y >= column.y && b.y + b.height <= Math.min(stake.y, column.y + column.height),
    );
    expect(seen.length).toBeGreaterThanOrEqual(4);
    await expectNothingCovers(page, panel);
  });

  test('the slip opens at its top on the phone', async () => {
    const page = await slipPage('phone', 12, '/tr/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole('link', { name: /Kuponu Aç/ }).click();
    await page.getByRole('tab', { name: /Kupon/ }).first().waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY), until).toBe(0);
  });

  test("the slip's page and the side column never disagree", async () => {
    const page = await slipPage('desktop', 3, '/tr/');
    const panelPicks = panelOf(page).getByRole('list', { name: 'Kupondaki seçimler' }).getByRole('listitem');
    await expect.poll(() => panelPicks.count(), until).toBe(3);

    await page.goto('/tr/betslip');
    const pagePicks = page
      .getByRole('main')
      .getByRole('list', { name: 'Kupondaki seçimler' })
      .getByRole('listitem');
    await expect.poll(() => pagePicks.count(), until).toBe(3);
    expect(await page.getByText('Kuponunuz boş').count()).toBe(0);
    expect(await panelOf(page).count()).toBe(0);

    await page
      .getByRole('main')
      .getByRole('button', { name: /seçimini kaldır$/ })
      .first()
      .click();
    await expect.poll(() => pagePicks.count(), until).toBe(2);
    await page.goto('/tr/');
    await expect.poll(() => panelPicks.count(), until).toBe(2);
  });

  test('a player without credit sees no amount anywhere and a place button disabled with the reason', async () => {
    const player = await buildUser(server.database.db);
    const page = await slipPage('desktop', 1, '/tr/', player.username, DEFAULT_PASSWORD);
    const panel = panelOf(page);
    const field = panel.getByLabel('Tutar');
    await expect.poll(() => field.inputValue(), until).toBe('0');
    await panel.getByRole('button', { name: /^10,00 .*ekle$/ }).click();
    expect(await field.inputValue()).toBe('0');
    await expect.poll(() => figureValue(panel, 'Toplam tutar'), until).toMatch(/^0,00 /);
    expect(await figureValue(panel, 'Maks. kazanç')).toMatch(/^0,00 /);
    const place = panel.getByRole('button', { name: /Kupon yap/ });
    expect(await place.textContent()).toContain('0,00');
    expect(await place.isDisabled()).toBe(true);
    const reason = page.locator(`[id="${await place.getAttribute('aria-describedby')}"]`);
    expect(await reason.textContent()).toBe('Kupon yapmak için bakiyeniz yetersiz: önce bakiye yükleyin');
  });
});
