// @vitest-environment jsdom
// A route with a place shows the operator's banner groups of that place above its page.
import { fakeApi } from '@bet/ui/testing/fake-api.ts';
import { cleanup, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../shared/testing/render-page.tsx';
import { casinoEntries } from './casino-routes.ts';
import { WithBanners } from './guarded-route.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('banners above a page', () => {
  it('asks for the route’s place and shows its groups over the page', async () => {
    const api = fakeApi({
      sliders: {
        status: true,
        default: false,
        results: [
          {
            id: 1,
            type: 'normal',
            displayState: 'casino',
            banners: [
              {
                id: 7,
                filename: '/api/media/1/00000000000000aa-1200x550.png',
                url: 'https://partner.example/offer',
                title: 'Weekend offer',
                width: 1200,
                height: 550,
                type: 'normal',
                displayState: 'casino',
              },
            ],
          },
        ],
      },
    });
    const games = createElement('p', null, 'The games');
    const Page = () => createElement(WithBanners, { place: 'casino' }, games);
    await renderPage(Page, { path: 'casino', areas: [] });
    expect(await screen.findByText('The games')).toBeTruthy();
    expect((await screen.findByText('Weekend offer')).closest('a')?.getAttribute('href')).toBe(
      'https://partner.example/offer',
    );
    expect(api.of('sliders')).toEqual([{ displayState: 'casino' }]);
  });

  it('gives the slots and live casino lists their places', () => {
    const placeOf = (path: string) => casinoEntries.find((entry) => entry.path === path)?.banners;
    expect(placeOf('casino')).toBe('casino');
    expect(placeOf('livecasino')).toBe('liveCasino');
  });
});
