// The affiliate journey (issue 14): a player asks to become an affiliate, the operator approves a
// weekly 50% share and offers a banner, a friend registers through the copied link and places a
// coupon, the week closes, and the affiliate sees the friend, the friend's stake among the
// movements and the share paid.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { solidImage } from '../apps/server/src/modules/content/media/test-images.ts';
import { buildUser, giveCredit } from '../apps/server/src/test/factories.ts';
import { pickPrematchHomeWin, placeSlip, prematchFootball } from './support/betting-steps.ts';
import { openPage, screenshot, useBrowser } from './support/browser.ts';
import { useServer } from './support/server.ts';
import { officeSignIn, signInByApi } from './support/steps.ts';

const server = useServer();
const chrome = useBrowser();
const MINUTE = 60_000;

/** The user's credit in minor units, as the server has it. */
async function creditOf(page: Page): Promise<number> {
  const answer = await (await page.request.post('/api/getUserData', { data: {} })).json();
  return Math.round(answer.credit * 100);
}

describe('the affiliate area', () => {
  beforeAll(() => server.updateSiteSettings({ affiliateStatus: '1' }));
  afterAll(() => server.updateSiteSettings({ affiliateStatus: '0' }));

  test('request, approval, a referred friend’s coupon, the closed week and the paid share', async () => {
    const partner = await buildUser(server.database.db, { username: 'ortak1', password: 'ortak1234' });
    const player = await openPage(chrome.browser, { baseURL: server.url, device: 'phone' });
    await signInByApi(player, partner.username, 'ortak1234', '/tr/affiliate');
    await player.getByRole('button', { name: 'Ortaklık başvurusu yap' }).click();
    const answer = player.getByRole('dialog');
    await answer.getByText('Ortaklık başvurunuz alınmıştır').waitFor();
    await answer.getByRole('button', { name: 'Tamam' }).click();
    await player.getByText('Ortaklık başvurunuz değerlendirme aşamasındadır').waitFor();

    const office = await openPage(chrome.browser, { baseURL: server.url, device: 'desktop' });
    await officeSignIn(office);
    await office.getByRole('navigation').getByRole('link', { name: 'Ortaklar' }).click();
    const row = office.getByRole('row').filter({ hasText: partner.username });
    await row.getByRole('button', { name: 'Onayla' }).click();
    const approve = office.getByRole('dialog');
    await approve.getByLabel('Net gelirden pay (%)').fill('50');
    await approve.getByLabel('Kesim').selectOption('1');
    await approve.getByRole('button', { name: 'Onayla' }).click();
    await approve.waitFor({ state: 'hidden' });

    // The operator offers a banner; the new affiliate finds it with their code.
    await office.getByRole('navigation').getByRole('link', { name: 'Bannerlar' }).click();
    const offered = office.getByRole('region', { name: 'Ortaklık bannerları' });
    await offered.getByRole('button', { name: 'Ortaklık bannerı ekle' }).click();
    const editor = office.getByRole('dialog');
    await editor
      .getByLabel('Resim')
      .setInputFiles({ name: 'spor.png', mimeType: 'image/png', buffer: await solidImage(300, 250) });
    await editor.getByRole('img', { name: 'Resim önizlemesi' }).waitFor();
    await editor.getByLabel('Ad', { exact: true }).fill('Spor 300x250');
    await editor.getByRole('button', { name: 'Kaydet' }).click();
    await editor.waitFor({ state: 'hidden' });
    await offered.getByText('Spor 300x250').waitFor();
    await screenshot(office, 'office-affiliate-banners');
    await player.goto('/tr/affiliateBanner');
    await player.getByText('Ortaklık kodunuz: ortak1').waitFor();
    await player.getByRole('img', { name: 'Spor 300x250' }).waitFor();
    await player.getByText('(300×250)').waitFor();
    await screenshot(player, 'affiliate-banners');

    await player.goto('/tr/affiliate');
    const link = await player.getByLabel('Kayıt bağlantınız').inputValue();
    expect(link).toMatch(/\/tr\/register\/ortak1$/);
    await screenshot(player, 'affiliate-area');

    // The friend registers through the link and bets 10 TL on a match that kicks off later.
    const friend = await openPage(chrome.browser, { baseURL: server.url, device: 'phone' });
    await friend.goto(new URL(link).pathname);
    const form = friend.getByRole('main');
    const userName = `arkadas${String(Date.now()).slice(-5)}`;
    await form.getByLabel('Ad', { exact: true }).fill('Arkadaş');
    await form.getByLabel('Soyad', { exact: true }).fill('Oyuncu');
    await form.getByLabel('Gün', { exact: true }).selectOption('15');
    await form.getByLabel('Ay', { exact: true }).selectOption('6');
    await form.getByLabel('Yıl', { exact: true }).selectOption('1990');
    await form.getByLabel('Şehir', { exact: true }).fill('İzmir');
    await form.getByLabel('Telefon numarası', { exact: true }).fill(`53${String(Date.now()).slice(-7)}1`);
    await form.getByLabel('Kullanıcı adı', { exact: true }).fill(userName);
    await form.getByLabel('Şifre', { exact: true }).fill('arkadas1');
    await form.getByLabel('Şifre tekrar', { exact: true }).fill('arkadas1');
    await form.getByLabel(/^E-posta/).fill(`${userName}@example.com`);
    await form.getByRole('status').filter({ hasText: 'Doğrulandı' }).waitFor({ state: 'attached' });
    await form.getByRole('button', { name: 'Üye Ol' }).click();
    await friend.waitForURL(/\/tr\/$/);
    const [friendRow] = await server.database.withConnection((c) =>
      c.query<{ id: number; referrer_id: number }>('select id, referrer_id from users where username = $1', [
        userName,
      ]),
    );
    expect(friendRow?.referrer_id).toBe(partner.id);
    await giveCredit(server.database.db, Number(friendRow?.id), 100_00);
    const match = await prematchFootball(server.url, Date.now() + 30 * MINUTE);
    await pickPrematchHomeWin(friend, match);
    await friend.goto('/tr/betslip');
    await placeSlip(friend);

    // The week (Monday to Monday, Istanbul) ends; the operator closes it now rather than wait for the scheduler.
    const before = await creditOf(player);
    vi.setSystemTime(Date.parse('2026-06-21T21:30:00Z'));
    await office.getByRole('navigation').getByRole('link', { name: 'Ortaklar' }).click();
    await office.getByLabel('Durum').selectOption('active');
    await office
      .getByRole('row')
      .filter({ hasText: partner.username })
      .getByRole('button', { name: 'Dökümler' })
      .click();
    await office.getByRole('button', { name: 'Biten dönemleri şimdi kapat' }).click();
    await office.getByText(/Kapatıldı ve ödendi: 2026-W25|Bekleyen biten dönem yoktu/).waitFor();
    await office.getByRole('region', { name: '2026-W25' }).getByText(userName).waitFor();
    expect(await creditOf(player)).toBe(before + 5_00);

    await player.goto('/tr/affiliate?y=2026&m=6&tab=users');
    await player.getByRole('tabpanel').getByText(userName).waitFor();
    await player.getByRole('tab', { name: 'Hareketler' }).click();
    await player.getByRole('tabpanel').getByText('Kupon oynama').waitFor();
    await expect.poll(() => player.getByText('Ödenen pay').locator('..').textContent()).toMatch(/5,00/);
    await screenshot(player, 'affiliate-paid');
  });
});
