// The bet slip a desktop player uses (spec 001 sections 2 and 4: Bet slip, Stake entry): the
// stake typed with the keyboard and read as Turkish writes amounts, quick stakes that set and then
// add, nothing drawn over the stake or the totals on desktop and phone, four picks in view above the
// stake in the desktop side column and two or more on a phone, the slip's page and the side column
// telling the same, and a stake below the minimum or a player without credit told why the coupon
// cannot be made.
import { describe, expect, test } from 'vitest';
import { buildUser, DEFAULT_PASSWORD } from '../apps/server/src/test/factories.ts';
import { type Device, screenshot, useBrowser } from './support/browser.ts';
import { useServer } from './support/server.ts';
import {
  boxOf,
  expectNothingCovers,
  figure,
  figureValue,
  panelOf,
  picksInView,
  scrollTo,
  useSlipPages,
} from './support/slip-pages.ts';

const server = useServer();
const chrome = useBrowser();
const openSlipPage = useSlipPages(chrome, server);

/** A signed-in player's page on `device` with `count` picks on the slip, opened at `path`. */
const slipPage = (device: Device, count: number, path: string, userName?: string, password?: string) =>
  openSlipPage(device, count, path, { ...(userName && { userName }), ...(password && { password }) });

describe('the desktop bet slip', () => {
  test('the stake is typed with the keyboard; the first quick stake sets it and the next ones add', async () => {
    const page = await slipPage('desktop', 3, '/tr/');
    const panel = panelOf(page);
    const field = panel.getByLabel('Tutar');
    await expect.poll(() => field.inputValue()).toBe('5');

    await field.click();
    await page.keyboard.type('12,5');
    expect(await field.inputValue()).toBe('12,5');
    await page.keyboard.type('x,');
    expect(await field.inputValue()).toBe('12,5');
    await expect.poll(() => figureValue(panel, 'Toplam tutar')).toMatch(/^12,50 /);
    await expect
      .poll(() => panel.getByRole('button', { name: /Kupon yap/ }).textContent())
      .toContain('12,50');

    // More than the player's 1.000 credit is cut to what the credit allows.
    await page.keyboard.press('Control+A');
    await page.keyboard.type('999999');
    const capped = Number((await field.inputValue()).replace(',', '.'));
    expect(capped).toBeGreaterThan(0);
    expect(capped).toBeLessThanOrEqual(1000);

    // Emptied, the field goes back to the default; then +10 sets 10 and +5 makes 15.
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Enter');
    await expect.poll(() => field.inputValue()).toBe('5');
    await panel.getByRole('button', { name: /^10,00 .*ekle$/ }).click();
    await expect.poll(() => field.inputValue()).toBe('10');
    await panel.getByRole('button', { name: /^5,00 .*ekle$/ }).click();
    await expect.poll(() => field.inputValue()).toBe('15');
    await expect.poll(() => figureValue(panel, 'Toplam tutar')).toMatch(/^15,00 /);
  });

  test('the field reads amounts as Turkish writes them and shows the amount played on leaving', async () => {
    const page = await slipPage('desktop', 3, '/tr/');
    const panel = panelOf(page);
    const field = panel.getByLabel('Tutar');
    await expect.poll(() => field.inputValue()).toBe('5');
    const typeAndLeave = async (text: string) => {
      await field.click();
      await page.keyboard.type(text);
      await page.keyboard.press('Enter');
    };

    // A dot with three digits after it groups thousands: 1.000 is a thousand, cut to the 250 max stake.
    await typeAndLeave('1.000');
    await expect.poll(() => field.inputValue()).toBe('250');
    await expect.poll(() => figureValue(panel, 'Toplam tutar')).toMatch(/^250,00 /);
    // A dot with two digits after it is a decimal point typed the English way, written back with a comma.
    await typeAndLeave('7.50');
    await expect.poll(() => field.inputValue()).toBe('7,50');
    await expect.poll(() => figureValue(panel, 'Toplam tutar')).toMatch(/^7,50 /);
    // Three decimals are refused as they are typed.
    await field.click();
    await page.keyboard.type('2,255');
    expect(await field.inputValue()).toBe('2,25');
  });

  test('a stake below the minimum is shown as typed and cannot be placed, with the minimum as the reason', async () => {
    const page = await slipPage('desktop', 3, '/tr/');
    const panel = panelOf(page);
    const field = panel.getByLabel('Tutar');
    const place = panel.getByRole('button', { name: /Kupon yap/ });
    await expect.poll(() => place.isDisabled()).toBe(false);
    await field.click();
    await page.keyboard.type('0');
    await page.keyboard.press('Enter');
    expect(await field.inputValue()).toBe('0');
    await expect.poll(() => place.isDisabled()).toBe(true);
    const reason = page.locator(`[id="${await place.getAttribute('aria-describedby')}"]`);
    expect(await reason.textContent()).toBe('Minimum bahis tutarı 1,00');
    // Said once, under the button.
    expect(await panel.getByText('Minimum bahis tutarı 1,00').count()).toBe(1);

    await field.click();
    await page.keyboard.type('1');
    await expect.poll(() => place.isDisabled()).toBe(false);
    expect(await place.textContent()).toContain('1,00');
  });

  test('on a 390×844 phone five picks leave at least three whole picks in view above the stake', async () => {
    for (const options of [{}, { systemSizes: [2], bankers: 1 }]) {
      const page = await openSlipPage('phone', 5, '/tr/betslip', options);
      const slip = page.getByRole('main');
      await figure(slip, 'Maks. kazanç').waitFor();
      await screenshot(page, `phone-slip-5-picks${options.systemSizes ? '-system' : ''}`);
      const stake = await boxOf(slip.locator('.bs-stake-column'));
      expect(await picksInView(slip, 0, stake.y)).toBeGreaterThanOrEqual(3);
      for (const at of [0, 0.5, 1]) {
        await scrollTo(page, null, at);
        await expectNothingCovers(page, slip);
      }
    }
  });

  test.each([1, 3, 12])(
    'with %i picks nothing covers the stake or the totals, on desktop and phone',
    async (count) => {
      const desktop = await slipPage('desktop', count, '/tr/');
      const panel = panelOf(desktop);
      await figure(panel, 'Maks. kazanç').waitFor();
      // The page scrolled far enough for the floating circles to show.
      await scrollTo(desktop, null, 1);
      await desktop.locator('.scroll-bar').waitFor();
      for (const at of [0, 0.5, 1]) {
        await scrollTo(desktop, desktop.locator('.shell-slip'), at);
        await expectNothingCovers(desktop, panel);
      }

      const phone = await slipPage('phone', count, '/tr/betslip');
      const slip = phone.getByRole('main');
      await figure(slip, 'Maks. kazanç').waitFor();
      for (const at of [0, 0.5, 1]) {
        await scrollTo(phone, null, at);
        await expectNothingCovers(phone, slip);
      }
    },
  );

  test('at 1440×900 the side column shows at least four whole picks above the stake', async () => {
    const page = await slipPage('desktop', 12, '/tr/');
    const panel = panelOf(page);
    await figure(panel, 'Maks. kazanç').waitFor();
    await screenshot(page, 'desktop-slip-12-picks');
    const column = await boxOf(page.locator('.shell-slip'));
    const stake = await boxOf(panel.locator('.bs-stake-column'));
    const rows = panel.getByRole('list', { name: 'Kupondaki seçimler' }).getByRole('listitem');
    const boxes = await Promise.all((await rows.all()).map(boxOf));
    // Whole rows inside the column's view and clear of the stake area.
    const seen = boxes.filter(
      (b) => b.y >= column.y && b.y + b.height <= Math.min(stake.y, column.y + column.height),
    );
    expect(seen.length).toBeGreaterThanOrEqual(4);
    await expectNothingCovers(page, panel);
  });

  test('the slip opens at its top on the phone', async () => {
    const page = await slipPage('phone', 12, '/tr/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole('link', { name: /Kuponu Aç/ }).click();
    await page.getByRole('tab', { name: /Kupon/ }).first().waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the slip's page and the side column never disagree", async () => {
    const page = await slipPage('desktop', 3, '/tr/');
    const panelPicks = panelOf(page).getByRole('list', { name: 'Kupondaki seçimler' }).getByRole('listitem');
    await expect.poll(() => panelPicks.count()).toBe(3);

    await page.goto('/tr/betslip');
    const pagePicks = page
      .getByRole('main')
      .getByRole('list', { name: 'Kupondaki seçimler' })
      .getByRole('listitem');
    await expect.poll(() => pagePicks.count()).toBe(3);
    expect(await page.getByText('Kuponunuz boş').count()).toBe(0);
    expect(await panelOf(page).count()).toBe(0);

    await page
      .getByRole('main')
      .getByRole('button', { name: /seçimini kaldır$/ })
      .first()
      .click();
    await expect.poll(() => pagePicks.count()).toBe(2);
    await page.goto('/tr/');
    await expect.poll(() => panelPicks.count()).toBe(2);
  });

  test('a player without credit sees no amount anywhere and a place button disabled with the reason', async () => {
    const player = await buildUser(server.database.db);
    const page = await slipPage('desktop', 1, '/tr/', player.username, DEFAULT_PASSWORD);
    const panel = panelOf(page);
    const field = panel.getByLabel('Tutar');
    await expect.poll(() => field.inputValue()).toBe('0');
    await panel.getByRole('button', { name: /^10,00 .*ekle$/ }).click();
    expect(await field.inputValue()).toBe('0');
    await expect.poll(() => figureValue(panel, 'Toplam tutar')).toMatch(/^0,00 /);
    expect(await figureValue(panel, 'Maks. kazanç')).toMatch(/^0,00 /);
    const place = panel.getByRole('button', { name: /Kupon yap/ });
    expect(await place.textContent()).toContain('0,00');
    expect(await place.isDisabled()).toBe(true);
    const reason = page.locator(`[id="${await place.getAttribute('aria-describedby')}"]`);
    expect(await reason.textContent()).toBe('Kupon yapmak için bakiyeniz yetersiz: önce bakiye yükleyin');
  });
});
