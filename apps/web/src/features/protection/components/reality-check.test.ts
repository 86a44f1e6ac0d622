// @vitest-environment jsdom
import { LIMIT_KINDS } from '@bet/domain/protection/player-limits';
import { fakeApi } from '@bet/ui/testing/fake-api.ts';
import { allowModalDialogs } from '@bet/ui/testing/jsdom-dialogs.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage, i18n, loadAreas } from '../../../shared/i18n/i18n.ts';
import { type UserInfo, userQuery } from '../../../shared/session/api/get-user-data.ts';
import { RealityCheck } from './reality-check.tsx';

const MINUTE = 60_000;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('the reality check', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reminds the player every chosen interval how long they have been signed in', async () => {
    allowModalDialogs();
    await import('@bet/api-client/answers');
    await loadAreas(['common', 'protection']);
    await applyLanguage('en');
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'Date'],
      now: new Date('2026-11-28T12:00:00Z'),
    });
    fakeApi({
      protection: {
        status: true,
        limits: LIMIT_KINDS.map((kind) => ({
          kind,
          value: kind === 'reality_minutes' ? 30 : null,
          pending: null,
          used: null,
        })),
        exclusion: null,
        sessionEndsBy: null,
      },
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(userQuery.queryKey, {
      userName: 'ayse',
      loginTime: '2026-11-28T11:50:00Z',
    } as unknown as UserInfo);
    render(
      createElement(
        QueryClientProvider,
        { client },
        createElement(
          I18nextProvider,
          { i18n },
          createElement(MemoryRouter, null, createElement(RealityCheck)),
        ),
      ),
    );
    await advance(0);
    await advance(29 * MINUTE);
    expect(screen.queryByText('Reality check')).toBeNull();
    await advance(MINUTE);
    expect(screen.getByText('You have been signed in for 40 minutes.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await advance(0);
    expect(screen.queryByText('Reality check')).toBeNull();
    await advance(30 * MINUTE);
    expect(screen.getByText('You have been signed in for 70 minutes.')).toBeTruthy();
  });
});
