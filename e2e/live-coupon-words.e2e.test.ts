// Words a player understands (spec 001 section 4, coupon detail): a live pick says when it was
// taken in plain words, "Taken at 12'" and "12. dakikada alındı", never a minute mark doubled or
// left inside a sentence.
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

type Answer = { status: boolean; ticketId?: string; msg?: string };

/** A football match in play (past its first minute) with its match result open. */
const liveFootball = () =>
  eventually(async () => {
    const live = await callApi<Lives3Response>(server.url, 'lives3', { sportId: 1 });
    for (const match of live.matches.filter((m) => m.time.matchtime > 0)) {
      const { odds } = await callApi<LiveOddsResponse>(server.url, 'liveoddsnew', { matchid: match.matchid });
      const market = odds.find((g) => g.oddstype === 1 && g.iss === 0);
      const outcome = market?.odds.find((o) => o.iss === 0 && o.odd > 1);
      if (market && outcome) return { match, outcome };
    }
    return undefined;
  }, 120_000);

/** Places a live single of 5.00 on the first open match result, as the player signed in on `page`. */
const placeLive = (page: Awaited<ReturnType<typeof openPage>>) =>
  eventually(async () => {
    const { match, outcome } = await liveFootball();
    const tip = {
      matchId: match.matchid,
      oddsType: 1,
      special: '',
      outcomeId: outcome.outcomeid,
      odd: outcome.odd,
      ttype: 'L',
      banker: 0,
    };
    const body = {
      ticketType: 'TK',
      couponType: 0,
      oddChangeOk: 1,
      systemTickets: [],
      combins: 1,
      totalStake: 5,
      ticketStake: 5,
      tips: [tip],
    };
    const answer = (await (await page.request.post('/api/createCoupon', { data: body })).json()) as Answer;
    // A goal or a pause can close the market between the two calls: try the next open one.
    return answer.ticketId;
  }, 120_000);

test('a live pick says the minute it was taken at in words', async () => {
  // The pick is judged at once, before the price can move.
  await server.updateSiteSettings({ live_bet_delay_seconds: 0 });
  const page = await openPage(chrome.browser, { baseURL: server.url });
  await signInByApi(page, 'demo', 'demo1234', '/tr/');
  const placed = await placeLive(page);

  await page.goto(`/tr/CouponDetail/${placed}`);
  const taken = page.getByText(/dakikada alındı/);
  await taken.waitFor();
  expect(await taken.textContent()).toMatch(/ \d+(\+\d+)?\. dakikada alındı/);

  await page.goto(`/en/CouponDetail/${placed}`);
  const takenEn = page.getByText(/Taken at/);
  await takenEn.waitFor();
  expect(await takenEn.textContent()).toMatch(/Taken at \d+(\+\d+)?'$/);
});

test('a live coupon still in its bet delay is shown as awaiting approval, not as waiting', async () => {
  // The longest delay a site may set: the coupon stays held while the page is read.
  await server.updateSiteSettings({ live_bet_delay_seconds: 60 });
  const page = await openPage(chrome.browser, { baseURL: server.url });
  await signInByApi(page, 'demo', 'demo1234', '/tr/');
  const placed = await placeLive(page);

  await page.goto(`/de/CouponDetail/${placed}`);
  const chip = page.locator('.cp-detail-card .cp-status-held');
  await chip.waitFor();
  expect(await chip.textContent()).toBe('Wird geprüft');
  expect(await page.locator('.cp-detail-card .cp-status-waiting').count()).toBe(0);
});
