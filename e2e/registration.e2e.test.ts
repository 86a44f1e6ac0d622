// A new player signs up, sees their credit, changes the password, signs out, and after wrong passwords signs back
// in with the new one and the security check (spec 000 2.4–2.6).
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage, useBrowser } from './support/browser.ts';
import { useServer } from './support/server.ts';
import {
  expectHome,
  expectPath,
  headerCredit,
  headerLoginButton,
  readNotice,
  settle,
  signInWithPopup,
} from './support/steps.ts';

const server = useServer();
const chrome = useBrowser();

/** Opens the account menu from the header's credit and follows one of its entries. */
async function fromAccountMenu(page: Page, entry: string, role: 'link' | 'button' = 'link') {
  await headerCredit(page).click();
  await page.getByRole('dialog').getByRole(role, { name: entry }).click();
}

/** The register page's own calls on load: reference lists and the proof-of-work challenge. */
const LOAD_CALLS = ['countries', 'currencies', 'captcha'] as const;

describe('registration', () => {
  test('opening the register page asks for its lists and one challenge once each', async () => {
    const page = await openPage(chrome.browser, { baseURL: server.url, device: 'desktop' });
    const asked = new Map<string, number>();
    page.on('request', (request) => {
      const name = new URL(request.url()).pathname.replace(/^\/api\//, '');
      asked.set(name, (asked.get(name) ?? 0) + 1);
    });
    const form = page.getByRole('main');
    // Counted once the challenge is solved (every call is out by then) and again once the page is idle.
    const expectAskedOnce = async () => {
      await form.getByRole('status').filter({ hasText: 'Doğrulandı' }).waitFor({ state: 'attached' });
      const counts = () => Object.fromEntries(LOAD_CALLS.map((name) => [name, asked.get(name) ?? 0]));
      expect(counts()).toEqual({ countries: 1, currencies: 1, captcha: 1 });
      await settle(page);
      expect(counts()).toEqual({ countries: 1, currencies: 1, captcha: 1 });
    };

    // Loaded as a page: the form mounts once, so one challenge is asked for and solved.
    await page.goto('/tr/register');
    await expectAskedOnce();

    // Reached by the header's link from Home: the same.
    await page.goto('/tr/');
    await settle(page);
    asked.clear();
    await page.getByRole('banner').getByRole('link', { name: 'Üye Ol' }).click();
    await expectPath(page, '/tr/register');
    await expectAskedOnce();
  });

  test('sign up, see the credit, change the password, sign out, sign in with the new password', async () => {
    const page = await openPage(chrome.browser, { baseURL: server.url });
    const suffix = String(Date.now()).slice(-7);
    const userName = `e2e${suffix}`;
    const password = 'ilk1234';
    const newPassword = 'yeni5678';

    await page.goto('/tr/');
    await page.getByRole('banner').getByRole('link', { name: 'Üye Ol' }).click();
    await expectPath(page, '/tr/register');
    const form = page.getByRole('main');
    await form.getByLabel('Ad', { exact: true }).fill('Deneme');
    await form.getByLabel('Soyad', { exact: true }).fill('Oyuncu');
    await form.getByLabel('Gün', { exact: true }).selectOption('15');
    await form.getByLabel('Ay', { exact: true }).selectOption('6');
    await form.getByLabel('Yıl', { exact: true }).selectOption('1990');
    await form.getByLabel('Şehir', { exact: true }).fill('İzmir');
    await form.getByLabel('Telefon numarası', { exact: true }).fill(`53${suffix}1`);
    await form.getByLabel('Kullanıcı adı', { exact: true }).fill(userName);
    await form.getByLabel('Şifre', { exact: true }).fill(password);
    await form.getByLabel('Şifre tekrar', { exact: true }).fill(password);
    await form.getByLabel(/^E-posta/).fill(`${userName}@example.com`);
    // The browser solves the proof-of-work challenge by itself and says so.
    await form.getByRole('status').filter({ hasText: 'Doğrulandı' }).waitFor({ state: 'attached' });
    await form.getByRole('button', { name: 'Üye Ol' }).click();

    // Signed in at once (activation 0): Home with a welcome, the credit in the header, no sign-in button.
    await readNotice(page);
    await expectPath(page, '/tr/');
    await expectHome(page);
    await expect.poll(() => headerCredit(page).textContent()).toMatch(/^0,00\s*TL\b/);
    expect(await headerLoginButton(page).count()).toBe(0);

    // Change the password from the account menu.
    await fromAccountMenu(page, 'Şifre Değiştir');
    await expectPath(page, '/tr/changePassword');
    const change = page.getByRole('main');
    await change.getByLabel('Mevcut şifre', { exact: true }).fill(password);
    await change.getByLabel('Yeni şifre', { exact: true }).fill(newPassword);
    await change.getByLabel('Yeni şifre (tekrar)', { exact: true }).fill(newPassword);
    await change.getByRole('button', { name: 'Şifremi Değiştir' }).click();
    expect(await readNotice(page)).toMatch(/şifre/i);

    // Sign out: Home, with the header's sign-in button and no popup asking to sign in.
    await fromAccountMenu(page, 'Çıkış Yap', 'button');
    await headerLoginButton(page).waitFor();
    await expectPath(page, '/tr/');
    await expectHome(page);
    await settle(page);
    expect(await page.getByRole('dialog').allTextContents(), 'a dialog is open after signing out').toEqual(
      [],
    );

    // The old password no longer works. After a few wrong passwords the popup shows the security check, which
    // the browser solves by itself; the right password with a solved check signs in (nobody is locked out).
    await headerLoginButton(page).click();
    const popup = page.getByRole('dialog', { name: 'Giriş Yap' });
    await popup.getByLabel('Kullanıcı adı', { exact: true }).fill(userName);
    for (const wrong of [password, 'yanlis1', 'yanlis2']) {
      await popup.getByLabel('Şifre', { exact: true }).fill(wrong);
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/login'));
      await popup.getByRole('button', { name: 'Giriş Yap' }).click();
      expect((await answer).status()).toBe(401);
    }
    await popup.getByRole('alert').waitFor();
    await popup.getByRole('status').filter({ hasText: 'Doğrulandı' }).waitFor({ state: 'attached' });
    await popup.getByRole('button', { name: 'Kapat' }).click();
    // A fresh popup: the first try is asked for the check, and is sent again by itself once it is solved.
    await signInWithPopup(page, userName, newPassword);
    await expect.poll(() => headerCredit(page).textContent()).toMatch(/^0,00\s*TL\b/);
  });
});
