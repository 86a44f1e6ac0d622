// @vitest-environment jsdom
import type { JackpotDropRow, JackpotOfficeRow } from '@bet/domain/api/admin/jackpots';
import { dropCommitment } from '@bet/domain/casino/jackpots';
import { formatMoney } from '@bet/domain/money';
import { allowModalDialogs } from '@bet/ui/testing/jsdom-dialogs.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyLanguage, i18n, localeOf } from '../../shared/i18n/i18n.ts';
import { JackpotsPage } from './jackpots-page.tsx';

const SALT = '5eed5a17';
const mega: JackpotOfficeRow = {
  id: 'casinoMega',
  source: 'slots',
  contributionBp: 10,
  seed: 10_000,
  dropBy: 'amount',
  period: null,
  mustDropBy: 100_000,
  pots: [
    {
      currency: 'TRY',
      cycle: 3,
      pot: 12_345.6,
      commitment: 'c'.repeat(64),
      seededAt: '2026-11-20T08:00:00Z',
    },
  ],
};
const daily: JackpotOfficeRow = {
  id: 'casinoDaily',
  source: 'slots',
  contributionBp: 30,
  seed: 100,
  dropBy: 'time',
  period: 'day',
  mustDropBy: null,
  pots: [],
};
// A fair amount drop (committed in minor units) and one whose revealed point was changed afterwards.
const fairDrop: JackpotDropRow = {
  jackpot: 'casinoMega',
  currency: 'TRY',
  cycle: 2,
  amount: 54_321.09,
  winnerId: 41,
  winner: 'lucky41',
  seededAt: '2026-11-01T00:00:00Z',
  droppedAt: '2026-11-19T21:30:00Z',
  dropPoint: 54_300.5,
  salt: SALT,
  commitment: dropCommitment('casinoMega', 2, 5_430_050, SALT),
};
const forgedDrop: JackpotDropRow = { ...fairDrop, cycle: 1, winner: 'forged1', dropPoint: 54_300.51 };

type Call = { call: string; body: Record<string, unknown> };
type Answer = { status?: number; body: Record<string, unknown> };

/** Answers POST /api/admin/<call> from the handlers; records each call's body (without the language). */
function fakeServer(handlers: Record<string, (body: Record<string, unknown>) => Answer>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = url.replace('/api/admin/', '');
      const { lang: _, ...body } = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      calls.push({ call, body });
      const answer = handlers[call]?.(body) ?? { status: 404, body: { status: false, key: 'notFound' } };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** A server holding the rules of two jackpots, changed by saveJackpot as the real one does. */
function jackpotServer(save?: (body: Record<string, unknown>) => Answer | undefined) {
  let rows = [mega, daily];
  return fakeServer({
    jackpots: () => ({ body: { status: true, jackpots: rows } }),
    jackpotHistory: (body) => ({
      body: {
        status: true,
        rows: body.jackpot === 'casinoDaily' ? [] : [fairDrop, forgedDrop],
        total: body.jackpot === 'casinoDaily' ? 0 : 2,
      },
    }),
    saveJackpot: (body) => {
      const refused = save?.(body);
      if (refused) return refused;
      const { jackpot, ...rules } = body;
      rows = rows.map((row) => (row.id === jackpot ? { ...row, ...rules } : row));
      return { body: { status: true, jackpot: rows.find((row) => row.id === jackpot) } };
    },
  });
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    createElement(
      QueryClientProvider,
      { client },
      createElement(
        I18nextProvider,
        { i18n },
        createElement(MemoryRouter, { initialEntries: ['/jackpots'] }, createElement(JackpotsPage)),
      ),
    ),
  );
}

const money = (minor: number) => formatMoney(minor, 'TRY', localeOf('en'));
const rulesTable = () => screen.getByRole('table', { name: 'Jackpots' });
const dropsTable = () => screen.getByRole('table', { name: 'Drops' });
const rowOf = (table: HTMLElement, text: string) => {
  const row = within(table).getByText(text).closest('tr');
  if (!row) throw new Error(`no row with ${text}`);
  return row;
};

