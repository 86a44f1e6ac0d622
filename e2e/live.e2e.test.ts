// A visitor follows live football (spec 001 sections 2 and 4: Live betting page, Odds state,
// Socket): rows arrive as matches kick off, the score and the odds move as the feed plays, and a
// row leads to the match's markets.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage, screenshot, useBrowser } from './support/browser.ts';
import { startClockBeforeKickOff } from './support/feed-clock.ts';
import { useServer } from './support/server.ts';
import { pathOf } from './support/steps.ts';

// The fixtures keep the calendar's times; the server's clock (this process's) starts just before
// a kick-off where several matches start, so they play during the run.
startClockBeforeKickOff({ crowded: true });

const server = useServer();
const chrome = useBrowser();

const liveRows = (page: Page) => page.getByRole('main').locator('article.match-row--live');

/** Each live row's score, by its name ("home - away"). */
async function scores(page: Page): Promise<Map<string, string>> {
  const rows = await liveRows(page).all();
  const entries = await Promise.all(
    rows.map(async (row) => {
      const goals = await row.locator('.match-row-score').allTextContents();
      return [(await row.getAttribute('aria-label')) ?? '', goals.join(':')] as const;
    }),
  );
  return new Map(entries);
}

describe('live betting', () => {
  test('rows come in at kick-off, scores and odds move, a row opens the match, then the next one', async () => {
    const page = await openPage(chrome.browser, { baseURL: server.url });
    await page.goto('/tr/livebets?sid=1');
    await page.getByRole('navigation', { name: 'Sporlar' }).waitFor();

    await liveRows(page).first().waitFor({ timeout: 90_000 });
    // The address keeps the sport and the odds type without a navigation.
    const query = new URL(page.url()).searchParams;
    expect([query.get('sid'), query.get('activeOdd')]).toEqual(['1', '1']);
    // The score each row showed when it first appeared.
    const first = await scores(page);

    // A price moves: its box flashes up (green) or down (red).
    await page
      .getByRole('main')
      .locator('.match-row--live .odd-button.is-up, .match-row--live .odd-button.is-down')
      .first()
      .waitFor({ timeout: 60_000 });
    await screenshot(page, 'live-phone');

    // A goal: a row's score differs from the one it first showed.
    let scored = '';
    await expect
      .poll(
        async () => {
          for (const [name, score] of await scores(page)) {
            if (!first.has(name)) first.set(name, score);
            else if (first.get(name) !== score) scored = name;
          }
          return scored;
        },
        { timeout: 120_000, interval: 500 },
      )
      .not.toBe('');

    const row = liveRows(page).filter({ has: page.getByRole('link', { name: scored, exact: true }) });
    const box = await row.locator('xpath=..').getAttribute('id');
    const id = box?.replace('match-', '');
    await row.getByRole('link', { name: scored, exact: true }).click();
    await expect.poll(() => pathOf(page).split('?')[0]).toBe(`/tr/matchdetail/${id}`);
    // The detail shows the match that scored, then moves on to the next live match of the list.
    const [home = ''] = scored.split(' - ');
    await page.getByRole('main').getByText(home, { exact: true }).first().waitFor();
    await page.getByRole('link', { name: 'Sonraki maç' }).click();
    await expect.poll(() => pathOf(page).split('?')[0]).not.toBe(`/tr/matchdetail/${id}`);
    expect(pathOf(page).split('?')[0]).toMatch(/^\/tr\/matchdetail\/\d+$/);
  });
});
