// A visitor browses the prematch sportsbook and the results (spec 001 section 2: Prematch browser, Results).

import type { ResultsResponse } from '@bet/domain/api/match-stats';
import type { MatchesResponse, PrematchMatch } from '@bet/domain/api/sportsbook';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { openPage, useBrowser } from './support/browser.ts';
import { useServer } from './support/server.ts';
import { callApi, eventually, expectPath, pathOf } from './support/steps.ts';

const server = useServer();
const chrome = useBrowser();

const call = <T>(name: string, payload: Record<string, unknown>) => callApi<T>(server.url, name, payload);

/** Some football match the feed has scheduled (the feed fills the catalogue shortly after the start). */
const someFootballMatch = () =>
  eventually(
    async () => (await call<MatchesResponse>('matches', { sportId: 1, limit: 1 })).results[0],
    60_000,
  );

/** The match rows on the page: each an article named "home - away" with its prices. */
const matchRows = (page: Page) => page.getByRole('main').getByRole('article');

/** Opens the first country of the list, then its first league; returns the league's button. */
async function openFirstLeague(page: Page) {
  const main = page.getByRole('main');
  const country = main.locator('.pm-row-country').first();
  await country.click();
  await expect.poll(() => country.getAttribute('aria-expanded')).toBe('true');
  const league = main.locator('.pm-row-league').first();
  await league.click();
  await expect.poll(() => league.getAttribute('aria-expanded')).toBe('true');
  return league;
}

describe('the prematch browser', () => {
  let match: PrematchMatch;
  beforeAll(async () => {
    match = await someFootballMatch();
  }, 90_000);

  test('sport tabs, a country, a league and match rows with odds', async () => {
    const page = await openPage(chrome.browser, { baseURL: server.url });
    await page.goto('/tr/sports');
    const tabs = page.getByRole('tablist', { name: 'Sporlar' });
    const basketball = tabs.getByRole('tab', { name: /^Basketbol/ });
    await basketball.click();
    await expect.poll(() => basketball.getAttribute('aria-selected')).toBe('true');
    await openFirstLeague(page);
    const row = matchRows(page).first();
    await row.waitFor();
    // Basketball's first column is the winner market: two prices such as 1.85.
    const prices = row.getByRole('button', { pressed: false });
    await expect.poll(() => prices.count()).toBeGreaterThanOrEqual(2);
    expect(await row.textContent()).toMatch(/\d+\.\d{2}/);
  });

  test('a time chip and the search narrow the list', async () => {
    const page = await openPage(chrome.browser, { baseURL: server.url });
    await page.goto('/tr/sports');
    const chips = page.getByRole('group', { name: 'Zaman aralığı' });
    const sixHours = chips.getByRole('button', { name: '6 Saat' });
    await sixHours.click();
    await expect.poll(() => sixHours.getAttribute('aria-pressed')).toBe('true');
    // Within six hours there may be matches or none: either the countries or the no-match text shows.
    const main = page.getByRole('main');
    await main
      .locator('.pm-row-country')
      .first()
      .or(main.getByText('Seçtiğiniz kriterlere uygun maç bulunamadı.'))
      .waitFor();

    await chips.getByRole('button', { name: 'Tümü' }).click();
    await page.getByRole('tab', { name: /^Futbol/ }).click();
    await page.getByRole('searchbox', { name: 'Maç ara' }).fill(match.homeTeam);
    await main.getByText(`“${match.homeTeam}” için bulunan maç:`, { exact: false }).waitFor();
    // Longer than three characters: the countries open by themselves and show the team's match.
    await matchRows(page).filter({ hasText: match.homeTeam }).first().waitFor();
  });

  test('a deep link opens its country and league, then leaves the address', async () => {
    const page = await openPage(chrome.browser, { baseURL: server.url });
    await page.goto(`/tr/sports?sid=1&cid=${match.categoryId}&tid=${match.tournamentId}`);
    const league = page.locator(`#pm-league-${match.tournamentId} > button`);
    await expect.poll(() => league.getAttribute('aria-expanded')).toBe('true');
    await expect
      .poll(() => page.locator(`#pm-country-${match.categoryId} > button`).getAttribute('aria-expanded'))
      .toBe('true');
    await page.locator(`#pm-league-${match.tournamentId}`).getByRole('article').first().waitFor();
    await expectPath(page, '/tr/sports');
  });

  test('a match row leads to its detail with the list it came from', async () => {
    const page = await openPage(chrome.browser, { baseURL: server.url });
    await page.goto(`/tr/sports?sid=1&cid=${match.categoryId}&tid=${match.tournamentId}&goto=${match.id}`);
    const row = page.locator(`#pm-match-${match.id}`);
    await row.waitFor();
    const href = await row
      .getByRole('link', { name: `${match.homeTeam} - ${match.awayTeam}` })
      .first()
      .getAttribute('href');
    expect(href).toBe(
      `/tr/matchdetail/${match.id}?sid=1&ttype=N&tid=${match.tournamentId}&cid=${match.categoryId}`,
    );
    await expect.poll(() => pathOf(page)).toBe('/tr/sports');
  });
});

describe('the results page', () => {
  test('lists decided matches once the fast feed has finished some', async () => {
    // At 60 times speed the first matches end within a couple of minutes of the start.
    const decided = await eventually(
      async () => (await call<ResultsResponse>('matchResults', {})).results[0],
      150_000,
      3000,
    );
    const page = await openPage(chrome.browser, { baseURL: server.url, device: 'desktop' });
    await page.goto('/tr/results');
    const table = page.getByRole('table');
    const row = table.getByRole('row').filter({ hasText: decided.home }).first();
    await row.waitFor();
    expect(await row.textContent()).toContain(decided.away);
    await row.getByRole('button', { name: `${decided.home} - ${decided.away} maç ayrıntıları` }).click();
    const details = page.getByRole('dialog', { name: `${decided.home} - ${decided.away}` });
    await details.getByText('Maç Sonucu').waitFor();
  }, 200_000);

  test('a page past the last result shows the no-result text on a phone', async () => {
    const page = await openPage(chrome.browser, { baseURL: server.url });
    await page.goto('/tr/results?sid=3&page=999');
    await page.getByRole('main').getByText('Sonuç bulunamadı.').waitFor();
  });
});
