// Words a player understands (spec 000 section 2, languages; spec 001 section 4, coupon detail): a
// coupon's picks name their sport, market and outcome in the site's language, as the odds pages
// do, not in the English the server falls back to for the languages it has no names in.
import type { MatchesResponse } from '@bet/domain/api/sportsbook';
import { describe, expect, test } from 'vitest';
import { openPage, useBrowser } from './support/browser.ts';
import { useServer } from './support/server.ts';
import { callApi, eventually, signInByApi } from './support/steps.ts';

const server = useServer();
const chrome = useBrowser();

const HOUR = 3_600_000;

describe('a coupon in German', () => {
  test('its detail names the sport, the market and the outcome in German', async () => {
    const match = await eventually(async () => {
      const list = await callApi<MatchesResponse>(server.url, 'matches', { sportId: 1, limit: 150 });
      return list.results.find(
        (m) =>
          Date.parse(m.matchDate) > Date.now() + HOUR &&
          m.odds.some((g) => g.oddstype === 18 && g.odds.some((o) => o.outcomeid === 'over')),
      );
    }, 60_000);
    const market = match.odds.find((g) => g.oddstype === 18);
    const over = market?.odds.find((o) => o.outcomeid === 'over');
    if (!market || !over) throw new Error('no over/under price');

    const page = await openPage(chrome.browser, { baseURL: server.url, locale: 'de-DE' });
    await signInByApi(page, 'demo', 'demo1234', '/tr/');
    const tip = {
      matchId: match.id,
      oddsType: 18,
      special: market.special,
      outcomeId: 'over',
      odd: over.odd,
      ttype: 'N',
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
    const placed = (await (await page.request.post('/api/createCoupon', { data: body })).json()) as {
      ticketId?: string;
      msg?: string;
    };
    if (!placed.ticketId) throw new Error(`not placed: ${placed.msg}`);

    await page.goto(`/de/CouponDetail/${placed.ticketId}`);
    const pick = page.getByRole('listitem').filter({ hasText: `${match.homeTeam} - ${match.awayTeam}` });
    await pick.waitFor();
    const words = await pick.innerText();
    expect(words).toContain('Fußball');
    expect(words).toContain('Über');
    expect(words).not.toMatch(/Football|Over|Total/);
  });
});
