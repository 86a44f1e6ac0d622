// @vitest-environment jsdom
import type { OfficePromotion } from '@bet/domain/api/admin/promotions';
import { fakeApi } from '@bet/ui/testing/fake-api.ts';
import { allowModalDialogs } from '@bet/ui/testing/jsdom-dialogs.ts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { localInputOf } from '../../shared/format/local-date-time.ts';
import { applyLanguage } from '../../shared/i18n/i18n.ts';
import { ADMIN_API, renderAdmin } from '../../shared/testing/render-admin.ts';
import { PromotionsPage } from './promotions-page.tsx';

const promotion = (over: Partial<OfficePromotion> = {}): OfficePromotion => ({
  id: 3,
  language: 'en',
  title: 'Welcome bonus',
  imageUrl: '/api/media/1/welcome.png',
  content: '<p>Up to 100%</p>',
  position: 1,
  startsAt: '2026-06-01T09:00:00.000Z',
  endsAt: null,
  updatedAt: '2026-05-30T10:00:00.000Z',
  ...over,
});
const fakeServer = (
  replies: Record<string, (body: Record<string, unknown>) => Record<string, unknown>> = {},
) => fakeApi({ promotions: { status: true, promotions: [promotion()] }, ...replies }, ADMIN_API);

describe('the promotions screen', () => {
  beforeAll(async () => {
    await applyLanguage('en');
    allowModalDialogs();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('adds a promotion with its image, order and window, and refuses a bad image address first', async () => {
    const api = fakeServer({
      savePromotion: (body) => ({ status: true, promotion: promotion({ id: 4, ...body }) }),
    });
    renderAdmin(createElement(PromotionsPage));
    expect(await screen.findByText('Welcome bonus')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New promotion' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Language'), { target: { value: 'en' } });
    fireEvent.input(within(dialog).getByLabelText('Title'), { target: { value: 'Cashback' } });
    fireEvent.input(within(dialog).getByLabelText('Image address'), {
      target: { value: 'javascript:alert(1)' },
    });
    fireEvent.input(within(dialog).getByLabelText('Order'), { target: { value: '2' } });
    fireEvent.input(within(dialog).getByLabelText('Shown from (empty: at once)'), {
      target: { value: '2026-06-01T10:00' },
    });
    fireEvent.input(within(dialog).getByLabelText('Content (HTML)'), {
      target: { value: '<p>10% back</p>' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter an address starting with http(s):// or /')).toBeTruthy();
    expect(api.of('savePromotion')).toEqual([]);

    fireEvent.input(within(dialog).getByLabelText('Image address'), {
      target: { value: '/api/media/1/cb.png' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.of('savePromotion')).toHaveLength(1));
    expect(api.of('savePromotion')[0]).toEqual({
      language: 'en',
      title: 'Cashback',
      imageUrl: '/api/media/1/cb.png',
      position: 2,
      startsAt: new Date('2026-06-01T10:00').toISOString(),
      endsAt: null,
      content: '<p>10% back</p>',
    });
  });

  it('edits a promotion with its stored values and asks before deleting one', async () => {
    const api = fakeServer({
      savePromotion: (body) => ({ status: true, promotion: promotion(body) }),
      deletePromotion: () => ({ status: true }),
    });
    renderAdmin(createElement(PromotionsPage));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog');
    expect((within(dialog).getByLabelText('Title') as HTMLInputElement).value).toBe('Welcome bonus');
    expect((within(dialog).getByLabelText('Shown from (empty: at once)') as HTMLInputElement).value).toBe(
      localInputOf('2026-06-01T09:00:00.000Z'),
    );
    fireEvent.input(within(dialog).getByLabelText('Title'), { target: { value: 'Welcome' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.of('savePromotion')[0]).toMatchObject({ id: 3, title: 'Welcome' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Delete Welcome bonus' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('Delete “Welcome bonus”?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.of('deletePromotion')).toEqual([{ id: 3 }]));
  });

  it('uploads an image into the image address, previews it and saves it', async () => {
    const uploaded = '/api/media/1/00000000000000aa-1280x590.webp';
    const api = fakeServer({
      uploadImage: () => ({ status: true, url: uploaded, width: 1280, height: 590 }),
      savePromotion: (body) => ({ status: true, promotion: promotion(body) }),
    });
    renderAdmin(createElement(PromotionsPage));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog');
    const file = new File([new Uint8Array([0x52, 0x49, 0x46, 0x46])], 'promo.webp', { type: 'image/webp' });
    fireEvent.change(within(dialog).getByLabelText('Upload an image'), { target: { files: [file] } });
    await waitFor(() =>
      expect(api.of('uploadImage')).toEqual([{ contentType: 'image/webp', data: 'UklGRg==' }]),
    );
    const address = within(dialog).getByLabelText('Image address') as HTMLInputElement;
    await waitFor(() => expect(address.value).toBe(uploaded));
    expect(within(dialog).getByRole('img', { name: 'Image preview' }).getAttribute('src')).toBe(uploaded);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.of('savePromotion')[0]).toMatchObject({ id: 3, imageUrl: uploaded }));
  });
});
