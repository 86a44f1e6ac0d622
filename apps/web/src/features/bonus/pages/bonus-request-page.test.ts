// @vitest-environment jsdom
import type { BonusItem } from '@bet/domain/api/bonus';
import { fakeApi } from '@bet/ui/testing/fake-api.ts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotifyStore } from '../../../shared/stores/notify-store.ts';
import { renderPage as renderRoutePage } from '../../../shared/testing/render-page.tsx';
import BonusRequestPage from './bonus-request-page.tsx';

const bonus = (over: Partial<BonusItem>): BonusItem => ({
  id: 1,
  title: 'Welcome bonus',
  image: '',
  content: 'Wager it five times within 7 days.',
  status: null,
  requestedExists: false,
  offer: { amount: 100, percentBp: 0, maxAmount: 0 },
  wageringMultiplier: 5,
  grant: null,
  ...over,
});

const renderPage = () => renderRoutePage(BonusRequestPage, { path: 'bonusRequest', areas: ['bonus'] });

describe('the bonus request page', () => {
  beforeEach(() => useNotifyStore.getState().hide());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the bonuses with their offer, status and wagering progress', async () => {
    fakeApi({
      getBonus: {
        status: true,
        bonusBalance: 30,
        data: [
          bonus({ id: 1 }),
          bonus({
            id: 2,
            title: 'Reload',
            offer: { amount: 0, percentBp: 1000, maxAmount: 50 },
            status: 0,
            requestedExists: true,
          }),
          bonus({
            id: 3,
            title: 'Weekend',
            status: 1,
            requestedExists: true,
            grant: {
              amount: 30,
              wagered: 45,
              required: 150,
              state: 'wagering',
              expiresAt: '2026-12-05T12:00:00Z',
            },
          }),
        ],
      },
    });
    await renderPage();
    const welcome = await screen.findByRole('article', { name: 'Welcome bonus' });
    expect(welcome.textContent).toContain('wager x5');
    expect(welcome.querySelector('button')?.textContent).toBe('Request bonus');
    // No image of its own: the site's shared fallback picture.
    expect(welcome.querySelector('img')?.getAttribute('src')).toBe('/images/fallback.svg');
    const reload = screen.getByRole('article', { name: 'Reload' });
    expect(reload.textContent).toContain('10% of your last deposit, up to');
    expect(reload.textContent).toContain('Waiting');
    expect(reload.querySelector('button')).toBeNull();
    const weekend = screen.getByRole('article', { name: 'Weekend' });
    expect(weekend.textContent).toContain('Accepted');
    expect(weekend.querySelector('progress')?.getAttribute('value')).toBe('0.3');
    expect(weekend.querySelector('.bonus-status svg')).not.toBeNull();
    expect(weekend.textContent).toContain('until 05.12.2026');
    expect(screen.getByText(/Bonus balance:/).textContent).toContain('30');
  });

  it('sends the request, shows the server’s message, then the bonus as waiting', async () => {
    let asked = 0;
    const api = fakeApi({
      getBonus: () => ({
        status: true,
        bonusBalance: 0,
        data: [bonus({ requestedExists: asked > 0, status: asked > 0 ? 0 : null })],
      }),
      requestBonus: () => {
        asked += 1;
        return asked === 1
          ? { status: true, message: 'Your bonus request has been received' }
          : {
              http: 409,
              body: {
                status: false,
                key: 'bonusAlreadyRequested',
                msg: 'You already have a pending request for this bonus',
              },
            };
      },
    });
    await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Request bonus' }));
    await waitFor(() =>
      expect(useNotifyStore.getState().message).toBe('Your bonus request has been received'),
    );
    expect(api.of('requestBonus')).toEqual([{ bonusId: 1 }]);
    await screen.findByText('Waiting');
    expect(screen.queryByRole('button', { name: 'Request bonus' })).toBeNull();
  });

  it('shows the server’s refusal as an error notice', async () => {
    fakeApi({
      getBonus: { status: true, bonusBalance: 0, data: [bonus({})] },
      requestBonus: {
        http: 403,
        body: { status: false, key: 'transfersNotAllowed', msg: 'Not available on your account' },
      },
    });
    await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Request bonus' }));
    await waitFor(() => expect(useNotifyStore.getState().status).toBe(2));
    expect(useNotifyStore.getState().message).toBe('Not available on your account');
  });
});
