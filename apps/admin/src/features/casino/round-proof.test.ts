// @vitest-environment jsdom
// A round opened in the rounds list: an in-house round shows its seeds and the Verify link, an outside
// provider's round the wallet calls it made.
import type { CasinoRoundAnswer, CasinoRoundRow } from '@bet/domain/api/admin/casino';
import { formatMoney } from '@bet/domain/money';
import { fakeApi } from '@bet/ui/testing/fake-api.ts';
import { cleanup, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyLanguage, localeOf } from '../../shared/i18n/i18n.ts';
import { ADMIN_API, renderAdmin } from '../../shared/testing/render-admin.ts';
import { RoundProof } from './round-proof.tsx';

const row = (over: Partial<CasinoRoundRow>): CasinoRoundRow => ({
  kind: 'slot',
  id: 'r-1',
  round: 'r-1',
  gameCode: 'classic-fruits',
  gameTitle: 'Classic Fruits',
  userId: 7,
  username: 'ayse',
  currency: 'TRY',
  stake: 300,
  win: 1_000,
  state: 'settled',
  playedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

const answer = (round: CasinoRoundRow, rest: Omit<CasinoRoundAnswer, 'status' | 'round'>) => ({
  status: true,
  round,
  ...rest,
});

describe('a round’s detail in the back office', () => {
  beforeAll(async () => {
    await applyLanguage('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows an in-house round’s seeds with the link to verify it', async () => {
    const slot = row({});
    const api = fakeApi(
      {
        casinoRound: answer(slot, {
          proof: {
            serverSeed: 'server-seed',
            serverSeedHash: 'a'.repeat(64),
            clientSeed: 'client',
            nonce: 3,
            stakePerLine: 10,
          },
          calls: [],
        }),
      },
      ADMIN_API,
    );
    renderAdmin(createElement(RoundProof, { round: slot }));
    expect(await screen.findByText('server-seed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verify on the player site' }).getAttribute('href')).toContain(
      'serverSeed=server-seed',
    );
    expect(api.of('casinoRound')).toEqual([{ kind: 'slot', id: 'r-1' }]);
  });

  it('shows an outside provider’s round as its wallet calls, with no seeds to verify', async () => {
    const outside = row({ kind: 'provider', id: '41', round: 'round-a', gameCode: 'acme-blast' });
    fakeApi(
      {
        casinoRound: answer(outside, {
          proof: null,
          calls: [
            {
              kind: 'bet',
              transactionId: 'a-bet',
              betTransactionId: null,
              amount: 300,
              ledgerTransactionId: 901,
              at: '2026-11-20T10:00:00.000Z',
            },
            {
              kind: 'win',
              transactionId: 'a-win',
              betTransactionId: 'a-bet',
              amount: 1_000,
              ledgerTransactionId: 902,
              at: '2026-11-20T10:00:01.000Z',
            },
          ],
        }),
      },
      ADMIN_API,
    );
    renderAdmin(createElement(RoundProof, { round: outside }));
    const table = await screen.findByRole('table', { name: 'Wallet calls' });
    const rows = within(table).getAllByRole('row').slice(1);
    const money = (minor: number) => formatMoney(minor, 'TRY', localeOf('en'));
    expect(rows.map((r) => [...r.querySelectorAll('td')].slice(1).map((td) => td.textContent))).toEqual([
      ['Bet', 'a-bet', money(300), '901'],
      ['Win', 'a-win → a-bet', money(1_000), '902'],
    ]);
    expect(screen.queryByRole('link', { name: 'Verify on the player site' })).toBeNull();
  });
});
