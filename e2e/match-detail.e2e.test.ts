// A visitor opens a match's markets (spec 001 section 2, Match detail): the list with its first 10
// markets open, a filter chip, the next match; a live match's score header; the tracker of a
// football match in play with its events so far; and a live pick the slip keeps current on any page.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { openPage, useBrowser } from './support/browser.ts';
import { startClockBeforeKickOff } from './support/feed-clock.ts';
import { useServer } from './support/server.ts';
import { callApi, settle, signInByApi } from './support/steps.ts';

// The server's clock starts just before a football kick-off, so a match plays (at 60 times
// speed, in about two minutes) during the run.
const kickOff = startClockBeforeKickOff();

const server = useServer();
const chrome = useBrowser();

type Listed = { id: number; homeTeam: string; awayTeam: string; matchDate: string };
type LiveListed = { matchid: number; sportId: number; Home: string; Away: string; matchstatus: string };

const call = <T>(name: string, payload: Record<string, unknown>) => callApi<T>(server.url, name, payload);

/** The feed's prematch football list, once its fixtures are in. */
async function prematchFootball(): Promise<Listed[]> {
  let results: Listed[] = [];
  await expect
    .poll(
      async () => {
        results = (await call<{ results: Listed[] }>('matches', { sportId: 1, limit: 1000 })).results;
        return results.length;
      },
      { timeout: 90_000, interval: 1000 },
    )
    .toBeGreaterThan(2);
  return results;
}

/**
 * A match of the live page: one in play when the feed has one now, else the next to kick off
 * (at the e2e speed a match is in play for a few minutes only).
 */
async function liveListMatch(): Promise<LiveListed> {
  let matches: LiveListed[] = [];
  await expect
    .poll(
      async () => {
        matches = (await call<{ matches: LiveListed[] }>('lives3', { order: 1 })).matches;
        return matches.length;
      },
      { timeout: 90_000, interval: 1000 },
    )
    .toBeGreaterThan(0);
  return matches.find((m) => m.matchstatus !== 'not_started') ?? (matches[0] as LiveListed);
}

type MatchEvent = { type: string; team: string; minute: number };

/** The football match kicking off at `kickOff`, once it is in play and has had a goal, card or corner. */
async function footballInPlay(): Promise<LiveListed> {
  let match: LiveListed | undefined;
  await expect
    .poll(
      async () => {
        const { matches } = await call<{ matches: (LiveListed & { matchDate: string })[] }>('lives3', {
          sportId: 1,
          order: 1,
        });
        match = matches.find((m) => Date.parse(m.matchDate) === kickOff && m.matchstatus !== 'not_started');
        if (!match) return false;
        const { events } = await call<{ events: MatchEvent[] }>('matchEvents', { matchId: match.matchid });
        return events.some((e) => e.team !== '');
      },
      { timeout: 90_000, interval: 1000 },
    )
    .toBe(true);
  return match as LiveListed;
}

const markets = (page: Page) => page.getByRole('region', { name: 'Bahisler' });
const openTitles = (page: Page) => markets(page).getByRole('button', { expanded: true });
const chip = (page: Page, name: string) =>
  markets(page).getByRole('group', { name: 'Bahis grupları' }).getByRole('button', { name, exact: true });
const homeTeam = (page: Page) => page.getByTestId('team-home');

