// A live pick on the slip follows its match (spec 001 section 4, Odds state): the slip shows the
// match's score and minute as they change, and a next-goal pick moves to the next goal's line
// when a goal is scored. The seeded feed and the fixed clock make the same match score each run.
import type { LiveOddsResponse, Lives3Response } from '@bet/domain/api/sportsbook';
import { expect, test } from 'vitest';
import { openPage, useBrowser } from './support/browser.ts';
import { startClockBeforeKickOff } from './support/feed-clock.ts';
import { useServer } from './support/server.ts';
import { callApi, eventually, signInByApi } from './support/steps.ts';

// Several football matches kick off together 30 s after the clock starts.
startClockBeforeKickOff({ crowded: true });
const server = useServer();
const chrome = useBrowser();

/** A football match in play with its next-goal market open, and that market's first outcome. */
const liveNextGoal = () =>
  eventually(async () => {
    const live = await callApi<Lives3Response>(server.url, 'lives3', { sportId: 1 });
    for (const match of live.matches.filter((m) => m.matchstatus !== 'not_started')) {
      const { odds } = await callApi<LiveOddsResponse>(server.url, 'liveoddsnew', { matchid: match.matchid });
      const market = odds.find((g) => g.oddstype === 7);
      const outcome = market?.odds[0];
      if (market && outcome) return { match, market, outcome };
    }
    return undefined;
  }, 120_000);

test('a live next-goal pick shows its match and moves to the next goal when one is scored', async () => {
  const { match, market, outcome } = await liveNextGoal();
  const page = await openPage(chrome.browser, { baseURL: server.url, device: 'desktop' });
  await page.goto('/api/none');
  const pick = {
    m: match.matchid,
    i: outcome.uniq,
    ttype: 'L',
    oddstype: 7,
    special: market.special,
    outcomeid: outcome.outcomeid,
    odd: outcome.odd,
    home: match.Home,
    away: match.Away,
    sportId: 1,
    typename: market.typename,
    outcome: outcome.outcome,
    addedAt: Date.now(),
  };
  await page.evaluate((state) => localStorage.setItem('betslip', JSON.stringify({ state, version: 0 })), {
    selections: [pick],
    systemSizes: [],
    amount: null,
    oddChangeOk: true,
  });
  await signInByApi(page, 'demo', 'demo1234', '/tr/');

  const slip = page.getByRole('complementary', { name: 'Kupon' });
  const score = slip.locator('.bs-pick-score [aria-hidden="true"]');
  const minute = slip.locator('.bs-pick-time');
  await score.waitFor({ timeout: 30_000 });
  expect(await minute.textContent()).toMatch(/^\d+(\+\d+)?'$|^İY$/);
  const before = (await score.textContent()) ?? '';

  const after = await eventually(
    async () => {
      const now = (await score.textContent()) ?? before;
      return now === before ? undefined : now;
    },
    150_000,
    500,
  );
  const goals = after.split(' - ').reduce((sum, n) => sum + Number(n), 0);
  const market7 = slip.locator('.bs-pick-market');
  await expect.poll(() => market7.textContent(), { timeout: 5000 }).toBe(`${goals + 1}. Gol`);
  const stored = await page.evaluate(() => localStorage.getItem('betslip') ?? '');
  expect(stored).toContain(`"i":"7_${outcome.outcomeid}_${goals + 1}"`);
}, 400_000);
