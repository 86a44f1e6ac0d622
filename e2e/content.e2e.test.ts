// The site's content as players and operators meet it (issue 14): a notification sent in the back office
// reaches a signed-in player's menu at once and is read; a promotion opens from its banner; a visitor's
// contact message lands in the office's inbox and the answer leaves by e-mail.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage, screenshot, useBrowser } from './support/browser.ts';
import { useServer } from './support/server.ts';
import { eventually, officeSignIn, signInByApi } from './support/steps.ts';

const server = useServer();
const chrome = useBrowser();

/** The unread count the left menu shows beside Notifications (0 when it shows none). */
async function unreadCount(page: Page): Promise<number> {
  const badge = page.getByRole('link', { name: /^Bildirimler/ }).locator('.badge');
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
}

describe('content', () => {
  test('a notification sent to one player shows in their menu at once and is read', async () => {
    const player = await openPage(chrome.browser, { baseURL: server.url, device: 'desktop' });
    await signInByApi(player, 'demo', 'demo1234', '/tr/');
    // The seeded welcome is unread.
    const before = await eventually(async () => {
      const count = await unreadCount(player);
      return count > 0 ? count : undefined;
    }, 10_000);

    const admin = await openPage(chrome.browser, { baseURL: server.url, device: 'desktop' });
    await officeSignIn(admin);
    await admin.getByRole('navigation').getByRole('link', { name: 'Bildirimler' }).click();
    await admin.getByLabel('Alıcı').selectOption({ label: 'Tek bir hesap' });
    await admin.getByLabel('Kullanıcı adıyla bul').fill('demo');
    await admin.getByRole('radio', { name: /^demo ·/ }).check();
    await admin.getByLabel('Başlık').fill('Hafta sonu kuponunuz hazır');
    await admin.getByLabel('İçerik (HTML)').fill('<p>Cumartesi maçlarına <strong>%10 ek oran</strong>.</p>');
    await admin.getByRole('button', { name: 'Gönder' }).click();
    await admin.getByText('Gönderildi.', { exact: false }).waitFor();
    await screenshot(admin, 'content-office-notification');

    // Pushed over the socket: no reload on the player's side.
    await eventually(async () => ((await unreadCount(player)) === before + 1 ? true : undefined), 10_000);
    await player.getByRole('link', { name: /^Bildirimler/ }).click();
    await player.getByRole('button', { name: /Hafta sonu kuponunuz hazır/ }).click();
    await player.getByText('%10 ek oran').waitFor();
    expect(new URL(player.url()).hash).toMatch(/^#\d+$/);
    await screenshot(player, 'content-notification-detail');
    await eventually(async () => ((await unreadCount(player)) === before ? true : undefined), 10_000);
  });

  test('a promotion opens from the list with its id in the address, and back returns to the list', async () => {
    const page = await openPage(chrome.browser, { baseURL: server.url, device: 'phone' });
    await page.goto('/tr/promotions');
    const first = page.locator('a.promotion-card').first();
    const title = await first.getByRole('img').getAttribute('alt');
    await first.click();
    await page.getByRole('heading', { level: 1, name: title ?? '' }).waitFor();
    expect(new URL(page.url()).hash).toMatch(/^#\d+$/);
    await screenshot(page, 'content-promotion-detail');
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Promosyonlar' }).waitFor();
    expect(new URL(page.url()).hash).toBe('');
  });

  test('a visitor’s contact message reaches the inbox and the answer leaves by e-mail', async () => {
    const visitor = await openPage(chrome.browser, { baseURL: server.url, device: 'phone' });
    await visitor.goto('/tr/contact');
    const form = visitor.getByRole('main');
    await form.getByLabel('E-posta').fill('visitor-e2e@example.com');
    await form.getByLabel('Konu').selectOption({ label: 'Ödeme' });
    await form.getByLabel('Alt konu').selectOption({ label: 'Para çekme' });
    await form.getByLabel('Mesajınız').fill('Çekim talebim ne zaman sonuçlanır?');
    // The browser solves the proof-of-work challenge by itself.
    await form.getByRole('status').filter({ hasText: 'Doğrulandı' }).waitFor({ state: 'attached' });
    await form.getByRole('button', { name: 'Gönder' }).click();
    await visitor.getByText('İşleminiz başarıyla tamamlandı').waitFor();

    const admin = await openPage(chrome.browser, { baseURL: server.url, device: 'desktop' });
    await officeSignIn(admin);
    await admin.getByRole('navigation').getByRole('link', { name: 'İletişim kutusu' }).click();
    await admin.getByRole('button', { name: 'visitor-e2e@example.com' }).click();
    await admin.getByText('Çekim talebim ne zaman sonuçlanır?').first().waitFor();
    await admin.getByLabel('Yanıtınız').fill('Talebiniz onaylandı, 24 saat içinde hesabınızda.');
    await admin.getByRole('button', { name: 'E-posta ile gönder' }).click();
    await admin.getByText('Yanıt e-posta ile gönderildi', { exact: false }).waitFor();
    await screenshot(admin, 'content-office-inbox');

    const mails = await server.database.withConnection((c) =>
      c.query<{ subject: string; body: string }>(
        'select subject, body from mail_outbox where recipient = $1 order by id',
        ['visitor-e2e@example.com'],
      ),
    );
    expect(mails.map((mail) => mail.subject)).toEqual(['Mesajınıza yanıt']);
    expect(mails[0]?.body).toContain('24 saat içinde hesabınızda');
  });
});
