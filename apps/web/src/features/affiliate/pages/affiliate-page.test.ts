// @vitest-environment jsdom

import { fakeApi } from '@bet/ui/testing/fake-api.ts';
import { allowModalDialogs } from '@bet/ui/testing/jsdom-dialogs.ts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { settingsQuery } from '../../../shared/site/api/get-settings.ts';
import { renderPage } from '../../../shared/testing/render-page.tsx';
import AffiliatePage from './affiliate-page.tsx';

const active = {
  status: 1,
  pending: 0,
  percent: 25,
  cutoff: 0,
  affiliate_link: 'ayse77',
  periodStart: '2026-11-30T18:00:00.000Z',
  periodEnd: '2026-12-31T18:00:00.000Z',
  years: [2026, 2025, 2024, 2023],
};
const paging = { nowPage: 1, totalPage: 1, nextPage: 0, prevPage: 0 };
const info = { status: true, data: { totalUser: 3, amountA: 1250.5, amountE: 300, paid: 95.25 } };

const open = async (query: string, betting = true) => {
  const client = await renderPage(AffiliatePage, {
    path: `affiliate${query}`,
    route: 'affiliate',
    areas: ['affiliate'],
  });
  client.setQueryData(settingsQuery.queryKey, { settings: { sport: betting ? 1 : 0, live: 0 } } as never);
};

describe('the affiliate page', () => {
  beforeAll(allowModalDialogs);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers the request to a player who is not an affiliate, and says when it is pending', async () => {
    let pending = 0;
    const api = fakeApi({
      affiliates: () => ({ status: true, data: { ...active, status: 0, pending, affiliate_link: '' } }),
      affiliateRegister: () => {
        pending = 1;
        return {
          status: true,
          key: 'affiliateRequestSuccess',
          msg: 'Your affiliate application has been received',
        };
      },
    });
    await open('');
    fireEvent.click(await screen.findByRole('button', { name: 'Apply to become an affiliate' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Your affiliate application has been received')).toBeTruthy();
    expect(await screen.findByText('Your affiliate application is under review')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply to become an affiliate' })).toBeNull();
    expect(api.of('affiliateRegister')).toEqual([{}]);
  });

  it('shows the server’s reason when the request is refused', async () => {
    fakeApi({
      affiliates: { status: true, data: { ...active, status: 0, affiliate_link: '' } },
      affiliateRegister: { http: 403, body: { status: false, key: 'affiliatesClosed', msg: 'Closed here' } },
    });
    await open('');
    fireEvent.click(await screen.findByRole('button', { name: 'Apply to become an affiliate' }));
    expect(within(await screen.findByRole('dialog')).getByText('Closed here')).toBeTruthy();
  });

  it('shows the period, the copyable link, totals and the users of the chosen month', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const api = fakeApi({
      affiliates: { status: true, data: active },
      affiliateInfo: info,
      dealers: {
        status: true,
        data: [
          { userName: 'mehmet', email: 'm@x.io', credit: 12.5, createdAt: '2026-11-03T10:00:00Z', status: 1 },
        ],
        ...paging,
      },
    });
    await open('?y=2026&m=11');
    expect(await screen.findByText(/Period: 30\.11\.2026 – 31\.12\.2026/)).toBeTruthy();
    const link = screen.getByLabelText('Your registration link') as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/en/register/ayse77`);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Code copied' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(link.value);

    expect(await screen.findByText('mehmet')).toBeTruthy();
    expect(screen.getByText('3')).toBeTruthy();
    expect(api.of('affiliateInfo')[0]).toMatchObject({ startDate: '2026-11-01', endDate: '2026-11-30' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Users',
      'Movements',
      'Coupons',
    ]);
  });

  it('narrows the totals to a week, and pages the movements with an empty message', async () => {
    const api = fakeApi({
      affiliates: { status: true, data: active },
      affiliateInfo: info,
      dealersFinance: (body) =>
        body.order === 2
          ? { status: true, data: [], nowPage: 2, totalPage: 2, nextPage: 0, prevPage: 1 }
          : {
              status: true,
              data: [
                {
                  userName: 'mehmet',
                  type: 'Coupon stake',
                  ticketId: '41',
                  processDate: '2026-12-08T10:00:00Z',
                  amount: 15,
                  transType: 2,
                },
              ],
              nowPage: 1,
              totalPage: 2,
              nextPage: 2,
              prevPage: 0,
            },
    });
    await open('?y=2026&m=12&w=2&tab=movements');
    expect(await screen.findByText('Coupon stake')).toBeTruthy();
    expect(api.of('affiliateInfo')[0]).toMatchObject({ startDate: '2026-12-07', endDate: '2026-12-13' });
    expect(api.of('dealersFinance')[0]).toMatchObject({
      startDate: '2026-12-07',
      endDate: '2026-12-13',
      order: 1,
    });
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('No movements on these dates')).toBeTruthy();
  });

  it('hides the coupons tab when neither sport nor live is on, and opens a coupon’s matches', async () => {
    fakeApi({
      affiliates: { status: true, data: active },
      affiliateInfo: info,
      dealers: { status: true, data: [], ...paging },
    });
    await open('?y=2026&m=12', false);
    expect(await screen.findByText('No one has registered through your link yet')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Users', 'Movements']),
    );
    cleanup();

    const coupon = {
      id: 41,
      ticketId: 'ABC123',
      username: 'mehmet',
      ticketDate: '2026-12-08T10:00:00Z',
      totalStake: 15,
      income: 0,
      maxPay: 45,
      ticketType: 'TK',
      isLive: 0,
      totalTipps: 1,
      systemCombi: 1,
      systemArray: [],
      totalTickets: 1,
      status: 0,
    };
    const api = fakeApi({
      affiliates: { status: true, data: active },
      affiliateInfo: info,
      dealersCoupons: { status: true, data: [coupon], ...paging },
      dealersCouponDetail: {
        status: true,
        results: [
          {
            matchId: 7,
            matchDate: '2026-12-09T18:00:00Z',
            home: 'Lions',
            away: 'Tigers',
            sportId: 1,
            sportName: 'Football',
            categoryName: 'Turkey',
            tournamentName: 'Super Lig',
            isLive: 0,
            isBank: 0,
            status: 0,
            oddsType: 1,
            outcomeId: '1',
            typeName: 'Match result',
            liveTypeName: '',
            special: '',
            outComeName: '1',
            liveOutComeName: '',
            odds: 3,
            oddsInfo: '3.00',
            Results: '',
            canceled: 0,
            liveRef: null,
            code: 'MS1',
          },
        ],
      },
    });
    await open('?y=2026&m=12&tab=coupons');
    fireEvent.click(await screen.findByRole('button', { name: 'Details #ABC123' }));
    expect(await screen.findByText('Lions – Tigers')).toBeTruthy();
    expect(api.of('dealersCouponDetail')).toEqual([{ ticketId: 'ABC123' }]);
  });
});
