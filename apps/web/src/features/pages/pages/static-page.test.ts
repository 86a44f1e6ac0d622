// @vitest-environment jsdom

import { fakeApi } from '@bet/ui/testing/fake-api.ts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../shared/testing/render-page.tsx';
import StaticPage from './static-page.tsx';

const open = (id: string) => renderPage(StaticPage, { path: `page/${id}`, route: 'page/:id', areas: [] });

describe('a static page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('loads the page in the current language and shows its title and formatted text', async () => {
    const api = fakeApi({
      getPage: {
        status: true,
        results: {
          title: 'Terms and Conditions',
          content:
            '<h2>1. General</h2><p>These terms apply to <strong>everyone</strong>.</p><ul><li>18+</li></ul>',
        },
      },
    });
    await open('9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '1. General' })).toBeTruthy();
    expect(screen.getByText('everyone').tagName).toBe('STRONG');
    expect(screen.getByRole('listitem').textContent).toBe('18+');
    expect(api.of('getPage')).toEqual([{ pageid: 9 }]);
  });

  it('sends the player home when the page cannot be loaded', async () => {
    fakeApi({ getPage: { http: 404, body: { status: false, key: 'pageNotFound', msg: 'Not found' } } });
    await open('777');
    expect(await screen.findByText('Home page')).toBeTruthy();
  });

  it('sends the player home for an address that is not a page id, without asking the server', async () => {
    const api = fakeApi({});
    await open('terms');
    expect(await screen.findByText('Home page')).toBeTruthy();
    await waitFor(() => expect(api.of('getPage')).toEqual([]));
  });
});
