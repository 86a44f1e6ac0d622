// One slip per browser (spec 001 section 3: the slip is kept in browser storage): a player with the
// site open in two tabs sees the same picks in both, so the tab that places never places picks
// the other tab removed, nor misses the ones it added.
import type { MatchesResponse, PrematchMatch } from '@bet/domain/api/sportsbook';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { openPage, useBrowser } from './support/browser.ts';
import { useServer } from './support/server.ts';
import { callApi, eventually, signInByApi } from './support/steps.ts';

const server = useServer();
const chrome = useBrowser();

const HOUR = 3_600_000;

/** Three football matches of one league, an hour or more ahead, with their 1X2 market open. */
const threeOfOneLeague = (): Promise<PrematchMatch[]> =>
  eventually(async () => {
    const list = await callApi<MatchesResponse>(server.url, 'matches', { sportId: 1, limit: 150 });
    const open = list.results.filter(
      (m) => Date.parse(m.matchDate) > Date.now() + HOUR && m.odds.some((g) => g.oddstype === 1),
    );
    const league = open.find((m) => open.filter((o) => o.tournamentId === m.tournamentId).length >= 3);
    const picked = open.filter((m) => m.tournamentId === league?.tournamentId).slice(0, 3);
    return picked.length === 3 ? picked : undefined;
  }, 60_000);

/** The picks the right-hand slip lists. */
const slipPicks = (page: Page) =>
  page.getByRole('list', { name: 'Kupondaki seçimler' }).getByRole('listitem');

const pickHomeWin = async (page: Page, match: PrematchMatch): Promise<void> => {
  const row = page.getByRole('main').getByRole('article', { name: `${match.homeTeam} - ${match.awayTeam}` });
  await row.locator('.odd-button:not(.is-disabled)').first().click();
  await row.locator('.odd-button.is-selected').waitFor();
};

describe('the slip in two tabs', () => {
  test('a pick added or removed in one tab shows in the other', async () => {
    const [first, second, third] = await threeOfOneLeague();
    if (!first || !second || !third) throw new Error('no league with three matches');
    const league = `/tr/sports?sid=1&cid=${first.categoryId}&tid=${first.tournamentId}`;
    const one = await openPage(chrome.browser, { baseURL: server.url, device: 'desktop' });
    await signInByApi(one, 'demo', 'demo1234', league);
    await pickHomeWin(one, first);
    await pickHomeWin(one, second);

    const two = await one.context().newPage();
    await two.goto(league);
    await expect.poll(() => slipPicks(two).count()).toBe(2);

    // The second tab adds a pick: the first tab's slip lists it too.
    await pickHomeWin(two, third);
    await expect.poll(() => slipPicks(one).count()).toBe(3);

    // The first tab removes one: the second tab's slip drops it.
    await one.getByRole('button', { name: `${first.homeTeam} - ${first.awayTeam} seçimini kaldır` }).click();
    await expect.poll(() => slipPicks(two).count()).toBe(2);
  });
});
