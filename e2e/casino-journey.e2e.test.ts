// A whole casino visit as a player makes it: from the Slots screen through the login popup into an
// in-house slot, a spin whose stake and win show to the kuruş in the credit and the transactions,
// and the round verified on the Verify page from its revealed seed.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage, useBrowser } from './support/browser.ts';
import { useServer } from './support/server.ts';
import { headerCredit } from './support/steps.ts';

const server = useServer();
const chrome = useBrowser();

type Round = { proof: { stake: number; win: number; roundId: string }; balance: number };

/** The player's credit in minor units, as the server has it. */
async function creditOf(page: Page): Promise<number> {
  const answer = await (await page.request.post('/api/getUserData', { data: {} })).json();
  return Math.round(answer.credit * 100);
}

describe('a casino visit', () => {
  test('a visitor opens a slot, signs in, spins, and the credit, transactions and Verify page agree', async () => {
    const page = await openPage(chrome.browser, { baseURL: server.url, device: 'phone' });
    await page.goto('/tr/casino');
    await page
      .getByRole('main')
      .getByRole('region', { name: 'House Slots' })
      .getByRole('button', { name: 'Classic Fruits oyna', exact: true })
      .click();
    const popup = page.getByRole('dialog', { name: 'Giriş Yap' });
    await popup.getByLabel('Kullanıcı adı', { exact: true }).fill('demo');
    await popup.getByLabel('Şifre', { exact: true }).fill('demo1234');
    await popup.getByRole('button', { name: 'Giriş Yap' }).click();
    await headerCredit(page).waitFor();
    const before = await creditOf(page);

    const overlay = page.getByRole('dialog', { name: 'Oyun' });
    const game = overlay.frameLocator('iframe');
    const spinButton = game.getByRole('button', { name: 'Çevir', exact: true });
    await spinButton.waitFor();
    const spun = page.waitForResponse((response) => response.url().endsWith('/house/api/slotSpin'));
    await spinButton.click();
    const { round } = (await (await spun).json()) as { round: Round };
    const { stake, win } = round.proof;
    expect(round.balance).toBe(before - stake + win);
    expect(await creditOf(page)).toBe(before - stake + win);
    // The game says what the round paid, in words as well as on the reels.
    await game.getByRole('status').first().waitFor();

    // The revealed seed's link opens the Verify page, which recomputes the same win.
    await game.getByText('Kanıtlanabilir adalet', { exact: true }).click();
    const verifyHref = await game.getByRole('link', { name: 'Bu turu doğrula' }).getAttribute('href');
    expect(verifyHref).toContain('/tr/verify?');
    await overlay.getByRole('button', { name: 'Kapat' }).click();

    await page.goto('/tr/transactions');
    const rows = page.locator('.tx-row');
    await rows.first().waitFor();
    const texts = await rows.allTextContents();
    const money = (minor: number) => (minor / 100).toFixed(2).replace('.', ',');
    expect(texts.some((text) => text.includes('Slot bahis') && text.includes(money(stake)))).toBe(true);
    if (win > 0)
      expect(texts.some((text) => text.includes('Slot kazanç') && text.includes(money(win)))).toBe(true);

    const verify = await openPage(chrome.browser, { baseURL: server.url, device: 'phone' });
    await verify.goto(verifyHref ?? '');
    await verify.getByText('Sunucu tohumu özetiyle eşleşiyor', { exact: false }).waitFor();
    expect(await verify.getByTestId('verify-win').textContent()).toContain(money(win));
  });
});
