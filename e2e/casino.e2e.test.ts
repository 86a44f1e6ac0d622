// The casino screens against the real catalogue (the house games): browsing the Slots screen as a
// visitor, its search, its query parameters, and the launch flow from login popup to overlay (spec 002 §2),
// and the jackpot block of the casino games screen (spec 002 §2, §4).
import { JACKPOT_TOPIC } from '@bet/domain/casino/jackpot-frames';
import { describe, expect, test } from 'vitest';
import { SETTLE_LAG_MS } from '../apps/server/src/modules/casino/jackpots/feed-jackpot.ts';
import { openCycle } from '../apps/server/src/modules/casino/jackpots/jackpot-cycles.ts';
import { jackpotRule, saveJackpotRule } from '../apps/server/src/modules/casino/jackpots/jackpot-rules.ts';
import { feedJackpots } from '../apps/server/src/modules/casino/jackpots/jackpot-runner.ts';
import { openPage, screenshot, useBrowser } from './support/browser.ts';
import { useServer } from './support/server.ts';
import { eventually, expectPath, headerCredit, settle, signInByApi } from './support/steps.ts';

const server = useServer();
const chrome = useBrowser();

const HOUSE_SLOTS = 21051635;
const tile = (name: string) => ({ name: `${name} oyna`, exact: true });

describe('the Slots screen', () => {
  test('shows the popular games first, then each provider with its limit and "all (count)"', async () => {
    const page = await openPage(chrome.browser, { baseURL: server.url });
    await page.goto('/tr/casino');
    const popular = page.getByRole('main').getByRole('region', { name: 'Popüler' });
    await popular.getByRole('button', { name: 'Tümü (2)' }).waitFor();
    const house = page.getByRole('main').getByRole('region', { name: 'House Slots' });
    await house.getByText('0.01 - 2.00').waitFor();
    expect(await house.getByRole('button', { name: /oyna$/ }).count()).toBe(3);
    await house.getByRole('button', { name: 'Tümü (3)' }).click();
    // The provider's own list, its chip pressed.
    await page.getByRole('button', { name: 'House Slots', pressed: true }).waitFor();
    expect(await page.getByRole('main').getByRole('region', { name: 'Popüler' }).count()).toBe(0);
    expect(await page.getByRole('main').getByRole('button', { name: /oyna$/ }).count()).toBe(3);
  });

  test('searches 500 ms after typing stops, and says when nothing matches', async () => {
    const page = await openPage(chrome.browser, { baseURL: server.url });
    await page.goto('/tr/casino');
    await settle(page);
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/getAllSlotsNew')) searches.push(String(request.postDataJSON().search));
    });
    await page.clock.pauseAt(new Date(await page.evaluate(() => Date.now() + 1000)));
    await page.getByRole('button', { name: 'Ara', exact: true }).click();
    const box = page.getByRole('searchbox', { name: 'Oyun ara' });
    await box.fill('dra');
    await page.clock.runFor(300);
    await box.fill('drag');
    await page.clock.runFor(499);
    expect(searches).toEqual([]);
    await page.clock.runFor(1);
    // The answer's rendering waits on timers of its own: the clock runs on from here.
    await page.clock.resume();
    await page
      .getByRole('region', { name: 'House Slots' })
      .getByRole('button', tile('Dragon Vault'))
      .waitFor();
    expect(searches).toEqual(['drag']);
    expect(await page.getByRole('main').getByRole('button', { name: /oyna$/ }).count()).toBe(1);

    await box.fill('zeus');
    await page.getByText('ile ilgili oyun bulunamadı.').waitFor();
    // The keyword (quoted by its <q>), then searchNotFound.
    expect(await page.locator('.empty-state-title').textContent()).toBe('zeus ile ilgili oyun bulunamadı.');
    expect(await page.locator('.empty-state-title q').textContent()).toBe('zeus');
  });

  test('masterServiceId preselects its provider, then the query is cleared', async () => {
    const page = await openPage(chrome.browser, { baseURL: server.url });
    await page.goto(`/tr/casino?masterServiceId=${HOUSE_SLOTS}`);
    await page.getByRole('button', { name: 'House Slots', pressed: true }).waitFor();
    await expectPath(page, '/tr/casino');
    expect(await page.getByRole('main').getByRole('button', { name: /oyna$/ }).count()).toBe(3);
  });
});

