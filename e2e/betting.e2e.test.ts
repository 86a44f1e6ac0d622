// A player bets (spec 001 sections 2, 4 and 5: Bet slip, Coupon creation flow, Sell flow): three
// picks from the prematch and live pages make a 2/3 system coupon; the matches are played to
// their end and the coupon pays what its winning combinations are worth; another coupon is sold
// back from the cashout page.
import type { CouponDetailResponse, CouponListResponse } from '@bet/domain/api/betting';
import type { Page } from 'playwright-core';
import { describe, expect, test, vi } from 'vitest';
import { pickPrematchHomeWin, placeSlip, prematchFootball } from './support/betting-steps.ts';
import { openPage, screenshot, useBrowser } from './support/browser.ts';
import { startClockBeforeKickOff } from './support/feed-clock.ts';
import { useServer } from './support/server.ts';
import { eventually, signInByApi } from './support/steps.ts';

// Several football matches kick off together 30 s after the clock starts: they play live during the run.
const kickOff = startClockBeforeKickOff({ crowded: true });

const server = useServer();
const chrome = useBrowser();

const MINUTE = 60_000;

/** The signed-in player's credit (major units), as the site's header reads it. */
async function credit(page: Page): Promise<number> {
  const response = await page.request.post('/api/getUserData', { data: {} });
  return ((await response.json()) as { credit: number }).credit;
}

/** Calls the API as the page's signed-in player. */
async function playerCall<T>(page: Page, name: string, payload: Record<string, unknown>): Promise<T> {
  const response = await page.request.post(`/api/${name}`, { data: payload });
  return (await response.json()) as T;
}

/** The slip's picks as the browser keeps them. */
const slipSize = (page: Page) =>
  page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('betslip') ?? '{}') as {
      state?: { selections?: unknown[] };
    };
    return stored.state?.selections?.length ?? 0;
  });

/**
 * What a settled coupon pays: each combination of won picks, stake times its odds (the product of
 * the picks' odds down to two decimals, the odds display), rounded down to the kuruş.
 */
function expectedPayout(detail: CouponDetailResponse): number {
  const coupon = detail.coupon?.result;
  if (!coupon) throw new Error('no coupon');
  const picks = detail.results.map((r) => ({ won: r.status === 1, odds: Math.round(r.odds * 1000) }));
  const stake = Math.round(coupon.ticketStake * 100);
  let total = 0;
  for (let a = 0; a < picks.length; a++) {
    for (let b = a + 1; b < picks.length; b++) {
      const [x, y] = [picks[a], picks[b]];
      if (!x?.won || !y?.won) continue;
      const odds = Math.floor((x.odds * y.odds) / 10_000) * 10;
      total += Math.floor((stake * odds) / 1000);
    }
  }
  return total / 100;
}

describe('betting', () => {
  test('a 2/3 system across prematch and live is placed, played out and paid; another coupon is sold', async () => {
    // At 60 times the speed of play live prices move every second, so a live coupon would rarely
    // outlast a bet delay unchanged; the delay has its own tests (live-holds.test.ts).
    await server.updateSiteSettings({ live_bet_delay_seconds: 0 });
    const page = await openPage(chrome.browser, { baseURL: server.url });
    const later = await prematchFootball(server.url, kickOff + 10 * MINUTE);
    await signInByApi(page, 'demo', 'demo1234', '/tr/');
    const startCredit = await credit(page);

    // One pick before kick-off from the prematch page...
    await pickPrematchHomeWin(page, later);

    // ...and two from the live page, once the crowded kick-off has come.
    await page.goto('/tr/livebets?sid=1');
    const liveRows = page.getByRole('main').locator('article.match-row--live');
    await liveRows.nth(1).waitFor({ timeout: 90_000 });
    for (const index of [0, 1]) {
      // Live odds stop for a moment after each event: pick one that is open.
      await expect
        .poll(
          async () => {
            await liveRows.nth(index).locator('.odd-button:not(.is-disabled)').first().click();
            return slipSize(page);
          },
          { timeout: 30_000, interval: 1000 },
        )
        .toBe(2 + index);
    }

    // The slip: a 2/3 system has three combinations, each shown with its odds and payout.
    await page.goto('/tr/betslip');
    await page.getByRole('button', { name: 'Sistem', exact: true }).click();
    const systems = page.getByRole('dialog', { name: 'Sistem kuponu' });
    await systems.getByRole('checkbox', { name: /2\/3/ }).check();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Hesapla' }).click();
    const calculator = page.getByRole('dialog', { name: 'Kombinasyonlar' });
    await expect.poll(() => calculator.getByRole('row').count()).toBe(4);
    await screenshot(page, 'betslip-system-calculator');
    await page.keyboard.press('Escape');

    const ticketId = await placeSlip(page);
    await screenshot(page, 'betslip-placed');
    // Done with this coupon: the slip empties.
    await page.getByRole('button', { name: 'Bitir' }).click();
    await expect.poll(() => slipSize(page)).toBe(0);
    const list = await playerCall<CouponListResponse>(page, 'ucps', { status: 0 });
    const coupon = list.results.find((c) => c.ticketId === ticketId);
    expect(coupon).toMatchObject({ ticketType: 'SK', systemCombi: 3, status: 0 });
    const placedCredit = await credit(page);
    expect(placedCredit).toBeCloseTo(startCredit - (coupon?.totalStake ?? 0), 2);

    // The matches are played to their end: the clock jumps past the last kick-off.
    vi.setSystemTime(Date.parse(later.matchDate) + 15 * MINUTE);
    await page.clock.setSystemTime(Date.now());
    const settled = await eventually(async () => {
      const detail = await playerCall<CouponDetailResponse>(page, 'couponDetail', { ticketId });
      return detail.coupon?.result.status === 0 ? undefined : detail;
    }, 180_000);
    const outcome = settled.coupon?.result;
    const pays = expectedPayout(settled);
    expect(outcome?.income).toBeCloseTo(pays, 2);
    expect(outcome?.status).toBe(pays > 0 ? 1 : -1);
    expect(await credit(page)).toBeCloseTo(placedCredit + pays, 2);
    await page.goto('/tr/coupons');
    const row = page.getByRole('main').getByRole('listitem').filter({ hasText: ticketId });
    await row.getByText(pays > 0 ? 'Kazanan' : 'Kaybeden', { exact: true }).waitFor();
    await screenshot(page, 'coupons-settled');

    // Another coupon, on a match far enough ahead, is sold back from the cashout page.
    const ahead = await prematchFootball(server.url, Date.now() + 60 * MINUTE);
    await pickPrematchHomeWin(page, ahead);
    await page.goto('/tr/betslip');
    await placeSlip(page);
    const beforeSale = await credit(page);
    await page.goto('/tr/cashout');
    await page.getByRole('main').getByRole('button', { name: 'Sat', exact: true }).first().click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(/satmak istediğinize emin misiniz/).waitFor();
    await confirm.getByRole('button', { name: 'Onayla' }).click();
    // A price that moved since the list was drawn is offered again, to be confirmed again.
    const sold = confirm.getByText(/Kuponunuz başarıyla satıldı/);
    const reoffer = confirm.getByText(/Satış fiyatı .* oldu/);
    await sold.or(reoffer).first().waitFor();
    if (await reoffer.isVisible()) await confirm.getByRole('button', { name: 'Onayla' }).click();
    await sold.waitFor();
    await screenshot(page, 'cashout-sold');
    await expect.poll(() => credit(page)).toBeGreaterThan(beforeSale);
  }, 600_000);
});
