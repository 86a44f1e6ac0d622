// A picture of every screen at phone size (and the wide layouts at desktop size), for people to look at.
// The folder is printed at the end of the run: e2e/screenshots/<run>/.
import { describe, test } from 'vitest';
import { openPage, screenshot, useBrowser } from './support/browser.ts';
import { useServer } from './support/server.ts';
import { headerCredit, headerLoginButton, settle, signInByApi } from './support/steps.ts';

const server = useServer();
const chrome = useBrowser();

type Screen = [name: string, path: string, long?: 'long'];

// 'long': the screen scrolls, so a picture of the whole page is kept too.
const visitorScreens: Screen[] = [
  ['home', '/tr/', 'long'],
  ['firstlogin', '/tr/firstlogin'],
  ['register', '/tr/register', 'long'],
  ['forgot-password', '/tr/forgotPassword'],
  ['reset-password', '/tr/resetPassword/e2e-sample-code'],
  ['languages', '/tr/languages'],
  ['others', '/tr/others'],
  ['support', '/tr/support'],
  ['coming-sports', '/tr/sports'],
];

const playerScreens: Screen[] = [
  ['home-signed-in', '/tr/'],
  ['my-account', '/tr/myAccount', 'long'],
  ['user-information', '/tr/userInformation', 'long'],
  ['change-password', '/tr/changePassword'],
  ['settings', '/tr/settings'],
  ['timezones', '/tr/timezones'],
  ['transactions', '/tr/transactions'],
  ['transfer-requests', '/tr/transferRequest'],
];

describe('screenshots', () => {
  test('visitor screens at phone size', async () => {
    const page = await openPage(chrome.browser, { baseURL: server.url });
    for (const [name, path, long] of visitorScreens) {
      await page.goto(path);
      await settle(page);
      await screenshot(page, `phone-visitor-${name}`, { fullPage: long === 'long' });
    }
    await page.goto('/tr/');
    await settle(page);
    await headerLoginButton(page).click();
    await page.getByRole('dialog').waitFor();
    await screenshot(page, 'phone-visitor-login-popup');
    await page.keyboard.press('Escape');
    await page.getByRole('banner').getByRole('button', { name: /menü/i }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Diller' }).first().waitFor();
    await screenshot(page, 'phone-visitor-left-menu');
  });

  test('player screens at phone size', async () => {
    const page = await openPage(chrome.browser, { baseURL: server.url });
    await signInByApi(page, 'demo', 'demo1234');
    for (const [name, path, long] of playerScreens) {
      await page.goto(path);
      await settle(page);
      await screenshot(page, `phone-player-${name}`, { fullPage: long === 'long' });
    }
    await page.goto('/tr/');
    await settle(page);
    await headerCredit(page).click();
    // The menu loads on first use: wait for its last row, not just the drawer.
    await page.getByRole('dialog').getByRole('button', { name: 'Çıkış Yap' }).waitFor();
    await screenshot(page, 'phone-player-right-menu');
  });

  test('Home and the account at desktop size', async () => {
    const page = await openPage(chrome.browser, { baseURL: server.url, device: 'desktop' });
    await page.goto('/tr/');
    await settle(page);
    await screenshot(page, 'desktop-visitor-home', { fullPage: true });
    await signInByApi(page, 'demo', 'demo1234', '/tr/myAccount');
    await settle(page);
    await screenshot(page, 'desktop-player-my-account');
  });
});
