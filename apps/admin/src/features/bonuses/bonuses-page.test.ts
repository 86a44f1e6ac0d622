// @vitest-environment jsdom
import type { OfficeBonusRequest } from '@bet/domain/api/admin/bonuses';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyLanguage, i18n } from '../../shared/i18n/i18n.ts';
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

function fakeServer(
  decide: (body: Record<string, unknown>) => { status: number; body: Record<string, unknown> },
) {
  const sent: { call: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = url.replace('/api/admin/', '');
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      sent.push({ call, body });
      const answers: Record<string, { status: number; body: Record<string, unknown> }> = {
        bonusRequests: { status: 200, body: { status: true, rows: [waiting], total: 1 } },
        bonusDefinitions: { status: 200, body: { status: true, definitions: [] } },
      };
      const answer = call === 'decideBonus' ? decide(body) : (answers[call] ?? { status: 404, body: {} });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return sent;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    createElement(
      QueryClientProvider,
      { client },
      createElement(I18nextProvider, { i18n }, createElement(MemoryRouter, null, createElement(BonusesPage))),
    ),
  );
}

describe('the bonuses page', () => {
  beforeAll(async () => {
    await applyLanguage('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('accepts a waiting request with a request id', async () => {
    const sent = fakeServer(() => ({
      status: 200,
      body: { status: true, request: { ...waiting, status: 1 } },
    }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept request 7' }));
    await waitFor(() => expect(sent.some((s) => s.call === 'decideBonus')).toBe(true));
    const body = sent.find((s) => s.call === 'decideBonus')?.body;
    expect(body).toMatchObject({ id: 7, decision: 'accept' });
    expect(String(body?.reqId).length).toBeGreaterThanOrEqual(8);
    expect(sent.filter((s) => s.call === 'bonusRequests').length).toBeGreaterThanOrEqual(2);
  });

  it('shows the server’s refusal', async () => {
    fakeServer(() => ({
      status: 400,
      body: { status: false, key: 'bonusNothingToGrant', msg: 'This bonus has nothing to give' },
    }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept request 7' }));
    expect(await screen.findByText('This bonus has nothing to give')).toBeTruthy();
  });
});
