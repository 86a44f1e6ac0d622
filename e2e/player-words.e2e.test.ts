// What only a browser shows of the site's words and layout (spec 000 sections 2.1, 2.3, 2.4; spec 001
// sections 4 and 5): unknown addresses show Home, the left menu's tabs and sport lists, the live
// socket's give-up notice, a new player's greeting, the operator's short-code box, the receipt.

import type { MatchesResponse, PrematchMatch } from '@bet/domain/api/sportsbook';
import { shortCode } from '@bet/domain/betting/short-code';
import { LANGUAGE_CODES } from '@bet/domain/reference/languages';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { buildUser, giveCredit } from '../apps/server/src/test/factories.ts';
import { openPage, useBrowser } from './support/browser.ts';
import { useServer } from './support/server.ts';
import { callApi, eventually, expectHome, expectPath, signInByApi } from './support/steps.ts';

const server = useServer();
const chrome = useBrowser();

const openLeftMenu = async (page: Page) => {
  await page.locator('.header-menu').click();
  await page.getByRole('dialog').locator('.menu-tabs').waitFor();
};

/** Words of the element's text that the layout split over two lines (a hyphen may break a word). */
const brokenWords = (page: Page, selector: string) =>
  page.$$eval(selector, (elements) =>
    elements.flatMap((element) => {
      const text = element.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) return [];
      const words = [...(text.textContent ?? '').matchAll(/[^\s-]+/g)];
      return words
        .filter((word) => {
          const range = document.createRange();
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
        })
        .map((word) => word[0]);
    }),
  );

/** A prematch football match with its home-win odd open. */
const prematchFootball = (): Promise<PrematchMatch> =>
  eventually(async () => {
    const list = await callApi<MatchesResponse>(server.url, 'matches', { sportId: 1, limit: 50 });
    return list.results.find((m) => m.odds.some((g) => g.oddstype === 1 && g.iss === 0));
  }, 60_000);

describe('addresses without a language', () => {
  test.each([
    ['/sports', '/tr/'],
    ['/foo/bar', '/tr/'],
    ['/TR/', '/tr/'],
  ])('%s shows Home at %s, never the API answer', async (address, home) => {
    const page = await openPage(chrome.browser, { baseURL: server.url });
    await page.goto(address);
    await expectPath(page, home);
    await expectHome(page);
  });
});

describe('the left menu', () => {
  test('no tab label breaks inside a word, in any of the 20 languages', async () => {
    const page = await openPage(chrome.browser, { baseURL: server.url });
    const broken: string[] = [];
    for (const lang of LANGUAGE_CODES) {
      await page.goto(`/${lang}/`);
      await openLeftMenu(page);
      broken.push(...(await brokenWords(page, '.menu-tabs .tab > span')).map((w) => `${lang}: ${w}`));
    }
    expect(broken).toEqual([]);
  });

  test('lists the sports with matches and their counts, a starred sport first, kept on reload', async () => {
    const page = await openPage(chrome.browser, { baseURL: server.url });
    await page.goto('/tr/');
    await openLeftMenu(page);
    const menu = page.getByRole('dialog');
    await menu.getByRole('tab', { name: 'Spor' }).click();
    const rows = menu.locator('.menu-sport');
    await rows.first().waitFor();
    const names = await rows.locator('.menu-row > span:nth-child(2)').allTextContents();
    expect(names[0]).toBe('Futbol');
    const counts = (await rows.locator('.menu-count').allTextContents()).map(Number);
    expect(counts.every((n) => n > 0)).toBe(true);
    const last = names.at(-1) ?? '';
    await menu.getByRole('button', { name: `${last} favorilerde` }).click();
    await expect.poll(() => rows.first().locator('.menu-row > span:nth-child(2)').textContent()).toBe(last);
    expect(await page.evaluate(() => localStorage.getItem('sportFavs'))).toContain('"ids":[');
    await page.reload();
    await openLeftMenu(page);
    await page.getByRole('dialog').getByRole('tab', { name: 'Spor' }).click();
    const first = page.getByRole('dialog').locator('.menu-sport').first();
    await expect.poll(() => first.locator('.menu-row > span:nth-child(2)').textContent()).toBe(last);
    expect(await first.getByRole('button').getAttribute('aria-pressed')).toBe('true');
  });
});