// First in the file: the match plays for about two minutes from the start of the run.
describe('a football match in play', () => {
  let match: LiveListed;

  test('its tracker shows on its own, with the events so far, and follows new ones', async () => {
    match = await footballInPlay();
    const page = await openPage(chrome.browser, { baseURL: server.url });
    await page.goto(`/tr/tracker/${match.matchid}`);
    const timeline = page.getByRole('list', { name: 'Maç olayları' });
    await timeline.waitFor();
    // Framed pages show without the site's header, menus and footer.
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Ana gezinme' }).count()).toBe(0);

    // The match's whole history so far: the kick-off and a play with its minute.
    await timeline.getByRole('listitem').filter({ hasText: 'Maç başladı' }).waitFor();
    const items = timeline.getByRole('listitem');
    expect(
      await items.filter({ hasText: /^\d+'(Gol|Sarı kart|Kırmızı kart|Korner) · / }).count(),
    ).toBeGreaterThan(0);

    // While the page stays open, the next events (plays, half-time) join the timeline.
    const before = await items.count();
    await expect.poll(() => items.count(), { timeout: 60_000, interval: 500 }).toBeGreaterThan(before);
  });

  test('a live pick stays on the slip after a reload and follows its match from any page', async () => {
    match ??= await footballInPlay();
    const page = await openPage(chrome.browser, { baseURL: server.url });
    await page.goto(`/tr/matchdetail/${match.matchid}?ttype=L&sid=1`);
    await settle(page);
    // Live odds stop for a moment after each event: pick one that is open.
    const stored = () => page.evaluate(() => localStorage.getItem('betslip') ?? '');
    await expect
      .poll(
        async () => {
          await markets(page).locator('.odd-button:not(.is-disabled)').first().click();
          return (await stored()).includes(`"m":${match.matchid}`);
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(true);

    // A page without any live list: the floating counter has the pick from the start.
    await page.goto('/tr/others');
    const counter = page.getByRole('link', { name: /Kuponu Aç/ });
    await counter.waitFor();
    expect(await counter.locator('.badge').textContent()).toBe('1');

    // The slip follows the match on the socket: the picked odd moves (unless the match ends first)...
    const pickedOdd = async () =>
      (JSON.parse(await stored()) as { state: { selections: { odd: number }[] } }).state.selections[0]?.odd;
    const first = await pickedOdd();
    await expect.poll(pickedOdd, { timeout: 60_000, interval: 500 }).not.toBe(first);
    // ...and when the match finishes, its pick leaves the slip.
    await expect.poll(stored, { timeout: 110_000, interval: 1000 }).not.toContain(`"m":${match.matchid}`);
    await counter.waitFor({ state: 'detached' });
  }, 180_000);
});

describe('match detail', () => {
  test('a prematch match: markets, a filter chip and the next match', async () => {
    const list = await prematchFootball();
    // One with a match before it that kicks off well after the test (a kick-off turns the page live).
    const later = Date.now() + 30 * 60_000;
    const first = list.find((m, i) => i > 0 && Date.parse(m.matchDate) > later) as Listed;
    const page = await openPage(chrome.browser, { baseURL: server.url });
    await page.goto(`/tr/matchdetail/${first.id}?ttype=N&sid=1`);
    await settle(page);
    await expect.poll(() => homeTeam(page).textContent()).toBe(first.homeTeam);

    // The first 10 markets open on load, the rest closed.
    await expect.poll(() => openTitles(page).count()).toBe(10);
    expect(await markets(page).getByRole('button', { expanded: false }).count()).toBeGreaterThan(0);

    // A tap on a title folds that market.
    const result = markets(page).getByRole('button', { name: 'Maç Sonucu', exact: true });
    await result.click();
    await expect.poll(() => result.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => openTitles(page).count()).toBe(9);

    // The goals chip shows the goal markets only.
    await chip(page, 'Goller').click();
    await expect.poll(() => result.count()).toBe(0);
    await markets(page).getByRole('button', { name: 'Karşılıklı Gol', exact: true }).waitFor();
    await chip(page, 'Tümü').click();
    await result.waitFor();

    // Next goes to the following match of the same list, keeping the query.
    await page.getByRole('link', { name: 'Sonraki maç' }).click();
    await expect.poll(() => new URL(page.url()).pathname).not.toBe(`/tr/matchdetail/${first.id}`);
    const url = new URL(page.url());
    const nextId = Number(url.pathname.split('/').pop());
    expect(url.searchParams.get('ttype')).toBe('N');
    expect(url.searchParams.get('sid')).toBe('1');
    const next = list.find((m) => m.id === nextId);
    expect(next).toBeDefined();
    expect(Date.parse(next?.matchDate ?? '')).toBeGreaterThanOrEqual(Date.parse(first.matchDate));
    const { match } = await call<{ match: { homeTeam: string } }>('odds', { matchId: nextId });
    await expect.poll(() => homeTeam(page).textContent()).toBe(match.homeTeam);

    // And previous comes back.
    await page.getByRole('link', { name: 'Önceki maç' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/tr/matchdetail/${first.id}`);
    await expect.poll(() => homeTeam(page).textContent()).toBe(first.homeTeam);
  });

  test('a match of the live page shows its score header', async () => {
    const live = await liveListMatch();
    const page = await openPage(chrome.browser, { baseURL: server.url });
    await page.goto(`/tr/matchdetail/${live.matchid}?ttype=L&sid=${live.sportId}`);
    await settle(page);
    const header = page.getByRole('region', { name: 'Skor tablosu' });
    await header.waitFor();
    await expect.poll(() => homeTeam(page).textContent()).toBe(live.Home);
    expect(await page.getByTestId('team-away').textContent()).toBe(live.Away);
    // In play the score, before kick-off the kick-off time (the match may kick off meanwhile).
    const centre = header.getByRole('status', { name: 'Skor' }).or(header.getByText(/^\d\d:\d\d$/));
    expect(await centre.first().textContent()).toMatch(/^\d+:\d+$/);
  });

  describe('with TV on the site', () => {
    afterAll(() => server.updateSiteSettings({ tv_access: 0 }));

    test('the TV tab asks a visitor to sign in and shows the stream to a player', async () => {
      const [, match] = await prematchFootball();
      const id = (match as Listed).id;
      await server.updateSiteSettings({ tv_access: 1 });
      await server.database.withConnection((c) =>
        c.query('insert into tv_streams (match_id, url) values ($1, $2)', [id, 'about:blank']),
      );
      // The server keeps its TV list for a few seconds.
      await expect
        .poll(async () => (await call<{ data: { matchIds: number[] } }>('tvList', {})).data.matchIds, {
          timeout: 30_000,
        })
        .toContain(id);

      const visitor = await openPage(chrome.browser, { baseURL: server.url });
      await visitor.goto(`/tr/matchdetail/${id}?ttype=N&sid=1`);
      await visitor.getByRole('button', { name: 'Canlı Yayın' }).click();
      await visitor.getByText('Canlı yayını izlemek için hesabınıza giriş yapın.').waitFor();

      const player = await openPage(chrome.browser, { baseURL: server.url });
      await signInByApi(player, 'demo', 'demo1234', `/tr/matchdetail/${id}?ttype=N&sid=1`);
      await player.getByRole('button', { name: 'Canlı Yayın' }).click();
      const stream = player.locator('iframe[title="Canlı yayın"]');
      await stream.waitFor();
      expect(await stream.getAttribute('src')).toBe('about:blank');
    });
  });

  test('an unknown match says so', async () => {
    const page = await openPage(chrome.browser, { baseURL: server.url });
    await page.goto('/tr/matchdetail/999999999?ttype=N&sid=1');
    await page.getByText('Maç bulunamadı.').waitFor();
  });
});
