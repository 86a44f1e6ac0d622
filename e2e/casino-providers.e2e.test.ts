// An outside game provider plugged in from the back office, as an operator and the provider do it:
// the admin registers it and copies its secret, adds its company and games, finds one by searching
// the company's games, and lists a game; a player taps it on the Slots screen and lands on the
// provider's page with a launch token; the provider's signed wallet calls move the player's credit;
// a rotated secret retires the old one; a suspension takes the games off the player's screen and
// stops new bets until it is lifted.
import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { describeViolations, seriousViolations } from './support/axe.ts';
import { openPage, screenshot, useBrowser } from './support/browser.ts';
import { useServer } from './support/server.ts';
import { officeSignIn, signInByApi } from './support/steps.ts';

const server = useServer();
const chrome = useBrowser();

const PROVIDER_HOST = 'https://games.provider.test';

/** A wallet call as the provider's server makes it: the raw body signed with its secret. */
async function walletCall(name: string, body: Record<string, unknown>, secret: string) {
  const raw = JSON.stringify(body);
  const response = await fetch(`${server.url}/api/casino/wallet/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-signature': createHmac('sha256', secret).update(raw).digest('hex'),
    },
    body: raw,
  });
  return (await response.json()) as { status: string; balance?: number };
}

/** Reads the secret the dialog shows once, and closes it. */
async function takeSecret(office: Page): Promise<string> {
  const dialog = office.getByRole('dialog');
  const secret = (await dialog.locator('.copy-field-value').textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Kopyaladım' }).click();
  await dialog.waitFor({ state: 'hidden' });
  return secret;
}

describe('an outside game provider', () => {
  test('is registered in the office, its game opens for a player, and its signed calls move credit', async () => {
    const office = await openPage(chrome.browser, { baseURL: server.url, device: 'desktop' });
    await officeSignIn(office);
    await office.getByRole('navigation').getByRole('link', { name: 'Oyun sağlayıcıları' }).click();
    await office.getByRole('region', { name: 'In-house games' }).waitFor();

    await office.getByRole('button', { name: 'Sağlayıcı ekle' }).click();
    const form = office.getByRole('dialog');
    await form.getByLabel('Sağlayıcı kodu').fill('e2e-studio');
    await form.getByLabel('Ad', { exact: true }).fill('E2E Studio');
    await form.getByLabel('Açılış adresi').fill(`${PROVIDER_HOST}/play?game={game}&token={token}`);
    await form.getByRole('button', { name: 'Ekle', exact: true }).click();
    await form.locator('.copy-field-value').waitFor();
    await screenshot(office, 'casino-provider-secret');
    const inDialog = await seriousViolations(office);
    expect(inDialog, describeViolations(inDialog)).toEqual([]);
    const secret = await takeSecret(office);
    expect(secret).toMatch(/^[\w-]{40,}$/);

    const card = office.getByRole('region', { name: 'E2E Studio' });
    await card.getByRole('button', { name: 'Firma ekle' }).click();
    await form.getByLabel('Firma adı').fill('E2E Slots');
    await form.getByLabel('Bahis aralığı').fill('1 - 100 TL');
    await form.getByRole('button', { name: 'Firma ekle' }).click();
    await form.waitFor({ state: 'hidden' });
    await card.getByRole('button', { name: 'E2E Slots firmasına oyun ekle' }).click();
    await form.getByLabel('Oyun adı').fill('Lucky E2E');
    await form.getByLabel('Oyun kodu').fill('lucky-e2e');
    await form.getByRole('button', { name: 'Oyun ekle' }).click();
    await form.waitFor({ state: 'hidden' });
    // The company shows how many games it has; its games open as a paged, searchable list.
    await card.getByText('Slotlar · 1 - 100 TL · 1 oyun').waitFor();
    await card.getByRole('button', { name: 'E2E Slots oyunları' }).click();
    const games = card.getByRole('table', { name: 'E2E Slots oyunları' });
    await games
      .getByRole('row', { name: /Lucky E2E/ })
      .getByText('lucky-e2e')
      .waitFor();
    // The rest of the provider's list is pasted in one go; a code already there is left alone.
    await card.getByRole('button', { name: 'E2E Slots firmasına oyun listesi aktar' }).click();
    await form
      .getByLabel('Oyunlar, her satırda bir oyun')
      .fill('e2e-alpha;Alpha\ne2e-beta\tBeta\t1\nlucky-e2e;Lucky again');
    await form.getByRole('button', { name: 'Aktar' }).click();
    await form.getByRole('status').getByText('2 oyun eklendi; 1 oyun zaten vardı.').waitFor();
    await form.getByRole('button', { name: 'Kapat' }).last().click();
    await form.waitFor({ state: 'hidden' });
    await card.getByText('Slotlar · 1 - 100 TL · 3 oyun').waitFor();
    // A search finds an imported game by a part of its code, in any case.
    await card.getByLabel('Oyun ara').fill('E2E-BE');
    await games.getByRole('row', { name: /Beta/ }).getByText('Katman içinde').waitFor();
    await expect.poll(() => games.getByRole('row').count()).toBe(2);
    await card.getByText('1 kayıt').waitFor();
    await screenshot(office, 'casino-providers-desktop', { fullPage: true });

    // A new game starts unlisted: the site lists its company and the game.
    await office.getByRole('navigation').getByRole('link', { name: 'Casino oyunları' }).click();
    const listing = office.getByRole('region', { name: /E2E Slots/ });
    // The boxes show the server's answer, so they turn on once it comes.
    await listing.getByRole('checkbox', { name: 'Listede', exact: true }).click();
    await expect
      .poll(() => listing.getByRole('checkbox', { name: 'Listede', exact: true }).isChecked())
      .toBe(true);
    // Its games open a page at a time, found by a part of their name.
    await listing.getByRole('button', { name: 'E2E Slots oyunları' }).click();
    await listing.getByLabel('Oyun ara').fill('lucky');
    await expect.poll(() => listing.getByRole('row').count()).toBe(2);
    await listing.getByRole('checkbox', { name: 'Lucky E2E listede' }).click();
    await expect
      .poll(() => listing.getByRole('checkbox', { name: 'Lucky E2E listede' }).isChecked())
      .toBe(true);
    await listing.getByText('1/3 oyun listede').waitFor();
    await screenshot(office, 'casino-listing-desktop');
    const onListing = await seriousViolations(office);
    expect(onListing, describeViolations(onListing)).toEqual([]);

    // The player taps the game and lands on the provider's page with a launch token.
    const player = await openPage(chrome.browser, { baseURL: server.url, device: 'phone' });
    await player.route(`${PROVIDER_HOST}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Provider</title><h1>Lucky E2E</h1>',
      }),
    );
    await signInByApi(player, 'demo', 'demo1234', '/tr/casino');
    await player
      .getByRole('main')
      .getByRole('region', { name: 'E2E Slots' })
      .getByRole('button', { name: 'Lucky E2E oyna', exact: true })
      .click();
    await player.waitForURL(`${PROVIDER_HOST}/**`);
    const launch = new URL(player.url());
    expect(launch.searchParams.get('game')).toBe('lucky-e2e');
    const token = launch.searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThan(20);

    const session = { providerId: 'e2e-studio', token, currency: 'TRY' };
    const start = await walletCall('balance', session, secret);
    expect(start.status).toBe('OK');
    const before = start.balance ?? 0;
    expect(
      await walletCall(
        'bet',
        { ...session, transactionId: 'e2e-b1', roundId: 'e2e-r1', amount: 1_000 },
        secret,
      ),
    ).toMatchObject({ status: 'OK', balance: before - 1_000 });
    const win = {
      ...session,
      transactionId: 'e2e-w1',
      roundId: 'e2e-r1',
      betTransactionId: 'e2e-b1',
      amount: 2_550,
    };
    expect(await walletCall('win', win, secret)).toMatchObject({ status: 'OK', balance: before + 1_550 });
    // The provider's retry of the same win pays nothing more, and the player's credit agrees.
    expect(await walletCall('win', win, secret)).toMatchObject({ status: 'OK', balance: before + 1_550 });
    const credit = await (await player.request.post('/api/getUserData', { data: {} })).json();
    expect(Math.round(credit.credit * 100)).toBe(before + 1_550);

    // Rotating the secret retires the old one at once.
    await office.getByRole('navigation').getByRole('link', { name: 'Oyun sağlayıcıları' }).click();
    await card.getByRole('button', { name: 'Anahtarı yenile' }).click();
    await office.getByRole('dialog').getByRole('button', { name: 'Anahtarı yenile' }).click();
    const fresh = await takeSecret(office);
    expect(fresh).not.toBe(secret);
    expect((await walletCall('balance', session, secret)).status).toBe('INVALID_SIGNATURE');
    expect(await walletCall('balance', session, fresh)).toMatchObject({
      status: 'OK',
      balance: before + 1_550,
    });

    // Suspended: the player's Slots screen no longer shows the company, and a new bet is refused.
    const slotsCompany = player.getByRole('main').getByRole('region', { name: 'E2E Slots' });
    await player.goto('/tr/casino');
    await slotsCompany.waitFor();
    await card.getByRole('button', { name: 'Askıya al' }).click();
    await office.getByRole('dialog').getByRole('button', { name: 'Askıya al' }).click();
    await office.getByRole('dialog').waitFor({ state: 'hidden' });
    await card.getByText('Askıda', { exact: true }).waitFor();
    await screenshot(office, 'casino-provider-suspended');
    await player.reload();
    await player.getByRole('main').getByRole('region', { name: 'House Slots' }).waitFor();
    expect(await slotsCompany.count()).toBe(0);
    const nextBet = { ...session, transactionId: 'e2e-b2', roundId: 'e2e-r2', amount: 500 };
    expect(await walletCall('bet', nextBet, fresh)).toEqual({ status: 'GAME_UNAVAILABLE' });
    // Lifted: back on the screen and taking bets.
    await card.getByRole('button', { name: 'Askıyı kaldır' }).click();
    await card.getByRole('button', { name: 'Askıya al' }).waitFor();
    await player.reload();
    await slotsCompany.waitFor();
    expect(await walletCall('bet', nextBet, fresh)).toMatchObject({ status: 'OK', balance: before + 1_050 });

    const phone = await openPage(chrome.browser, { baseURL: server.url, device: 'phone' });
    await officeSignIn(phone);
    await phone.goto('/admin/casino-providers');
    const phoneCard = phone.getByRole('region', { name: 'E2E Studio' });
    await phoneCard.getByRole('button', { name: 'E2E Slots oyunları' }).click();
    await phoneCard.getByLabel('Oyun ara').fill('alpha');
    await phoneCard.getByText('1 kayıt').waitFor();
    await phoneCard.getByRole('row', { name: /Alpha/ }).waitFor();
    await screenshot(phone, 'casino-providers-phone', { fullPage: true });
    await phone.goto('/admin/casino');
    const phoneListing = phone.getByRole('region', { name: /E2E Slots/ });
    await phoneListing.getByRole('button', { name: 'E2E Slots oyunları' }).click();
    await phoneListing.getByRole('checkbox', { name: 'Lucky E2E listede' }).waitFor();
    await screenshot(phone, 'casino-listing-phone', { fullPage: true });
  });
});
