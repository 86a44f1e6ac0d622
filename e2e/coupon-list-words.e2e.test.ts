// Words a player understands (spec 001 section 4, coupon list and detail): the amount a coupon paid
// back carries the same name in the list as in its detail, so a cancelled coupon's returned stake
// never reads as winnings.
import type { MatchesResponse } from '@bet/domain/api/sportsbook';
import { describe, expect, test } from 'vitest';
import { openPage, useBrowser } from './support/browser.ts';
import { useServer } from './support/server.ts';
import { callApi, eventually, signInByApi } from './support/steps.ts';

const server = useServer();
const chrome = useBrowser();

const HOUR = 3_600_000;

type Answer = { status: boolean; ticketId?: string; msg?: string };

describe('the coupon list', () => {
  test("a cancelled coupon's returned stake is named as in its detail, not as winnings", async () => {
    const match = await eventually(async () => {
      const list = await callApi<MatchesResponse>(server.url, 'matches', { sportId: 1, limit: 150 });
      return list.results.find(
        (m) => Date.parse(m.matchDate) > Date.now() + HOUR && m.odds.some((g) => g.oddstype === 1),
      );
    }, 60_000);
    const market = match.odds.find((g) => g.oddstype === 1);
    const outcome = market?.odds[0];
    if (!market || !outcome) throw new Error('no 1X2 price');

    const page = await openPage(chrome.browser, { baseURL: server.url });
    await signInByApi(page, 'demo', 'demo1234', '/tr/');
    const placed = (await (
      await page.request.post('/api/createCoupon', {
        data: {
          ticketType: 'TK',
          couponType: 0,
          oddChangeOk: 1,
          systemTickets: [],
          combins: 1,
          totalStake: 10,
          ticketStake: 10,
          tips: [
            {
              matchId: match.id,
              oddsType: 1,
              special: '',
              outcomeId: outcome.outcomeid,
              odd: outcome.odd,
              ttype: 'N',
              banker: 0,
            },
          ],
        },
      })
    ).json()) as Answer;
    if (!placed.ticketId) throw new Error(`not placed: ${placed.msg}`);
    const cancelled = (await (
      await page.request.post('/api/couponCanceled', { data: { ticketId: placed.ticketId } })
    ).json()) as Answer;
    expect(cancelled.status).toBe(true);

    await page.goto('/tr/coupons');
    const row = page.getByRole('listitem').filter({ hasText: placed.ticketId });
    await row.getByText('İptal', { exact: true }).waitFor();
    const words = await row.innerText();
    expect(words).toMatch(/Ödeme\s*10,00/);
    expect(words).not.toContain('Kazanç');
  });
});