async function openEditor(name: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Edit the rules of ${name}` }));
  return screen.getByRole('dialog');
}

function type(dialog: HTMLElement, label: string, value: string) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

beforeAll(async () => {
  await applyLanguage('en');
  allowModalDialogs();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the jackpots page', () => {
  it('shows each jackpot’s rules and running pots', async () => {
    jackpotServer();
    renderPage();
    await within(rulesTable()).findByText('Mega Jackpot');
    const megaRow = rowOf(rulesTable(), 'Mega Jackpot');
    expect(within(megaRow).getByText('0.10%')).toBeTruthy();
    expect(within(megaRow).getByText('10,000.00')).toBeTruthy();
    expect(within(megaRow).getByText('By 100,000.00 at the latest')).toBeTruthy();
    expect(within(megaRow).getByText(money(1_234_560))).toBeTruthy();
    const dailyRow = rowOf(rulesTable(), 'Daily Jackpot');
    expect(within(dailyRow).getByText('Within each day (UTC)')).toBeTruthy();
    expect(within(dailyRow).getByText('No pot yet: one opens with the first stake.')).toBeTruthy();
  });

  it('saves new rules in the call’s units and shows the row as it now stands', async () => {
    const calls = jackpotServer();
    renderPage();
    const dialog = await openEditor('Mega Jackpot');
    expect((within(dialog).getByLabelText('Share of each stake (%)') as HTMLInputElement).value).toBe('0.1');
    type(dialog, 'Share of each stake (%)', '0,25');
    type(dialog, 'Seed', '12000.50');
    type(dialog, 'Must-drop amount', '90000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('The rules of Mega Jackpot are saved.');
    expect(calls.filter((c) => c.call === 'saveJackpot')).toEqual([
      {
        call: 'saveJackpot',
        body: { jackpot: 'casinoMega', contributionBp: 25, seed: 12_000.5, mustDropBy: 90_000 },
      },
    ]);
    const megaRow = rowOf(rulesTable(), 'Mega Jackpot');
    await waitFor(() => expect(within(megaRow).getByText('0.25%')).toBeTruthy());
    expect(within(megaRow).getByText('12,000.50')).toBeTruthy();
    expect(within(megaRow).getByText('By 90,000.00 at the latest')).toBeTruthy();
    expect(calls.filter((c) => c.call === 'jackpots')).toHaveLength(2);
  });

  it('marks rules the call would refuse and sends nothing', async () => {
    const calls = jackpotServer();
    renderPage();
    const dialog = await openEditor('Mega Jackpot');
    type(dialog, 'Share of each stake (%)', '6');
    type(dialog, 'Seed', '500');
    type(dialog, 'Must-drop amount', '500');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('Enter a share from 0 to 5 with at most two decimals.');
    expect(
      within(dialog).getByText('Enter an amount above the seed with at most two decimals.'),
    ).toBeTruthy();
    expect(calls.some((c) => c.call === 'saveJackpot')).toBe(false);
  });

  it('shows the server’s refusal in its own words', async () => {
    jackpotServer(() => ({
      status: 400,
      body: { status: false, key: 'amountInvalid', msg: 'The amount is not valid' },
    }));
    renderPage();
    const dialog = await openEditor('Daily Jackpot');
    expect(within(dialog).queryByLabelText('Must-drop amount')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The amount is not valid');
  });

  it('checks each drop’s revealed point against its commitment', async () => {
    jackpotServer();
    renderPage();
    await within(dropsTable()).findByText('lucky41');
    const fair = rowOf(dropsTable(), 'lucky41');
    expect(within(fair).getByText(money(5_432_109))).toBeTruthy();
    expect(within(fair).getByText(money(5_430_050))).toBeTruthy();
    expect(within(fair).getByText(/Matches/)).toBeTruthy();
    expect(within(rowOf(dropsTable(), 'forged1')).getByText(/Does not match/)).toBeTruthy();
  });

  it('asks for one jackpot’s drops when filtered', async () => {
    const calls = jackpotServer();
    renderPage();
    await within(dropsTable()).findByText('lucky41');
    fireEvent.change(screen.getByRole('combobox', { name: 'Jackpot' }), { target: { value: 'casinoDaily' } });
    await waitFor(() => expect(within(dropsTable()).queryByText('lucky41')).toBeNull());
    expect(calls.filter((c) => c.call === 'jackpotHistory').map((c) => c.body)).toEqual([
      { page: 0 },
      { page: 0, jackpot: 'casinoDaily' },
    ]);
  });
});
