// @vitest-environment jsdom
import { LIMIT_KINDS } from '@bet/domain/protection/player-limits';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyLanguage, i18n } from '../../shared/i18n/i18n.ts';
import { PlayerProtectionPanel } from './player-protection-panel.tsx';

describe('a player’s protection in the back office', () => {
  beforeAll(async () => {
    await applyLanguage('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the limits the player set, their use and a running exclusion, for reading only', async () => {
    const asked: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        asked.push(JSON.parse(String(init?.body)));
        const limits = LIMIT_KINDS.map((kind) => ({
          kind,
          value: kind === 'deposit_day' ? 200 : null,
          used:
            kind.startsWith('deposit') || kind.startsWith('loss')
              ? kind === 'deposit_day'
                ? 125.5
                : 0
              : null,
          pending: kind === 'deposit_day' ? { value: 500, from: '2026-11-29T12:00:00Z' } : null,
        }));
        const body = {
          status: true,
          limits,
          exclusion: { kind: 'timeout', until: '2026-11-30T12:00:00Z' },
          sessionEndsBy: null,
        };
        return new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      createElement(
        QueryClientProvider,
        { client },
        createElement(
          I18nextProvider,
          { i18n },
          createElement(PlayerProtectionPanel, { userId: 41, currency: 'TRY' }),
        ),
      ),
    );
    const daily = (await screen.findByText('Daily deposit')).closest('tr');
    expect(daily?.textContent).toMatch(/200[.,]00/);
    expect(daily?.textContent).toMatch(/125[.,]50/);
    expect(daily?.textContent).toMatch(/500[.,]00\s*TL, confirmable from/);
    expect(screen.getByText(/^Time-out until/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(asked[0]).toMatchObject({ userId: 41 });
  });
});
