// Money in and out as a player and an operator do it: a card deposit through the sandbox provider's
// page raises the credit, a withdrawal request takes the amount off the credit at once, the operator
// approves it in the back office's queue, and the player's transfer requests show it confirmed.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage, screenshot, useBrowser } from './support/browser.ts';
import { useServer } from './support/server.ts';
import { eventually, officeSignIn, readNotice, signInByApi } from './support/steps.ts';

const server = useServer();
const chrome = useBrowser();

/** The player's credit in minor units, as the server has it. */
async function creditOf(page: Page): Promise<number> {
  const answer = await (await page.request.post('/api/getUserData', { data: {} })).json();
  return Math.round(answer.credit * 100);
}

async function pickMethod(page: Page, category: string, type: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(category) }).click();
  await page.getByRole('button', { name: new RegExp(type) }).click();
}

describe('deposits and withdrawals', () => {
  test('a sandbox deposit, a held withdrawal approved in the back office, confirmed on the requests page', async () => {
    const player = await openPage(chrome.browser, { baseURL: server.url, device: 'phone' });
    await signInByApi(player, 'demo', 'demo1234', '/tr/deposit');
    const start = await creditOf(player);

    await pickMethod(player, 'Kredi kartı', 'Sandbox Pay');
    await player.getByLabel('Tutar', { exact: true }).fill('125.50');
    await player.getByRole('button', { name: 'Yatırım talebi gönder' }).click();
    const frame = player.frameLocator('iframe[title="Ödeme sayfası"]');
    await frame.getByText('125,50', { exact: false }).waitFor();
    await screenshot(player, 'payments-sandbox-popup');
    await frame.getByRole('button', { name: 'Ödemeyi onayla' }).click();
    // The provider's page says it is done; the frame closes and the credit is read again.
    await player.getByRole('dialog', { name: 'Ödeme sayfası' }).waitFor({ state: 'hidden' });
    expect(await creditOf(player)).toBe(start + 125_50);

    await player.goto('/tr/withdraw');
    await pickMethod(player, 'Banka hesabına', 'IBAN');
    await player.getByLabel('Tutar', { exact: true }).fill('200');
    await player.getByLabel('IBAN', { exact: true }).fill('TR330006100519786457841326');
    await screenshot(player, 'payments-withdraw-form');
    await player.getByRole('button', { name: 'Çekim talebi gönder' }).click();
    await player.getByText('Para çekme talebiniz alınmıştır', { exact: false }).first().waitFor();
    // Held at once: the player cannot spend it while it waits.
    expect(await creditOf(player)).toBe(start + 125_50 - 200_00);

    const admin = await openPage(chrome.browser, { baseURL: server.url, device: 'desktop' });
    await officeSignIn(admin);
    await admin.getByRole('navigation').getByRole('link', { name: 'Transfer talepleri' }).click();
    const row = admin.getByRole('row').filter({ hasText: 'demo' }).filter({ hasText: '200,00' });
    await row.getByRole('button', { name: 'Ayrıntıları göster' }).click();
    await screenshot(admin, 'payments-office-queue');
    await admin.getByRole('button', { name: /numaralı talebi onayla$/ }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Oyuncuya not').fill('IBAN’a ödendi');
    await dialog.getByRole('button', { name: 'Onayla' }).click();
    await admin.getByText(/numaralı talep onaylandı/).waitFor();
    expect(await creditOf(player)).toBe(start + 125_50 - 200_00);

    await player.goto('/tr/transferRequest');
    const confirmed = await eventually(async () => {
      const texts = await player.getByRole('listitem').allTextContents();
      return texts.find((text) => text.includes('200,00') && text.includes('Onaylandı'));
    }, 10_000);
    expect(confirmed).toContain('Para çekme');
    const deposit = (await player.getByRole('listitem').allTextContents()).find((text) =>
      text.includes('125,50'),
    );
    expect(deposit).toContain('Onaylandı');
  });

  test('a player sets a daily deposit limit and a deposit above what is left is refused', async () => {
    const player = await openPage(chrome.browser, { baseURL: server.url, device: 'phone' });
    await signInByApi(player, 'demo', 'demo1234', '/tr/responsibleGaming');
    // Today the player already deposited 125,50 (above): a 200 limit leaves 74,50.
    const daily = player.getByRole('form', { name: 'Günlük yatırım' });
    await daily.getByLabel('Yeni değer').fill('200');
    await daily.getByRole('button', { name: 'Kaydet' }).click();
    expect(await readNotice(player)).toContain('hemen uygulandı');
    await screenshot(player, 'protection-limits');

    await player.goto('/tr/deposit');
    await pickMethod(player, 'E-cüzdan', 'Cüzdan');
    await player.getByLabel('Tutar', { exact: true }).fill('100');
    await player.getByLabel('Cüzdan numarası', { exact: true }).fill('1234567890');
    await player.getByRole('button', { name: 'Yatırım talebi gönder' }).click();
    const refusal = await readNotice(player);
    expect(refusal).toContain('74,50');
  });

  test('a player asks for the welcome bonus, the admin grants it, the bonus balance shows it', async () => {
    const player = await openPage(chrome.browser, { baseURL: server.url, device: 'phone' });
    await signInByApi(player, 'demo', 'demo1234', '/tr/bonusRequest');
    const welcome = player.getByRole('article', { name: 'Hoş geldin bonusu' });
    await welcome.getByRole('button', { name: 'Bonus talep et' }).click();
    expect(await readNotice(player)).toContain('Bonus talebiniz alınmıştır');
    await welcome.getByText('Bekliyor').waitFor();
    const credit = await creditOf(player);

    const admin = await openPage(chrome.browser, { baseURL: server.url, device: 'desktop' });
    await officeSignIn(admin);
    await admin.getByRole('navigation').getByRole('link', { name: 'Bonuslar' }).click();
    await admin
      .getByRole('row')
      .filter({ hasText: 'demo' })
      .getByRole('button', { name: /numaralı talebi onayla$/ })
      .click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Onayla' }).click();
    await admin.getByRole('dialog').waitFor({ state: 'hidden' });
    await screenshot(admin, 'bonuses-office');

    await player.reload();
    await player.getByText(/Bonus bakiyesi:/).waitFor();
    expect(await player.getByText(/Bonus bakiyesi:/).textContent()).toContain('100,00');
    await player.getByRole('article', { name: 'Hoş geldin bonusu' }).getByText('Onaylandı').waitFor();
    await screenshot(player, 'bonus-page');
    // Held in the bonus balance until wagered: the credit has not changed.
    expect(await creditOf(player)).toBe(credit);
  });
});
