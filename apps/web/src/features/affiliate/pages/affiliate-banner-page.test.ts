// @vitest-environment jsdom

import { fakeApi } from '@bet/ui/testing/fake-api.ts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../shared/testing/render-page.tsx';
import AffiliateBannerPage from './affiliate-banner-page.tsx';

const open = () => renderPage(AffiliateBannerPage, { path: 'affiliateBanner', areas: ['affiliate'] });

describe('the affiliate banner page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the banners with their sizes and the affiliate code', async () => {
    fakeApi({
      affiliateBanner: {
        status: true,
        data: [{ id: 1, name: 'Sidebar', url: '/img/aff-300.png', weight: 300, height: 250 }],
        affCode: 'ayse77',
      },
    });
    await open();
    expect(await screen.findByText('Your affiliate code: ayse77')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Sidebar' }).getAttribute('src')).toBe('/img/aff-300.png');
    expect(screen.getByText('(300×250)')).toBeTruthy();
  });

  it('copies a banner as a linked image carrying the code', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    fakeApi({
      affiliateBanner: {
        status: true,
        data: [{ id: 1, name: 'Sidebar', url: '/api/media/1/aa-300x250.png', weight: 300, height: 250 }],
        affCode: 'ayse77',
      },
    });
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy HTML code' }));
    const origin = window.location.origin;
    expect(writeText).toHaveBeenCalledWith(
      `<a href="${origin}/en/register/ayse77" target="_blank" rel="noopener">` +
        `<img src="${origin}/api/media/1/aa-300x250.png" width="300" height="250" alt="Sidebar"></a>`,
    );
    expect(await screen.findByRole('button', { name: 'Code copied' })).toBeTruthy();
  });

  it('says when there are no banners', async () => {
    fakeApi({ affiliateBanner: { status: true, data: [], affCode: 'ayse77' } });
    await open();
    expect(await screen.findByText('No banners yet')).toBeTruthy();
  });
});
