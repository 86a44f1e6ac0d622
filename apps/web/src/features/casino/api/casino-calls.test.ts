import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { casinosHomeQuery } from './get-casinos-home.ts';
import { jackpotsQuery } from './get-jackpots.ts';
import { companyCategoriesQuery, liveCompaniesQuery } from './get-live-casino.ts';
import { servicesListQuery } from './get-services-list.ts';
import { slotProvidersQuery } from './get-slot-providers.ts';
import { slotSearchQuery } from './search-slots.ts';

type Sent = { name: string; payload: Record<string, unknown> };

/** The server answering every call with an empty list, recording what was sent. */
function emptyServer(): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ name: url.replace('/api/', ''), payload: JSON.parse(String(init.body)) });
      return Response.json({ status: true, results: [] });
    }),
  );
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the casino calls', () => {
  it('send the payloads of the contract', async () => {
    const sent = emptyServer();
    const client = new QueryClient();
    await client.fetchQuery(casinosHomeQuery([2102513, 23, 17151, 1800], 'tr'));
    await client.fetchQuery(slotProvidersQuery('tr'));
    await client.fetchQuery(slotSearchQuery(5, '', 'tr'));
    await client.fetchQuery(slotSearchQuery(5, 'zeus', 'tr'));
    await client.fetchQuery(liveCompaniesQuery('', 'tr'));
    await client.fetchQuery(liveCompaniesQuery('rulet', 'tr'));
    await client.fetchQuery(companyCategoriesQuery(40, 'tr'));
    await client.fetchQuery(servicesListQuery(300, 'tr'));
    expect(sent).toEqual([
      { name: 'casinosHome', payload: { lang: 'tr', serviceId: '2102513,23,17151,1800' } },
      { name: 'casinoList', payload: { lang: 'tr', serviceId: 5 } },
      // No keyword: no search field at all.
      { name: 'getAllSlotsNew', payload: { lang: 'tr', masterServiceId: 5 } },
      { name: 'getAllSlotsNew', payload: { lang: 'tr', masterServiceId: 5, search: 'zeus' } },
      { name: 'getAllCasinosNew', payload: { lang: 'tr', masterServiceId: 4 } },
      { name: 'getAllCasinosNew', payload: { lang: 'tr', masterServiceId: 4, search: 'rulet' } },
      { name: 'casino', payload: { lang: 'tr', serviceId: 40 } },
      { name: 'servicesList', payload: { lang: 'tr', serviceId: 300 } },
    ]);
  });

  it('ask again for each keyword, and not for one already answered', async () => {
    const sent = emptyServer();
    const client = new QueryClient();
    await client.fetchQuery(slotSearchQuery(5, 'zeus', 'tr'));
    await client.fetchQuery(slotSearchQuery(5, 'zeus', 'tr'));
    await client.fetchQuery(slotSearchQuery(5, 'zeu', 'tr'));
    expect(sent.map((s) => s.payload.search)).toEqual(['zeus', 'zeu']);
  });

  it('ask for the jackpots with the language only, and hold the pots and winners', async () => {
    const sent: Sent[] = [];
    const pot = { id: 'casinoMega', currency: 'TRY', balance: 1_000_000, lit: false, commitment: 'ab' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        sent.push({ name: url.replace('/api/', ''), payload: JSON.parse(String(init.body)) });
        return Response.json({ status: true, results: [pot], winners: [] });
      }),
    );
    const board = await new QueryClient().fetchQuery(jackpotsQuery);
    expect(sent).toEqual([{ name: 'jackpots', payload: { lang: 'tr' } }]);
    expect(board).toEqual({ pots: [pot], winners: [] });
  });
});