describe('the live socket', () => {
  test('tells the player when it gives up, and the notice goes once it connects again', async () => {
    const page = await openPage(chrome.browser, { baseURL: server.url });
    let reachable = false;
    await page.routeWebSocket(/\/ws$/, (socket) => {
      if (reachable) socket.connectToServer();
      else void socket.close();
    });
    await page.goto('/tr/livebets');
    const notice = page.getByRole('alert').filter({ hasText: 'Canlı veri bağlantısı kurulamadı' });
    // Five reconnects a second apart, then the notice.
    await notice.waitFor({ timeout: 30_000 });
    reachable = true;
    await notice.getByRole('button', { name: 'Tekrar dene' }).click();
    await notice.waitFor({ state: 'detached' });
  });
});

describe('a new player', () => {
  test('is greeted as new at the first sign-in and as back at the next', async () => {
    const player = await buildUser(server.database.db, { firstName: 'Ayşe' });
    const first = await openPage(chrome.browser, { baseURL: server.url });
    await signInByApi(first, player.username, player.password);
    await first.getByRole('heading', { level: 1, name: 'Hoş geldiniz, Ayşe' }).waitFor();
    const next = await openPage(chrome.browser, { baseURL: server.url });
    await signInByApi(next, player.username, player.password);
    await next.getByRole('heading', { level: 1, name: 'Tekrar hoş geldiniz, Ayşe' }).waitFor();
  });
});

describe('the operator short-code box on Home (operator_login)', () => {
  afterAll(() => server.updateSiteSettings({ operator_login: 0 }));

  test('is hidden without the setting, asks a visitor to sign in, adds the pick a code names', async () => {
    const page = await openPage(chrome.browser, { baseURL: server.url });
    await page.goto('/tr/');
    await expectHome(page);
    expect(await page.getByRole('heading', { name: 'Kodla Bahis' }).count()).toBe(0);

    await server.updateSiteSettings({ operator_login: 1 });
    await page.reload();
    const box = page.getByRole('region', { name: 'Kodla Bahis' });
    const match = await prematchFootball();
    const home = match.odds.find((g) => g.oddstype === 1)?.odds[0];
    if (!home) throw new Error('no home win');
    const code = shortCode(match.id, 1, '', home.outcomeid);
    await box.getByRole('textbox').fill(code);
    await box.getByRole('button', { name: 'Ekle' }).click();
    await page.getByRole('dialog', { name: 'Giriş Yap' }).waitFor();

    const player = await buildUser(server.database.db);
    await signInByApi(page, player.username, player.password);
    const signedIn = page.getByRole('region', { name: 'Kodla Bahis' });
    await signedIn.getByRole('textbox').fill(code);
    await signedIn.getByRole('button', { name: 'Ekle' }).click();
    await page.getByText(`${match.homeTeam} - ${match.awayTeam}`).first().waitFor();
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (JSON.parse(localStorage.getItem('betslip') ?? '{}') as { state?: { selections?: unknown[] } })
              .state?.selections?.length ?? 0,
        ),
      )
      .toBe(1);
  });
});

describe('the printed receipt', () => {
  test('keeps the odds and the code of each pick apart', async () => {
    const player = await buildUser(server.database.db);
    await giveCredit(server.database.db, player.id, 100_00);
    const page = await openPage(chrome.browser, { baseURL: server.url });
    await signInByApi(page, player.username, player.password);
    const match = await prematchFootball();
    const home = match.odds.find((g) => g.oddstype === 1)?.odds[0];
    if (!home) throw new Error('no home win');
    const tip = { matchId: match.id, oddsType: 1, special: '', outcomeId: home.outcomeid, odd: home.odd };
    const placed = await page.request.post('/api/createCoupon', {
      data: {
        ticketType: 'TK',
        couponType: 0,
        oddChangeOk: 1,
        systemTickets: [],
        combins: 1,
        totalStake: 10,
        ticketStake: 10,
        tips: [{ ...tip, ttype: 'N', banker: 0 }],
      },
    });
    const { ticketId } = (await placed.json()) as { ticketId: string };
    expect(ticketId).toMatch(/^[0-9A-Z]+$/);
    // The receipt's own width: an 80 mm till roll.
    await page.setViewportSize({ width: 302, height: 600 });
    await page.goto(`/api/user/printer/tr/${ticketId}?timezone=Europe/Istanbul`);
    const gaps = await page.$$eval('table.picks tbody tr', (rows) =>
      rows.map((row) => {
        const edge = (cell: Element | null, side: 'left' | 'right') => {
          const range = document.createRange();
          range.selectNodeContents(cell ?? document.body);
          return range.getBoundingClientRect()[side];
        };
        return edge(row.children[3] ?? null, 'left') - edge(row.children[2] ?? null, 'right');
      }),
    );
    expect(gaps.length).toBe(1);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(6);
  });
});
