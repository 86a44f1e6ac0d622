// An operator runs the site from /admin: the admin opens a dealer with
// a user limit of 2, loads its credit, renames the site and switches a language off; the dealer opens two players (a third is refused), loads one with credit; the
// player bets on the player site; the dealer finds the coupon in its coupons and today's report,
// cancels it, and the audit log lists every step.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { pickPrematchHomeWin, placeSlip, prematchFootball } from './support/betting-steps.ts';
import { openPage, screenshot, useBrowser } from './support/browser.ts';
import { useServer } from './support/server.ts';
import { officeSignIn, signInByApi } from './support/steps.ts';

const server = useServer();
const chrome = useBrowser();

const PASSWORD = 'secret123';
const MINUTE = 60_000;

/** Signs in to the back office through its own form. */
/** Opens an account through the users page's dialog; answers the dialog's notice or the success line. */
async function openAccount(page: Page, role: string, username: string, userLimit?: number): Promise<void> {
  await page.getByRole('button', { name: 'Yeni kullanıcı' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Rol').selectOption({ label: role });
  await dialog.getByLabel('Kullanıcı adı').fill(username);
  await dialog.getByLabel('Şifre').fill(PASSWORD);
  if (userLimit !== undefined) await dialog.getByLabel('Kullanıcı limiti').fill(String(userLimit));
  await dialog.getByRole('button', { name: 'Hesabı aç' }).click();
}

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** Loads credit onto a listed user through its row's credit dialog. */
async function loadCredit(page: Page, username: string, amount: string): Promise<void> {
  await rowOf(page, username).getByRole('button', { name: 'Kredi' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Tutar/).fill(amount);
  await dialog.getByRole('button', { name: 'Onayla' }).click();
  await dialog.getByRole('status').getByText('Güncelleme başarılı.').waitFor();
  await dialog.getByRole('button', { name: 'Kapat' }).last().click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('the back office', () => {
  test('an admin opens a dealer; the dealer opens players, credits one, sees its coupon, cancels it', async () => {
    const admin = await openPage(chrome.browser, { baseURL: server.url, device: 'desktop' });
    await officeSignIn(admin);
    await admin.getByRole('navigation').getByRole('link', { name: 'Kullanıcılar' }).click();
    await openAccount(admin, 'Bayi', 'e2edealer', 2);
    await admin.getByText('e2edealer hesabı açıldı.').waitFor();
    await loadCredit(admin, 'e2edealer', '1000');
    await screenshot(admin, 'backoffice-admin-users');

    // A setting changed in the office reaches the player site at once, without a restart.
    await admin.getByRole('navigation').getByRole('link', { name: 'Site ayarları' }).click();
    await admin.getByLabel('Site başlığı').fill('E2E Bet');
    await admin.getByRole('checkbox', { name: 'Deutsch' }).uncheck();
    await admin.getByRole('button', { name: 'Kaydet' }).click();
    await admin.getByRole('status').getByText('Güncelleme başarılı.').waitFor();
    const settings = await admin.request.get('/api/settings');
    expect(((await settings.json()) as { settings: { site_title: string } }).settings.site_title).toBe(
      'E2E Bet',
    );
    // A link in a language switched off opens the page in the site's default one.
    const visitor = await openPage(chrome.browser, { baseURL: server.url, device: 'phone' });
    await visitor.goto('/de/');
    await visitor.waitForURL(/\/tr\/$/);

    const dealer = await openPage(chrome.browser, { baseURL: server.url, device: 'phone' });
    await officeSignIn(dealer, 'e2edealer', PASSWORD);
    await dealer.goto('/admin/users');
    for (const name of ['e2eplayer1', 'e2eplayer2']) {
      await openAccount(dealer, 'Oyuncu', name);
      await dealer.getByText(`${name} hesabı açıldı.`).waitFor();
    }
    await openAccount(dealer, 'Oyuncu', 'e2eplayer3');
    await dealer
      .getByRole('dialog')
      .getByRole('alert')
      .getByText('Kullanıcı açma limitiniz dolmuştur')
      .waitFor();
    await dealer.getByRole('dialog').getByRole('button', { name: 'Vazgeç' }).click();

    await loadCredit(dealer, 'e2eplayer1', '100');

    const player = await openPage(chrome.browser, { baseURL: server.url, device: 'phone' });
    await signInByApi(player, 'e2eplayer1', PASSWORD);
    const match = await prematchFootball(server.url, Date.now() + 60 * MINUTE);
    await pickPrematchHomeWin(player, match);
    await player.goto('/tr/betslip');
    const ticketId = await placeSlip(player);

    await dealer.goto('/admin/coupons');
    await rowOf(dealer, ticketId).waitFor();
    await dealer.goto('/admin/report');
    await expect.poll(() => rowOf(dealer, 'e2eplayer1').textContent()).toContain('10,00');
    await screenshot(dealer, 'backoffice-dealer-report');

    await dealer.goto('/admin/coupons');
    await dealer.getByRole('button', { name: `${ticketId} numaralı kuponu iptal et` }).click();
    await dealer.getByRole('dialog').getByRole('button', { name: 'Kuponu iptal et' }).click();
    await expect.poll(() => rowOf(dealer, ticketId).textContent()).toContain('İptal');

    // The player's page lists the credit, the stake and its refund, newest first.
    await dealer.goto('/admin/users');
    await rowOf(dealer, 'e2eplayer1').getByRole('link', { name: 'e2eplayer1' }).click();
    await dealer.getByRole('tab', { name: 'Hesap hareketleri' }).click();
    const movements = dealer.getByRole('table');
    await expect
      .poll(async () => (await movements.getByRole('row').allTextContents()).slice(1).map((r) => r.trim()))
      .toEqual([
        expect.stringMatching(/Kupon iadesi.*10,00/),
        expect.stringMatching(/Kupon oynama.*10,00/),
        expect.stringMatching(/Kredi transferi.*100,00/),
      ]);
    await screenshot(dealer, 'backoffice-dealer-player-movements');

    await dealer.goto('/admin/audit');
    const log = dealer.getByRole('table');
    for (const step of ['Hesap açma', 'Kredi yükleme', 'Kupon iptali'])
      await log.getByText(step).first().waitFor();
    // The admin's opening and loading of the dealer; the dealer's two players, credit and cancel.
    await dealer.getByText('6 kayıt').waitFor();
    await screenshot(dealer, 'backoffice-dealer-audit');
  });
});
