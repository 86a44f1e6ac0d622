// Betting as a player does it on the site: a prematch match to bet on, its home win picked on the
// prematch page, and the slip placed with a quick stake.
import type { MatchesResponse, PrematchMatch } from '@bet/domain/api/sportsbook';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { callApi, eventually } from './steps.ts';

/** A football match that kicks off after `after`, with its 1X2 market open. */
export const prematchFootball = (serverUrl: string, after: number): Promise<PrematchMatch> =>
  eventually(async () => {
    const list = await callApi<MatchesResponse>(serverUrl, 'matches', { sportId: 1, limit: 150 });
    return list.results.find((m) => Date.parse(m.matchDate) > after && m.odds.some((g) => g.oddstype === 1));
  }, 60_000);

/** Opens the match's league on the prematch page and picks its home win. */
export async function pickPrematchHomeWin(page: Page, match: PrematchMatch): Promise<void> {
  await page.goto(`/tr/sports?sid=1&cid=${match.categoryId}&tid=${match.tournamentId}`);
  const row = page.getByRole('main').getByRole('article', { name: `${match.homeTeam} - ${match.awayTeam}` });
  await row.locator('.odd-button:not(.is-disabled)').first().click();
  await row.locator('.odd-button.is-selected').waitFor();
}

/** Places what is on the slip with a quick stake of 10; returns the ticket id. */
export async function placeSlip(page: Page): Promise<string> {
  await page.getByRole('button', { name: /^10[,.]00.* ekle$/ }).click();
  await page.getByRole('button', { name: 'Kupon yap' }).click();
  const placed = page.getByText(/numaralı kuponunuz oluşturuldu/);
  // A refusal shows in the notice dialog: fail with what it says.
  const refusal = page
    .getByRole('dialog')
    .getByRole('status')
    .or(page.getByRole('dialog').getByRole('alert'));
  await placed.or(refusal).first().waitFor({ timeout: 60_000 });
  if (!(await placed.isVisible())) throw new Error(`refused: ${await refusal.first().textContent()}`);
  const ticketId = (await placed.textContent())?.split(' ')[0] ?? '';
  expect(ticketId).toMatch(/^[0-9A-Z]{10}$/);
  return ticketId;
}
