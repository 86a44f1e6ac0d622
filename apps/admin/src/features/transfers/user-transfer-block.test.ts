// @vitest-environment jsdom
import { allowModalDialogs } from '@bet/ui/testing/jsdom-dialogs.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyLanguage, i18n } from '../../shared/i18n/i18n.ts';
import { UserTransferBlock } from './user-transfer-block.tsx';

/** A server holding one user's block state; `inherited` stands for a dealer's block above it. */
function fakeServer(state: { blocked: boolean; inherited: boolean }) {
  const sent: { call: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = url.replace('/api/admin/', '');
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      sent.push({ call, body });
      if (call === 'transferBlock') state.blocked = body.blocked === true;
      const answer =
        call === 'transferBlockOf' ? { status: true, ...state } : { status: true, blocked: state.blocked };
      return new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return sent;
}

function renderBlock() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    createElement(
      QueryClientProvider,
      { client },
      createElement(
        I18nextProvider,
        { i18n },
        createElement(UserTransferBlock, { user: { id: 41, username: 'ayse' } }),
      ),
    ),
  );
}

describe('a user’s transfer block on the record', () => {
  beforeAll(async () => {
    await applyLanguage('en');
    allowModalDialogs();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('blocks after confirmation and then offers to unblock', async () => {
    const sent = fakeServer({ blocked: false, inherited: false });
    renderBlock();
    expect(await screen.findByText('This user may make deposit and withdrawal requests.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Block transfers of ayse' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Transfers of ayse are blocked.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Unblock transfers of ayse' })).toBeTruthy(),
    );
    expect(sent.filter((s) => s.call === 'transferBlock').map((s) => s.body)).toMatchObject([
      { userId: 41, blocked: true },
    ]);
  });

  it('says when a dealer above blocks the user', async () => {
    fakeServer({ blocked: false, inherited: true });
    renderBlock();
    expect(await screen.findByText(/Blocked by a dealer above this user/)).toBeTruthy();
  });
});
