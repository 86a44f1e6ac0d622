// @vitest-environment jsdom
import type { StaffMe } from '@bet/domain/api/admin/staff';
import { fakeApi } from '@bet/ui/testing/fake-api.ts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../shared/i18n/i18n.ts';
import { ADMIN_API, renderAdmin } from '../../shared/testing/render-admin.ts';
import { NotificationsPage } from './notifications-page.tsx';

const me = (permissions: StaffMe['permissions']): StaffMe => ({
  userId: 2,
  username: 'dealer1',
  role: 'dealer',
  roleName: null,
  permissions,
  permissionsVersion: 'v1',
  siteId: 1,
  siteName: 'Demo',
  platformSite: true,
  currency: 'TRY',
  totpEnabled: false,
});
const sent = {
  id: 1,
  audience: 'tree',
  targetId: 7,
  targetName: 'subdealer',
  title: 'Weekend bonus',
  bannerUrl: null,
  content: '',
  createdAt: '2026-06-01T10:00:00.000Z',
};
const dealer = { id: 5, username: 'dealer', role: 'dealer', status: 1, childCount: 1 };
const subdealer = { id: 7, username: 'subdealer', role: 'sub_dealer', status: 1, childCount: 3 };
/** A search answers each hit's path from the caller down to it, as admin/tree does. */
const tree = {
  status: true,
  root: null,
  nodes: [],
  paths: [
    [dealer, subdealer],
    [dealer, subdealer, { id: 9, username: 'subplayer', role: 'player', status: 1, childCount: 0 }],
  ],
};
/** Staff with the site's right, nothing sent yet; a send answers as sent to the whole site. */
const siteStaffApi = (replies: Record<string, () => Record<string, unknown>> = {}) =>
  fakeApi(
    {
      me: { status: true, me: me(['users.manage', 'settings.manage']) },
      notifications: { status: true, notifications: [] },
      tree,
      sendNotification: () => ({ status: true, notification: { ...sent, audience: 'site', targetId: null } }),
      ...replies,
    },
    ADMIN_API,
  );
const options = () => screen.getAllByRole('option').map((o) => o.textContent);

describe('the notifications screen', () => {
  beforeAll(async () => {
    await applyLanguage('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends to one account picked from the tree search, and lists what was sent', async () => {
    const api = fakeApi(
      {
        me: { status: true, me: me(['users.manage']) },
        notifications: { status: true, notifications: [sent] },
        tree,
        sendNotification: (body) => ({ status: true, notification: { ...sent, id: 2, ...body } }),
      },
      ADMIN_API,
    );
    renderAdmin(createElement(NotificationsPage));
    expect((await screen.findByText('Weekend bonus')).parentElement?.textContent).toContain(
      'A dealer and everyone below: subdealer',
    );
    // A dealer without the site's right cannot send to the whole site.
    expect(options()).toEqual(['One account', 'A dealer and everyone below']);
    fireEvent.input(screen.getByLabelText('Title'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Pick whom the notification goes to.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Find by user name'), { target: { value: 'sub' } });
    fireEvent.click(await screen.findByLabelText(/subplayer/));
    fireEvent.input(screen.getByLabelText('Content (HTML)'), { target: { value: '<p>Hi</p>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.of('sendNotification')).toHaveLength(1));
    expect(api.of('sendNotification')[0]).toEqual({
      audience: 'user',
      targetId: 9,
      title: 'Hello',
      content: '<p>Hi</p>',
    });
    expect(await screen.findByText('Sent. Players it reaches see it at once.')).toBeTruthy();
  });

  it('offers only dealers for a subtree, and the whole site to staff with the site’s right', async () => {
    const api = siteStaffApi();
    renderAdmin(createElement(NotificationsPage));
    await waitFor(() => expect(options()).toContain('Everyone on the site'));
    fireEvent.change(screen.getByLabelText('Send to'), { target: { value: 'tree' } });
    fireEvent.change(screen.getByLabelText('Find by user name'), { target: { value: 'sub' } });
    expect(await screen.findByLabelText(/subdealer/)).toBeTruthy();
    expect(screen.queryByLabelText(/subplayer/)).toBeNull();

    fireEvent.change(screen.getByLabelText('Send to'), { target: { value: 'site' } });
    fireEvent.input(screen.getByLabelText('Title'), { target: { value: 'For all' } });
    fireEvent.input(screen.getByLabelText('Banner image address (optional)'), {
      target: { value: 'https://cdn.example/b.png' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.of('sendNotification')).toHaveLength(1));
    expect(api.of('sendNotification')[0]).toEqual({
      audience: 'site',
      title: 'For all',
      bannerUrl: 'https://cdn.example/b.png',
      content: '',
    });
  });

  it('uploads a banner image and fills its address in', async () => {
    const uploaded = '/api/media/1/00000000000000cc-800x200.png';
    const api = siteStaffApi({
      uploadImage: () => ({ status: true, url: uploaded, width: 800, height: 200 }),
    });
    renderAdmin(createElement(NotificationsPage));
    await waitFor(() => expect(options()).toContain('Everyone on the site'));
    fireEvent.change(screen.getByLabelText('Send to'), { target: { value: 'site' } });
    fireEvent.input(screen.getByLabelText('Title'), { target: { value: 'For all' } });
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'b.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Upload an image'), { target: { files: [file] } });
    await waitFor(() =>
      expect(api.of('uploadImage')).toEqual([{ contentType: 'image/png', data: 'iVBORw==' }]),
    );
    const address = screen.getByLabelText('Banner image address (optional)') as HTMLInputElement;
    await waitFor(() => expect(address.value).toBe(uploaded));
    expect((await screen.findByRole('img', { name: 'Image preview' })).getAttribute('src')).toBe(uploaded);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.of('sendNotification')).toHaveLength(1));
    expect(api.of('sendNotification')[0]).toMatchObject({ audience: 'site', bannerUrl: uploaded });
  });
});
