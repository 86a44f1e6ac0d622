// Steps several journeys share, written the way a player sees the page (roles and labels, Turkish by default).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { STEP_TIMEOUT } from './browser.ts';
import { networkQuiet } from './network-quiet.ts';

/** The path and query the page is on. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/** Waits until the page is on `path` (path and query, as pathOf gives it). */
export async function expectPath(page: Page, path: string): Promise<void> {
  await expect.poll(() => pathOf(page)).toBe(path);
}

/** Home is on screen: its list of games and bets (named in the page's language). */
export async function expectHome(page: Page, areasTitle = 'Oyunlar ve Bahisler'): Promise<void> {
  await page.getByRole('main').getByRole('navigation', { name: areasTitle }).waitFor();
}

/** The header's sign-in button, shown to visitors. */
export const headerLoginButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Giriş', exact: true });

/** The header's credit button of a signed-in player (it shows the amount and opens the account menu). */
export const headerCredit = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /hesap menüsü$/ });

/** The notification dialog's message once it shows; then it is dismissed (it also hides by itself). */
export async function readNotice(page: Page): Promise<string> {
  const notice = page.getByRole('dialog').getByRole('status').or(page.getByRole('dialog').getByRole('alert'));
  await notice.waitFor();
  const text = (await notice.textContent()) ?? '';
  await page.keyboard.press('Escape');
  await notice.waitFor({ state: 'hidden' });
  return text;
}

/** Signs in through the header's login popup and waits for the credit to show. */
export async function signInWithPopup(page: Page, userName: string, password: string): Promise<void> {
  await headerLoginButton(page).click();
  const popup = page.getByRole('dialog', { name: 'Giriş Yap' });
  await popup.getByLabel('Kullanıcı adı', { exact: true }).fill(userName);
  await popup.getByLabel('Şifre', { exact: true }).fill(password);
  await popup.getByRole('button', { name: 'Giriş Yap' }).click();
  await headerCredit(page).waitFor();
  await popup.waitFor({ state: 'hidden' });
}

/** Signs in through the API in the page's context (the session cookie lands in that context), then opens `path`. */
export async function signInByApi(
  page: Page,
  userName: string,
  password: string,
  path = '/tr/',
): Promise<void> {
  const response = await page.request.post('/api/login', { data: { userName, password } });
  if (!response.ok())
    throw new Error(`login ${userName} failed: ${response.status()} ${await response.text()}`);
  await page.goto(path);
  await headerCredit(page).waitFor();
}

/** Waits until the app has routed (the shell's skeleton is gone) and the network is quiet. */
export async function settle(page: Page): Promise<void> {
  await page.getByRole('main').waitFor();
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
  await networkQuiet(page, 2 * STEP_TIMEOUT);
}

/** POST /api/<name> on the server under test, as a visitor; throws on a refusal. */
export async function callApi<T>(
  serverUrl: string,
  name: string,
  payload: Record<string, unknown>,
): Promise<T> {
  const response = await fetch(`${serverUrl}/api/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  if (!response.ok) throw new Error(`${name}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** What `probe` finds, asking again every `intervalMs` until `timeoutMs` have passed. */
export async function eventually<T>(
  probe: () => Promise<T | undefined>,
  timeoutMs: number,
  intervalMs = 1000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`nothing found within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Signs in to the back office through its form and waits for the header to name the staff member. */
export async function officeSignIn(page: Page, userName = 'admin', password = 'admin1234'): Promise<void> {
  await page.goto('/admin/');
  await page.getByLabel('Kullanıcı adı').fill(userName);
  await page.getByLabel('Şifre').fill(password);
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  // On a phone as on a desktop.
  await page.getByRole('banner').getByText(userName, { exact: true }).waitFor();
}
