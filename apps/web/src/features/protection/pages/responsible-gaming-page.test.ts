// @vitest-environment jsdom
import type { PlayerLimitItem, ProtectionAnswer } from '@bet/domain/api/protection';
import { LIMIT_KINDS } from '@bet/domain/protection/player-limits';
import { fakeApi } from '@bet/ui/testing/fake-api.ts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userQuery } from '../../../shared/session/api/get-user-data.ts';
import { useNotifyStore } from '../../../shared/stores/notify-store.ts';
import { renderPage as renderRoutePage } from '../../../shared/testing/render-page.tsx';
import ResponsibleGamingPage from './responsible-gaming-page.tsx';

const answer = (over: Partial<Record<string, Partial<PlayerLimitItem>>> = {}): ProtectionAnswer => ({
  status: true,
  limits: LIMIT_KINDS.map((kind) => ({ kind, value: null, pending: null, used: null, ...over[kind] })),
  exclusion: null,
  sessionEndsBy: null,
});

const renderPage = () =>
  renderRoutePage(ResponsibleGamingPage, { path: 'responsibleGaming', areas: ['protection'] });

describe('the responsible gaming page', () => {
  beforeEach(() => useNotifyStore.getState().hide());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows a limit with its use, and sends a new one', async () => {
    const api = fakeApi({
      protection: answer({ deposit_day: { value: 100, used: 40 } }),
      setLimit: (body) => ({
        ...answer({ deposit_day: { value: 50, used: 40 } }),
        applied: 'applied',
        sent: body,
      }),
    });
    await renderPage();
    const daily = await screen.findByRole('form', { name: 'Daily deposit' });
    expect(daily.textContent).toContain('100');
    expect(daily.querySelector('progress')?.getAttribute('value')).toBe('40');
    fireEvent.change(within(daily).getByLabelText('New value'), { target: { value: '50' } });
    fireEvent.click(within(daily).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.of('setLimit')).toEqual([{ kind: 'deposit_day', value: '50' }]));
    await waitFor(() => expect(useNotifyStore.getState().message).toBe('Your limit applies now.'));
  });

  it('offers to confirm a loosening only once its day has passed', async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const api = fakeApi({
      protection: answer({
        deposit_day: { value: 100, used: 0, pending: { value: 500, from: past } },
        loss_day: { value: 20, used: 0, pending: { value: null, from: future } },
      }),
      confirmLimit: answer({ deposit_day: { value: 500, used: 0 } }),
    });
    await renderPage();
    const loss = await screen.findByRole('form', { name: 'Daily loss' });
    expect(within(loss).queryByRole('button', { name: 'Confirm' })).toBeNull();
    const deposit = screen.getByRole('form', { name: 'Daily deposit' });
    fireEvent.click(within(deposit).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.of('confirmLimit')).toEqual([{ kind: 'deposit_day' }]));
  });

  it('takes a time-out after the question, then signs the player out', async () => {
    const api = fakeApi({ protection: answer(), excludeMe: { status: true, until: '2026-11-29T12:00:00Z' } });
    const client = await renderPage();
    const form = (await screen.findByRole('button', { name: 'Take the break' })).closest(
      'form',
    ) as HTMLFormElement;
    fireEvent.change(within(form).getByLabelText('Your password'), { target: { value: 'secret12' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Take the break' }));
    expect(useNotifyStore.getState().status).toBe(3);
    expect(api.of('excludeMe')).toEqual([]);
    useNotifyStore.getState().confirm?.onConfirm();
    await screen.findByText('Home page');
    expect(api.of('excludeMe')).toEqual([{ kind: 'timeout', period: '24h', password: 'secret12' }]);
    expect(client.getQueryData(userQuery.queryKey)).toBeNull();
  });
});
