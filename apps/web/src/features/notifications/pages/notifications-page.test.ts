// @vitest-environment jsdom

import { fakeApi } from '@bet/ui/testing/fake-api.ts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../shared/testing/render-page.tsx';
import NotificationsPage from './notifications-page.tsx';

const notifs = {
  status: true,
  results: [
    {
      id: 12,
      title: 'Weekend cashback',
      banner: '/media/cashback.png',
      content: '<p>10% back on <em>Sunday</em></p>',
      createdAt: '2026-06-01T10:00:00.000Z',
      read: false,
    },
    {
      id: 8,
      title: 'Welcome',
      banner: '',
      content: '<p>Hello</p>',
      createdAt: '2026-05-30T10:00:00.000Z',
      read: true,
    },
  ],
};
const open = (hash = '') =>
  renderPage(NotificationsPage, {
    path: `notifications${hash}`,
    route: 'notifications',
    areas: ['notifications'],
  });

// The page's live socket: a stand-in that never connects.
class SilentSocket {
  binaryType = 'arraybuffer';
  readyState = 0;
  onopen = null;
  onclose = null;
  onmessage = null;
  send() {}
  close() {}
}

describe('the notifications page', () => {
  beforeEach(() => vi.stubGlobal('WebSocket', SilentSocket));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the titles, marks the unread one, opens it with its id in the hash and marks it read', async () => {
    const api = fakeApi({ getNotifs: notifs, readNotif: { status: true, unread: 0 } });
    await open();
    const row = await screen.findByRole('button', { name: /Weekend cashback/ });
    expect(row.textContent).toContain('New');
    expect(screen.getByRole('button', { name: /Welcome/ }).textContent).not.toContain('New');
    fireEvent.click(row);
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekend cashback' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Weekend cashback' }).getAttribute('src')).toBe(
      '/media/cashback.png',
    );
    expect(screen.getByText('Sunday').tagName).toBe('EM');
    await waitFor(() => expect(api.of('readNotif')).toEqual([{ id: 12 }]));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Weekend cashback/ }).textContent).not.toContain('New');
  });

  it('opens the one named in the hash without marking a read one again, and has no banner when none', async () => {
    const api = fakeApi({ getNotifs: notifs });
    await open('#8');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(api.of('readNotif')).toEqual([]);
  });

  it('goes back to the list for an id that is not the player’s, and says when there are none', async () => {
    fakeApi({ getNotifs: notifs });
    await open('#999');
    expect(await screen.findByRole('button', { name: /Welcome/ })).toBeTruthy();
    cleanup();
    fakeApi({ getNotifs: { status: true, results: [] } });
    await open();
    expect(await screen.findByText('You have no notifications')).toBeTruthy();
  });
});
