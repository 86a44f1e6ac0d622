// @vitest-environment jsdom
import type { OfficeBonusRequest } from '@bet/domain/api/admin/bonuses';
import { fakeApi } from '@bet/ui/testing/fake-api.ts';
import { allowModalDialogs } from '@bet/ui/testing/jsdom-dialogs.ts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../shared/i18n/i18n.ts';
import { ADMIN_API, renderAdmin } from '../../shared/testing/render-admin.ts';
import { BonusesPage } from './bonuses-page.tsx';

const waiting: OfficeBonusRequest = {
  id: 7,
  userId: 41,
  username: 'ayse',
  bonusId: 3,
  title: 'Welcome',
  status: 0,
  currency: 'TRY',
  amount: 100_00,
  wagered: 0,
  required: 0,
  state: null,
  createdAt: '2026-11-28T10:00:00Z',
  decidedAt: null,
  expiresAt: null,
};

const accepted: OfficeBonusRequest = {
  ...waiting,
  id: 8,
  username: 'mehmet',
  status: 1,
  wagered: 150_00,
  required: 500_00,
  state: 'wagering',
  decidedAt: '2026-11-28T11:00:00Z',
  expiresAt: '2026-12-28T11:00:00Z',
};

/** The bonus calls: the two requests listed, decideBonus as each test answers it (500 by default). */
function fakeServer(decide: (body: Record<string, unknown>) => Record<string, unknown>) {
  const api = fakeApi(
    {
      bonusRequests: { status: true, rows: [waiting, accepted], total: 2 },
      bonusDefinitions: { status: true, definitions: [] },
      decideBonus: decide,
    },
    ADMIN_API,
  );
  return api.calls;
}

const renderPage = () => renderAdmin(createElement(BonusesPage));

describe('the bonuses page', () => {
  beforeAll(async () => {
    await applyLanguage('en');
    allowModalDialogs();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows an accepted request’s wagering and offers no decision on it', async () => {
    fakeServer(() => ({ http: 500, body: {} }));
    renderPage();
    const row = (await screen.findByText('mehmet')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('Accepted · wagering');
    expect(row.textContent).toMatch(/150\.00.*\/.*500\.00/);
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('lists waiting requests first and any status on demand', async () => {
    const sent = fakeServer(() => ({ http: 500, body: {} }));
    renderPage();
    await screen.findByText('ayse');
    expect(sent.find((s) => s.call === 'bonusRequests')?.body).toMatchObject({ page: 1, status: 0 });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } });
    await waitFor(() => expect(sent.filter((s) => s.call === 'bonusRequests').length).toBe(2));
    expect(sent.filter((s) => s.call === 'bonusRequests')[1]?.body).not.toHaveProperty('status');
  });

  it('asks before deciding, and sends nothing when the staff member cancels', async () => {
    const sent = fakeServer(() => ({ http: 500, body: {} }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Deny request 7' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Refuse ayse’s request for “Welcome”');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.some((s) => s.call === 'decideBonus')).toBe(false);
  });

  it('accepts a waiting request with a request id once confirmed', async () => {
    const sent = fakeServer(() => ({ status: true, request: { ...waiting, status: 1 } }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept request 7' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(sent.some((s) => s.call === 'decideBonus')).toBe(true));
    const body = sent.find((s) => s.call === 'decideBonus')?.body;
    expect(body).toMatchObject({ id: 7, decision: 'accept' });
    expect(String(body?.reqId).length).toBeGreaterThanOrEqual(8);
    expect(sent.filter((s) => s.call === 'bonusRequests').length).toBeGreaterThanOrEqual(2);
  });

  it('shows the server’s refusal', async () => {
    fakeServer(() => ({
      http: 400,
      body: { status: false, key: 'bonusNothingToGrant', msg: 'This bonus has nothing to give' },
    }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept request 7' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This bonus has nothing to give');
  });
});
