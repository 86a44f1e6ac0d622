// @vitest-environment jsdom
import type { TransferRequestItem } from '@bet/domain/api/payments';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage, i18n, loadAreas } from '../../../shared/i18n/i18n.ts';
import { type UserInfo, userQuery } from '../../../shared/session/api/get-user-data.ts';
import { useNotifyStore } from '../../../shared/stores/notify-store.ts';
import TransferRequestsPage from './transfer-requests-page.tsx';

const request = (id: number, status: number): TransferRequestItem => ({
  id,
  logo: '',
  catName: 'Bank transfer',
  payTag: 'Havale TR',
  note: '',
  transferType: 1,
  amount: 100,
  status,
  reqResult: '',
  createdAt: '2026-11-27T10:00:00.000Z',
});

/** The server: two requests, the first waiting until it is cancelled. */
function fakeServer() {
  const calls: string[] = [];
  let first = request(7, 0);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const call = url.replace('/api/', '');
      calls.push(call);
      if (call === 'cancelTransferRequest') first = { ...first, status: 2 };
      const answers: Record<string, unknown> = {
        trfs: { status: true, results: [first, request(8, 1)], totalCount: 2 },
        cancelTransferRequest: { status: true, item: first },
      };
      return new Response(JSON.stringify(answers[call] ?? {}), { status: call in answers ? 200 : 404 });
    }),
  );
  return calls;
}

const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: new Date('2026-11-28T12:00:00Z') });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the transfer requests page', () => {
  it('cancels a waiting request after asking, then reloads the list and the balance', async () => {
    const calls = fakeServer();
    await import('@bet/api-client/answers');
    await loadAreas(['common', 'account']);
    await applyLanguage('en');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(userQuery.queryKey, { currency: 'EUR' } as UserInfo);
    const page = createElement(Route, {
      path: '/:lang/transferRequest',
      element: createElement(TransferRequestsPage),
    });
    render(
      createElement(
        QueryClientProvider,
        { client },
        createElement(
          I18nextProvider,
          { i18n },
          createElement(
            MemoryRouter,
            { initialEntries: ['/en/transferRequest'] },
            createElement(Routes, null, page),
          ),
        ),
      ),
    );
    for (let i = 0; i < 3; i += 1) await settle();
    // Only the waiting request can be taken back.
    const cancel = screen.getAllByRole('button', { name: 'Cancel request' });
    expect(cancel).toHaveLength(1);
    fireEvent.click(cancel[0]!);
    expect(useNotifyStore.getState()).toMatchObject({ status: 3, message: 'Cancel this request?' });
    act(() => useNotifyStore.getState().confirm?.onConfirm());
    for (let i = 0; i < 3; i += 1) await settle();
    expect(calls.filter((call) => call !== 'trfs')).toEqual(['cancelTransferRequest', 'getUserData']);
    expect(calls.filter((call) => call === 'trfs')).toHaveLength(2);
    expect(useNotifyStore.getState()).toMatchObject({
      status: 1,
      message: 'Your request has been cancelled.',
    });
    expect(screen.queryByRole('button', { name: 'Cancel request' })).toBeNull();
  });
});
