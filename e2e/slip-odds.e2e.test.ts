// What is shown is what is paid (spec 001 section 5, Odds display): a player picks three prices
// on the prematch page; the slip's total odds and payout are what a hand calculation from the
// prices on screen gives, to the kuruş, and the placed coupon carries the same numbers.
import type { CouponDetailResponse } from '@bet/domain/api/betting';
import type { MatchesResponse, PrematchMatch } from '@bet/domain/api/sportsbook';
import { formatOdds } from '@bet/domain/sportsbook/odds-format';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage, useBrowser } from './support/browser.ts';
import { useServer } from './support/server.ts';
import { callApi, eventually, signInByApi } from './support/steps.ts';

const server = useServer();
const chrome = useBrowser();

const HOUR = 3_600_000;

/** Three football matches of one league, an hour or more ahead, with their 1X2 market open. */
const threeOfOneLeague = (): Promise<PrematchMatch[]> =>
  eventually(async () => {
    const list = await callApi<MatchesResponse>(server.url, 'matches', { sportId: 1, limit: 150 });
    const open = list.results.filter(
      (m) => Date.parse(m.matchDate) > Date.now() + HOUR && m.odds.some((g) => g.oddstype === 1),
    );
    const league = open.find((m) => open.filter((o) => o.tournamentId === m.tournamentId).length >= 3);
    const picked = open.filter((m) => m.tournamentId === league?.tournamentId).slice(0, 3);
    return picked.length === 3 ? picked : undefined;
  }, 60_000);

/** A decimal as shown ('2.83', '12') as an exact fraction. */
function exact(text: string): { num: bigint; den: bigint } {
  const [whole = '', fraction = ''] = text.split('.');
  return { num: BigInt(whole + fraction), den: 10n ** BigInt(fraction.length) };
}

/** An amount as the Turkish slip shows it ('1.234,50 TL') in kuruş. */
function kurus(text: string): number {
  const [whole = '', fraction = '00'] = text.replace(/[^\d,]/g, '').split(',');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** The value beside a label of the slip's totals. */
const figure = (page: Page, label: string) =>
  page
    .locator('dl div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

describe('the odds on screen', () => {
  test('the slip totals and the placed coupon agree with a hand calculation from the shown prices', async () => {
    const matches = await threeOfOneLeague();
    // On a desktop the slip stays beside the prices, and its amount is typed.
    const page = await openPage(chrome.browser, { baseURL: server.url, device: 'desktop' });
    await signInByApi(page, 'demo', 'demo1234', '/tr/');
    const [first] = matches;
    await page.goto(`/tr/sports?sid=1&cid=${first?.categoryId}&tid=${first?.tournamentId}`);

    // Each match's first open price, read off its button, then picked.
    const shown: string[] = [];
    for (const match of matches) {
      const row = page
        .getByRole('main')
        .getByRole('article', { name: `${match.homeTeam} - ${match.awayTeam}` });
      const button = row.locator('.odd-button:not(.is-disabled)').first();
      shown.push((await button.locator('.odd-button-price').textContent())?.trim() ?? '');
      await button.click();
      await row.locator('.odd-button.is-selected').waitFor();
    }
    for (const price of shown) expect(price).toMatch(/^\d+(\.\d{2,3})?$/);

    const slip = page.locator('.slip-panel');
    const slipOdds = slip.locator('.bs-pick-odd');
    await expect.poll(() => slipOdds.count()).toBe(3);
    expect((await slipOdds.allTextContents()).map((t) => t.trim())).toEqual(shown);
    await slip.getByLabel('Tutar', { exact: true }).fill('12,35');
    await expect.poll(() => figure(page, 'Toplam tutar').textContent()).toMatch(/^12,35/);

    // By hand: the product of the shown prices down to two decimals; the stake times that, down to the kuruş.
    const product = shown.map(exact).reduce((a, b) => ({ num: a.num * b.num, den: a.den * b.den }));
    const hundredths = (product.num * 100n) / product.den;
    const totalOdds = Number(hundredths) / 100;
    const stake = kurus((await figure(page, 'Toplam tutar').textContent()) ?? '');
    const pays = Number((BigInt(stake) * hundredths) / 100n);
    expect(await figure(page, 'Toplam oran').textContent()).toBe(formatOdds(totalOdds));
    expect(kurus((await figure(page, 'Maks. kazanç').textContent()) ?? '')).toBe(pays);

    // Placed, the coupon carries the same total odds and payout.
    await slip.getByRole('button', { name: 'Kupon yap' }).click();
    const placed = page.getByText(/numaralı kuponunuz oluşturuldu/);
    await placed.waitFor({ timeout: 60_000 });
    const ticketId = (await placed.textContent())?.split(' ')[0] ?? '';
    const response = await page.request.post('/api/couponDetail', { data: { ticketId } });
    const detail = (await response.json()) as CouponDetailResponse;
    expect(detail.results.map((r) => formatOdds(r.odds))).toEqual(shown);
    expect(detail.coupon?.result).toMatchObject({ totalOdds, maxPay: pays / 100 });
  }, 300_000);
});
