// @vitest-environment jsdom
import type { OfficeBanner, OfficeBannerGroup } from '@bet/domain/api/admin/banners';
import { fakeApi } from '@bet/ui/testing/fake-api.ts';
import { allowModalDialogs } from '@bet/ui/testing/jsdom-dialogs.ts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../shared/i18n/i18n.ts';
import { ADMIN_API, renderAdmin } from '../../shared/testing/render-admin.ts';
import { BannersPage } from './banners-page.tsx';

const IMAGE = '/api/media/1/00000000000000aa-1200x550.png';
const banner = (over: Partial<OfficeBanner>): OfficeBanner => ({
  id: 11,
  groupId: 1,
  language: null,
  title: 'Welcome bonus',
  url: 'promotions',
  image: IMAGE,
  width: 1200,
  height: 550,
  order: 0,
  ...over,
});
const stored: OfficeBannerGroup[] = [
  {
    id: 1,
    name: 'Home slider',
    type: 'slider',
    displayState: 'home',
    order: 0,
    banners: [banner({}), banner({ id: 12, language: 'tr', title: 'Hoş geldin', order: 1 })],
  },
  { id: 2, name: 'Casino links', type: 'normal', displayState: 'casino', order: 1, banners: [] },
];

const affiliateBanner = {
  id: 31,
  name: 'Sports 300x250',
  image: '/api/media/1/00000000000000cc-300x250.png',
  width: 300,
  height: 250,
  order: 0,
};

type Reply = (body: Record<string, unknown>) => Record<string, unknown>;
const fakeServer = (replies: Record<string, Reply> = {}) =>
  fakeApi(
    {
      bannerGroups: { status: true, groups: stored },
      affiliateBanners: { status: true, banners: [affiliateBanner] },
      ...replies,
    },
    ADMIN_API,
  );
const renderPage = () => renderAdmin(createElement(BannersPage));

