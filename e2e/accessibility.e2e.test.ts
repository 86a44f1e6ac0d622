// No serious or critical axe violations on the screens every player meets first and on the sportsbook's pages.
import type { MatchesResponse, PrematchMatch } from '@bet/domain/api/sportsbook';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { describeViolations, seriousViolations } from './support/axe.ts';
import { type Device, openPage, STEP_TIMEOUT, useBrowser } from './support/browser.ts';
import { useServer } from './support/server.ts';
import { settle, signInByApi } from './support/steps.ts';

const server = useServer();
const chrome = useBrowser();

async function expectNoSeriousViolations(
  page: Page,
  ready: (page: Page) => Promise<void> = settle,
): Promise<void> {
  await ready(page);
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

/** A football match of the feed's catalogue (it fills shortly after the server starts). */
async function someFootballMatch(page: Page): Promise<PrematchMatch> {
  let match: PrematchMatch | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.post('/api/matches', { data: { sportId: 1, limit: 1 } });
        match = ((await response.json()) as MatchesResponse).results[0];
        return match !== undefined;
      },
      { timeout: 60_000, interval: 1000 },
    )
    .toBe(true);
  return match as PrematchMatch;
}

/** What a page needs on screen before it is checked: match rows wherever the page lists matches. */
const ready: Record<string, (page: Page) => Promise<void>> = {
  // Home's match rows load when their block scrolls into view.
  '/tr/': async (page) => {
    const rows = page.getByRole('main').getByRole('article');
    for (let i = 0; i < 20 && (await rows.count()) === 0; i++) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(250);
    }
    await rows.first().waitFor({ timeout: 60_000 });
  },
  '/tr/sports': async (page) => {
    const main = page.getByRole('main');
    await main.locator('.pm-row-country').first().click();
    await main.locator('.pm-row-league').first().click();
    await main.getByRole('article').first().waitFor();
  },
  '/tr/uphigh?act=2': (page) => {
    const main = page.getByRole('main');
    const none = main.getByText('Seçtiğiniz kriterlere uygun maç bulunamadı.');
    return main.getByRole('article').or(none).first().waitFor();
  },
  '/tr/livebets': (page) => page.getByRole('navigation', { name: 'Sporlar' }).waitFor(),
  '/tr/favorites': (page) => page.getByRole('heading', { level: 1 }).waitFor(),
  '/tr/results': (page) => page.getByRole('group', { name: 'Spora göre' }).waitFor(),
};

describe('accessibility (axe, WCAG 2.1 AA)', () => {
  for (const path of ['/tr/firstlogin', '/tr/register']) {
    test(`visitor: ${path}`, async () => {
      const page = await openPage(chrome.browser, { baseURL: server.url });
      await page.goto(path);
      // The register form's security check is checked too, once the browser has solved it. Its
      // solver's worker requests can keep the network from ever looking idle, so that is not awaited.
      const solved = (p: Page) =>
        p.getByRole('status').filter({ hasText: 'Doğrulandı' }).waitFor({ state: 'attached' });
      await expectNoSeriousViolations(page, path === '/tr/register' ? solved : settle);
    });
  }

  test('signed in: /tr/myAccount', async () => {
    const page = await openPage(chrome.browser, { baseURL: server.url });
    await signInByApi(page, 'demo', 'demo1234', '/tr/myAccount');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoSeriousViolations(page);
  });

  for (const device of ['phone', 'desktop'] satisfies Device[]) {
    for (const [path, shown] of Object.entries(ready)) {
      test(`sportsbook, ${device}: ${path}`, async () => {
        const page = await openPage(chrome.browser, { baseURL: server.url, device });
        await page.goto(path);
        await shown(page);
        await expectNoSeriousViolations(page);
      });
    }

    test(`sportsbook, ${device}: a match detail`, async () => {
      const page = await openPage(chrome.browser, { baseURL: server.url, device });
      const match = await someFootballMatch(page);
      await page.goto(
        `/tr/matchdetail/${match.id}?sid=1&ttype=N&tid=${match.tournamentId}&cid=${match.categoryId}`,
      );
      const markets = page.getByRole('region', { name: 'Bahisler' });
      await markets.getByRole('button', { pressed: false }).first().waitFor({ timeout: STEP_TIMEOUT });
      await expectNoSeriousViolations(page);
    });
  }
});
