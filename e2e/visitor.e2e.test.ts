// A visitor finds their way: the root, guarded routes, old addresses and unknown paths (spec 000 sections 2.1, 2.2).
import { afterAll, describe, expect, test } from 'vitest';
import { openPage, useBrowser } from './support/browser.ts';
import { useServer } from './support/server.ts';
import { expectHome, expectPath, headerLoginButton } from './support/steps.ts';

const server = useServer();
const chrome = useBrowser();

describe('a visitor', () => {
  test('opening / lands on Home in Turkish', async () => {
    const page = await openPage(chrome.browser, { baseURL: server.url });
    await page.goto('/');
    await expectPath(page, '/tr/');
    await expectHome(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('tr');
    await headerLoginButton(page).waitFor();
  });

  test('a page that needs an account sends them Home with the login popup open', async () => {
    const page = await openPage(chrome.browser, { baseURL: server.url });
    await page.goto('/tr/transactions');
    await expectPath(page, '/tr/');
    const popup = page.getByRole('dialog');
    await popup.waitFor();
    await popup.getByLabel('Kullanıcı adı', { exact: true }).waitFor();
    await expectHome(page);
  });

  test('a page for visitors only opens as it is', async () => {
    const page = await openPage(chrome.browser, { baseURL: server.url });
    await page.goto('/tr/firstlogin');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByLabel('Kullanıcı adı', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/tr/firstlogin');
  });

  test('an unknown path shows Home', async () => {
    const page = await openPage(chrome.browser, { baseURL: server.url });
    await page.goto('/tr/no-such-page');
    await expectHome(page);
    expect(new URL(page.url()).pathname).toBe('/tr/no-such-page');
  });

  test('the old highlights address goes to UpHigh with act=1', async () => {
    const page = await openPage(chrome.browser, { baseURL: server.url });
    await page.goto('/tr/highlights');
    await expectPath(page, '/tr/uphigh?act=1');
    await page.getByRole('main').waitFor();
  });
});

describe('a visitor on a site that asks for signing in first (login_screen 1)', () => {
  afterAll(() => server.updateSiteSettings({ login_screen: 0 }));

  test('a guarded page sends them to Login with nextUrl', async () => {
    await server.updateSiteSettings({ login_screen: 1 });
    const page = await openPage(chrome.browser, { baseURL: server.url });
    await page.goto('/tr/transactions');
    await expectPath(page, `/tr/firstlogin?nextUrl=${encodeURIComponent('/tr/transactions')}`);
    await page.getByLabel('Kullanıcı adı', { exact: true }).waitFor();
  });
});