describe('the banners screen', () => {
  beforeAll(async () => {
    await applyLanguage('en');
    allowModalDialogs();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the groups with where they show and their banners with language, order and size', async () => {
    fakeServer();
    renderPage();
    const home = await screen.findByRole('region', { name: 'Home slider' });
    expect(home.textContent).toContain('Slider (carousel) · Home · order 0');
    const items = within(home).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Welcome bonusAll languages · order 0 · 1200×550promotions'),
      expect.stringContaining('Hoş geldinTürkçe · order 1'),
    ]);
    expect(within(home).getByRole('img', { name: 'Welcome bonus' }).getAttribute('src')).toBe(
      `${IMAGE}?w=320`,
    );
    const casino = screen.getByRole('region', { name: 'Casino links' });
    expect(casino.textContent).toContain('Image links · Casino');
    expect(casino.textContent).toContain('No banners in this group yet.');
  });

  it('adds a group, checking the name before sending', async () => {
    const api = fakeServer({
      saveBannerGroup: (body) => ({ status: true, group: { ...stored[1], ...body, id: 3 } }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'New group' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a name')).toBeTruthy();
    expect(api.of('saveBannerGroup')).toHaveLength(0);
    fireEvent.input(within(dialog).getByLabelText('Name'), { target: { value: 'Promo row' } });
    fireEvent.change(within(dialog).getByLabelText('Kind'), { target: { value: 'normal' } });
    fireEvent.change(within(dialog).getByLabelText('Shown on'), { target: { value: 'promotions' } });
    fireEvent.input(within(dialog).getByLabelText('Order'), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.of('saveBannerGroup')).toEqual([
        { name: 'Promo row', type: 'normal', displayState: 'promotions', order: 3 },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('uploads an image, previews it and saves the banner with its link and language', async () => {
    const uploaded = '/api/media/1/00000000000000bb-800x400.webp';
    const api = fakeServer({
      uploadImage: () => ({ status: true, url: uploaded, width: 800, height: 400 }),
      saveBanner: (body) => ({ status: true, banner: banner({ ...body, id: 13 } as Partial<OfficeBanner>) }),
    });
    renderPage();
    const casino = await screen.findByRole('region', { name: 'Casino links' });
    fireEvent.click(within(casino).getByRole('button', { name: 'Add banner' }));
    const dialog = screen.getByRole('dialog');
    // Nothing is sent without an image.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Upload an image')).toBeTruthy();
    const file = new File([new Uint8Array([0x52, 0x49, 0x46, 0x46])], 'promo.webp', { type: 'image/webp' });
    fireEvent.change(within(dialog).getByLabelText('Image'), { target: { files: [file] } });
    await waitFor(() =>
      expect(api.of('uploadImage')).toEqual([{ contentType: 'image/webp', data: 'UklGRg==' }]),
    );
    const preview = await within(dialog).findByRole('img', { name: 'Image preview' });
    expect(preview.getAttribute('src')).toBe(`${uploaded}?w=640`);
    fireEvent.change(within(dialog).getByLabelText('Language'), { target: { value: 'en' } });
    fireEvent.input(within(dialog).getByLabelText('Link'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a page of the site or an http(s) address')).toBeTruthy();
    fireEvent.input(within(dialog).getByLabelText('Link'), {
      target: { value: 'https://partner.example/x' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.of('saveBanner')).toEqual([
        {
          groupId: 2,
          language: 'en',
          title: '',
          url: 'https://partner.example/x',
          image: uploaded,
          order: 0,
        },
      ]),
    );
  });

  it('shows the server’s refusal of an upload', async () => {
    fakeServer({
      uploadImage: () => ({
        http: 400,
        body: {
          status: false,
          key: 'imageTypeNotAllowed',
          msg: 'The image must be a PNG, JPEG or WebP file',
        },
      }),
    });
    renderPage();
    const home = await screen.findByRole('region', { name: 'Home slider' });
    fireEvent.click(within(home).getByRole('button', { name: 'Add banner' }));
    const dialog = screen.getByRole('dialog');
    const file = new File(['<svg/>'], 'x.png', { type: 'image/png' });
    fireEvent.change(within(dialog).getByLabelText('Image'), { target: { files: [file] } });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The image must be a PNG, JPEG or WebP file',
    );
  });

  it('edits a banner in place and deletes a group only once confirmed', async () => {
    const api = fakeServer({
      saveBanner: (body) => ({ status: true, banner: banner({ ...body, id: 12 } as Partial<OfficeBanner>) }),
      deleteBannerGroup: () => ({ status: true }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Hoş geldin' }));
    const editor = screen.getByRole('dialog');
    expect((within(editor).getByLabelText('Language') as HTMLSelectElement).value).toBe('tr');
    fireEvent.input(within(editor).getByLabelText('Order'), { target: { value: '5' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.of('saveBanner')[0]).toMatchObject({
        id: 12,
        groupId: 1,
        language: 'tr',
        order: 5,
        image: IMAGE,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Delete Home slider' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('Delete the group “Home slider” and all its banners?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.of('deleteBannerGroup')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Home slider' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.of('deleteBannerGroup')).toEqual([{ id: 1 }]));
  });

  it('lists, adds and removes the banners offered to affiliates', async () => {
    const uploaded = '/api/media/1/00000000000000dd-728x90.png';
    const api = fakeServer({
      uploadImage: () => ({ status: true, url: uploaded, width: 728, height: 90 }),
      saveAffiliateBanner: (body) => ({ status: true, banner: { ...affiliateBanner, ...body, id: 32 } }),
      deleteAffiliateBanner: () => ({ status: true }),
    });
    renderPage();
    const card = await screen.findByRole('region', { name: 'Affiliate banners' });
    expect((await within(card).findByRole('listitem')).textContent).toContain(
      'Sports 300x250300×250 · order 0',
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Add affiliate banner' }));
    const dialog = screen.getByRole('dialog', { name: 'New affiliate banner' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a name')).toBeTruthy();
    expect(within(dialog).getByText('Upload an image')).toBeTruthy();
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'lb.png', { type: 'image/png' });
    fireEvent.change(within(dialog).getByLabelText('Image'), { target: { files: [file] } });
    await within(dialog).findByRole('img', { name: 'Image preview' });
    fireEvent.input(within(dialog).getByLabelText('Name'), { target: { value: 'Leaderboard' } });
    fireEvent.input(within(dialog).getByLabelText('Order'), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.of('saveAffiliateBanner')).toEqual([{ name: 'Leaderboard', image: uploaded, order: 2 }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(card).getByRole('button', { name: 'Delete Sports 300x250' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('Delete the affiliate banner “Sports 300x250”?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.of('deleteAffiliateBanner')).toEqual([{ id: 31 }]));
    expect(api.of('deleteBanner')).toHaveLength(0);
  });
});