describe('opening a game', () => {
  test('a visitor signs in through the popup and the chosen game then opens in the overlay', async () => {
    const page = await openPage(chrome.browser, { baseURL: server.url });
    await page.goto('/tr/casino');
    await page
      .getByRole('main')
      .getByRole('region', { name: 'House Slots' })
      .getByRole('button', tile('Scatter Gems'))
      .click();
    const popup = page.getByRole('dialog', { name: 'Giriş Yap' });
    await popup.getByLabel('Kullanıcı adı', { exact: true }).fill('demo');
    await popup.getByLabel('Şifre', { exact: true }).fill('demo1234');
    await popup.getByRole('button', { name: 'Giriş Yap' }).click();
    await headerCredit(page).waitFor();

    const overlay = page.getByRole('dialog', { name: 'Oyun' });
    const frame = overlay.locator('iframe');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toMatch(/^\/tr\/play\/scatter-gems\?token=/);
    // The game's parameters are read once, then cleared.
    await expectPath(page, '/tr/casino');
    await overlay.getByRole('button', { name: 'Kapat' }).click();
    await overlay.waitFor({ state: 'hidden' });
  });

  test('a serviceId in the address opens its game for a signed-in player', async () => {
    const page = await openPage(chrome.browser, { baseURL: server.url });
    await page.request.post('/api/login', { data: { userName: 'demo', password: 'demo1234' } });
    await page.goto(`/tr/casino?masterServiceId=${HOUSE_SLOTS}&serviceId=21051638`);
    const frame = page.getByRole('dialog', { name: 'Oyun' }).locator('iframe');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toMatch(/^\/tr\/play\/dragon-vault\?token=/);
  });
});

describe('the TV games screen', () => {
  test('asks a visitor to log in and says there are no games yet', async () => {
    const page = await openPage(chrome.browser, { baseURL: server.url });
    await page.goto('/tr/tvgames');
    await page.getByText('İzlemek ve oynamak için hesabınıza giriş yapın.').waitFor();
    await page.getByText('Henüz TV oyunu yok.').waitFor();
    const frame = await page.locator('.casino-tv').boundingBox();
    expect(frame && Math.round((frame.height / frame.width) * 1000)).toBe(563);
  });
});

describe('the jackpot block', () => {
  test('shows a player the mega, daily and weekly pots on casino games 5, announces a drop and checks it', async () => {
    const { db } = server.database;
    // A mega pot due one kuruş above its seed: the first spin's share (5 %, the most allowed) drops it.
    await saveJackpotRule(
      db,
      'casinoMega',
      { contributionBp: 500, seed: 10_00, mustDropBy: 10_01 },
      new Date(),
    );
    // The casino pots in liras, as the first slot stake starts them.
    for (const jackpot of ['casinoMega', 'casinoDaily', 'casinoWeekly'] as const) {
      await db.transaction(async (tx) => {
        await openCycle(tx, jackpot, await jackpotRule(tx, jackpot), 'TRY', 1, new Date());
      });
    }
    const page = await openPage(chrome.browser, { baseURL: server.url });
    await signInByApi(page, 'demo', 'demo1234', '/tr/casinoGames/5');
    const block = page.getByRole('region', { name: 'Jackpotlar' });
    await block.locator('.jackpot-pot').first().waitFor();
    expect(await block.locator('.jackpot-pot-name').allTextContents()).toEqual([
      'Mega Jackpot',
      'Günlük Jackpot',
      'Haftalık Jackpot',
    ]);
    await block.getByText('Henüz patlayan jackpot yok.').waitFor();
    await screenshot(page, 'casino-jackpots');

    // The player spins an in-house slot once the page watches the jackpots; feeding the stake drops the pot.
    await eventually(
      async () => (server.app.realtime.hub.subscribers(JACKPOT_TOPIC) > 0 ? true : undefined),
      20_000,
      200,
    );
    const opened = await page.request.post('/api/opencas', {
      data: { serviceId: 21051638, masterServiceId: HOUSE_SLOTS },
    });
    const token = new URL((await opened.json()).content.gameurl, server.url).searchParams.get('token');
    const spin = await page.request.post('/house/api/slotSpin', { data: { token, stakePerLine: 100 } });
    expect((await spin.json()).status).toBe('OK');
    const { wins } = await feedJackpots(server.app, db, new Date(Date.now() + SETTLE_LAG_MS));
    expect(wins.map((win) => [win.jackpot, win.winner])).toEqual([['casinoMega', 'de***']]);

    const notice = block.getByRole('status').filter({ hasText: 'kazandı' });
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/^de\*\*\* [\d.,]+ .+ kazandı — Mega Jackpot$/);
    const winner = block.locator('.jackpot-winner').first();
    await winner.getByRole('button', { name: 'Doğrula' }).click();
    await winner.getByText('✓ Patlama özetiyle uyuşuyor.').waitFor();
    await screenshot(page, 'casino-jackpot-drop');
  });
});
