// @vitest-environment jsdom
import type { OfficeAffiliate, OfficeStatement } from '@bet/domain/api/admin/affiliates';
import { fakeApi } from '@bet/ui/testing/fake-api.ts';
import { allowModalDialogs } from '@bet/ui/testing/jsdom-dialogs.ts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../shared/i18n/i18n.ts';
import { ADMIN_API, renderAdmin } from '../../shared/testing/render-admin.ts';
import { AffiliatesPage } from './affiliates-page.tsx';

const affiliate = (over: Partial<OfficeAffiliate>): OfficeAffiliate => ({
  userId: 7,
  username: 'ayse',
  status: 'pending',
  percentBp: 0,
  cutoff: 0,
  carryOver: true,
  tierBp: 0,
  affiliateLink: '',
  requestedAt: '2026-11-28T10:00:00Z',
  decidedAt: null,
  referred: 0,
  ...over,
});
const june: OfficeStatement = {
  periodId: '2026-06',
  periodStart: '2026-05-31T18:00:00Z',
  periodEnd: '2026-06-30T18:00:00Z',
  currency: 'TRY',
  stakes: 420_55,
  wins: 50_00,
  bonuses: 10_01,
  ngr: 360_54,
  carriedIn: 0,
  share: 90_13,
  tierShare: 0,
  total: 90_13,
  carriedOut: 0,
  transactionId: 12,
  items: [{ userId: 9, username: 'mehmet', stakes: 420_55, wins: 50_00, bonuses: 10_01 }],
};

describe('the affiliates screen', () => {
  beforeAll(async () => {
    await applyLanguage('en');
    allowModalDialogs();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('approves a waiting request with the share in basis points, the cut-off and the switches', async () => {
    const api = fakeApi(
      {
        affiliates: { status: true, affiliates: [affiliate({})] },
        approveAffiliate: (body) => ({ status: true, affiliate: affiliate({ ...body, status: 'active' }) }),
      },
      ADMIN_API,
    );
    renderAdmin(createElement(AffiliatesPage));
    expect(api.of('affiliates')).toEqual([{ status: 'pending' }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Share of NGR (%)'), { target: { value: '101' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText(/at most two decimals/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Share of NGR (%)'), { target: { value: '25,5' } });
    fireEvent.change(within(dialog).getByLabelText('Cut-off'), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByLabelText('Carry a losing period into the next one'));
    fireEvent.change(within(dialog).getByLabelText(/Second tier/), { target: { value: '10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(api.of('approveAffiliate')).toEqual([
        { userId: 7, percentBp: 2550, cutoff: 1, carryOver: false, tierBp: 1000 },
      ]),
    );
  });

  it('rejects a request and shows a refusal', async () => {
    const api = fakeApi(
      {
        affiliates: { status: true, affiliates: [affiliate({})] },
        rejectAffiliate: {
          http: 409,
          body: {
            status: false,
            key: 'affiliateAlreadyDecided',
            msg: 'This affiliate application has already been decided',
          },
        },
      },
      ADMIN_API,
    );
    renderAdmin(createElement(AffiliatesPage));
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('This affiliate application has already been decided')).toBeTruthy();
    expect(api.of('rejectAffiliate')).toEqual([{ userId: 7 }]);
  });

  it('shows an affiliate’s statements with their items and closes ended periods now', async () => {
    const api = fakeApi(
      {
        affiliates: {
          status: true,
          affiliates: [affiliate({ status: 'active', percentBp: 2500, affiliateLink: 'ayse', referred: 2 })],
        },
        affiliateStatements: { status: true, statements: [june] },
        closeAffiliatePeriods: { status: true, closed: [] },
      },
      ADMIN_API,
    );
    renderAdmin(createElement(AffiliatesPage));
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'active' } });
    const row = (await screen.findByText('ayse')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain(
      '25% · Monthly (21:00 on the last day) · losses carried over · tier 0%',
    );
    fireEvent.click(within(row).getByRole('button', { name: 'Statements' }));
    const statement = await screen.findByRole('region', { name: '2026-06' });
    expect(within(statement).getByText('mehmet')).toBeTruthy();
    expect(statement.textContent).toContain('90.13');
    fireEvent.click(screen.getByRole('button', { name: 'Close ended periods now' }));
    expect(await screen.findByText(/nothing was paid twice/)).toBeTruthy();
    expect(api.of('closeAffiliatePeriods')).toEqual([{ userId: 7 }]);
  });
});
