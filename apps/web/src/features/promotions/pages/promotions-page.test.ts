// @vitest-environment jsdom

import { fakeApi } from '@bet/ui/testing/fake-api.ts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../shared/testing/render-page.tsx';
import PromotionsPage from './promotions-page.tsx';

const list = {
  status: true,
  results: [
    { bonusId: 7, bonusImage: '/media/welcome.png', bannerTitle: 'Welcome bonus' },
    { bonusId: 9, bonusImage: '/media/cashback.png', bannerTitle: 'Cashback' },
  ],
};
const open = (hash = '') =>
  renderPage(PromotionsPage, {
    path: `promotions${hash}`,
    route: 'promotions',
    areas: ['promotions'],
    user: null,
  });

describe('the promotions page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the banners, opens one’s detail with its id in the hash and goes back to the list', async () => {
    const api = fakeApi({
      promotions: list,
      promotionDetail: {
        status: true,
        detail: { ...list.results[0], content: '<p>Up to <strong>100%</strong> on your first deposit</p>' },
      },
    });
    await open();
    fireEvent.click(await screen.findByRole('img', { name: 'Welcome bonus' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome bonus' })).toBeTruthy();
    expect(screen.getByText('100%').tagName).toBe('STRONG');
    expect(api.of('promotionDetail')).toEqual([{ bonusId: 7 }]);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('img', { name: 'Cashback' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeTruthy();
  });

  it('opens the detail named in the address’s hash, and returns to the list when it fails', async () => {
    const api = fakeApi({
      promotions: list,
      promotionDetail: {
        http: 404,
        body: { status: false, key: 'promotionNotFound', msg: 'Promotion not found' },
      },
    });
    await open('#9');
    await waitFor(() => expect(api.of('promotionDetail')).toEqual([{ bonusId: 9 }]));
    expect(await screen.findByRole('img', { name: 'Welcome bonus' })).toBeTruthy();
  });

  it('says so when the site has no promotions', async () => {
    fakeApi({ promotions: { status: true, results: [] } });
    await open();
    expect(await screen.findByText('There are no promotions at the moment')).toBeTruthy();
  });
});
