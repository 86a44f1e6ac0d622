// Upcoming never opens empty (spec 001 sections 2 and 9: Home's upcoming tab, the uphigh page):
// at 03:00 in Istanbul no football starts within six hours, so both open on the first sport that
// has matches in that window, with its tab selected.
import type { SportItem, SportsResponse } from '@bet/domain/api/sportsbook';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { openPage, useBrowser } from './support/browser.ts';
import { setClock } from './support/feed-clock.ts';
import { useServer } from './support/server.ts';
import { callApi, eventually, pathOf } from './support/steps.ts';

// This file's clock: 03:00 in Istanbul, whatever the run's instant.
const NIGHT = Date.parse('2026-06-15T00:00:00Z');
setClock(NIGHT);

const server = useServer();
const chrome = useBrowser();

const SIX_HOURS = 6 * 3_600_000;

/** The sports with matches in the next six hours, in the server's order, once the feed has filled. */
const sportsSoon = (): Promise<SportItem[]> =>
  eventually(async () => {
    const window = {
      startDate: new Date().toISOString(),
      endDate: new Date(Date.now() + SIX_HOURS).toISOString(),
    };
    const sports = (await callApi<SportsResponse>(server.url, 'sports', window)).results;
    const withMatches = sports.filter((s) => s.matchCount > 0);
    return withMatches.length > 0 ? withMatches : undefined;
  }, 60_000);

const selectedTab = (page: Page, list: string) =>
  page.getByRole('tablist', { name: list }).getByRole('tab', { selected: true });

describe('upcoming at night', () => {
  let first: SportItem;
  beforeAll(async () => {
    const soon = await sportsSoon();
    // The point of the test: football, the default, has nothing in the window.
    expect(soon.some((s) => s.id === 1)).toBe(false);
    first = soon[0] as SportItem;
  }, 90_000);

  test("Home's upcoming tab opens on the first sport with matches soon", async () => {
    const page = await openPage(chrome.browser, { baseURL: server.url });
    await page.goto('/tr/');
    const block = page.getByRole('region', { name: 'Spor Bahisleri' });
    for (let i = 0; i < 20 && !(await block.isVisible()); i++) await page.mouse.wheel(0, 600);
    const tab = selectedTab(page, 'Sporlar');
    await expect.poll(() => tab.textContent()).toMatch(new RegExp(`${first.matchCount}$`));
    await expect.poll(() => block.getByRole('article').count()).toBeGreaterThan(0);
    // "See all" keeps the sport shown.
    await expect
      .poll(() => block.getByRole('link', { name: 'Tümünü gör' }).getAttribute('href'))
      .toBe(`/tr/uphigh?act=2&sid=${first.id}`);
  });

  test('the Upcoming page moves from football to that sport, with its tab selected', async () => {
    const page = await openPage(chrome.browser, { baseURL: server.url });
    await page.goto('/tr/uphigh?act=2&sid=1');
    await expect.poll(() => pathOf(page)).toBe(`/tr/uphigh?act=2&sid=${first.id}`);
    await expect.poll(() => selectedTab(page, 'Sporlar').getAttribute('id')).toBe(`uh-sport-tab-${first.id}`);
    await expect.poll(() => page.getByRole('main').getByRole('article').count()).toBeGreaterThan(0);
  });
});
