// The player's language and look: chosen once, kept across reloads (spec 000 sections 2.3, 2.7, 3).
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage, useBrowser } from './support/browser.ts';
import { useServer } from './support/server.ts';
import { expectHome, expectPath, settle } from './support/steps.ts';

const server = useServer();
const chrome = useBrowser();

const htmlAttribute = (page: Page, name: string) => page.locator('html').getAttribute(name);

describe('language and theme', () => {
  test('English from the Languages page, gold in dark mode from the left menu; both survive a reload', async () => {
    const page = await openPage(chrome.browser, { baseURL: server.url });
    await page.goto('/tr/languages');
    await settle(page);
    await page
      .getByRole('main')
      .getByRole('button', { name: /^English/ })
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/en/');
    await expectHome(page, 'Games and bets');
    expect(await htmlAttribute(page, 'lang')).toBe('en');

    await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    // The swatches are radios inside their labels: pick one the keyboard way.
    await menu.getByRole('radio', { name: 'Gold' }).focus();
    await page.keyboard.press('Space');
    await menu.getByRole('switch', { name: 'Dark mode' }).click();
    await expect.poll(() => htmlAttribute(page, 'data-theme')).toBe('gold');
    await expect.poll(() => htmlAttribute(page, 'data-mode')).toBe('dark');
    expect(await menu.getByRole('radio', { name: 'Gold' }).isChecked()).toBe(true);
    expect(await menu.getByRole('switch', { name: 'Dark mode' }).getAttribute('aria-checked')).toBe('true');

    await page.reload();
    await settle(page);
    expect(await htmlAttribute(page, 'lang')).toBe('en');
    expect(await htmlAttribute(page, 'data-theme')).toBe('gold');
    expect(await htmlAttribute(page, 'data-mode')).toBe('dark');
    // The root follows the remembered language.
    await page.goto('/');
    await expectPath(page, '/en/');
    await expectHome(page, 'Games and bets');
    expect(await htmlAttribute(page, 'data-theme')).toBe('gold');
  });

  test('Arabic reads right to left', async () => {
    const page = await openPage(chrome.browser, { baseURL: server.url });
    await page.goto('/aa/');
    await settle(page);
    await expect.poll(() => htmlAttribute(page, 'dir')).toBe('rtl');
    expect(await htmlAttribute(page, 'lang')).toBe('ar');
  });
});
