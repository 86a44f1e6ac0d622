// @vitest-environment jsdom
import type { OfficePopup } from '@bet/domain/api/admin/popups';
import { fakeApi } from '@bet/ui/testing/fake-api.ts';
import { allowModalDialogs } from '@bet/ui/testing/jsdom-dialogs.ts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../shared/i18n/i18n.ts';
import { ADMIN_API, renderAdmin } from '../../shared/testing/render-admin.ts';
import { PopupsPage } from './popups-page.tsx';

const popup = (over: Partial<OfficePopup> = {}): OfficePopup => ({
  id: 5,
  language: 'tr',
  type: 0,
  type2: 0,
  title: 'Hoş geldiniz',
  content: '<p>Merhaba</p>',
  autoClose: true,
  startsAt: null,
  endsAt: null,
  updatedAt: '2026-05-30T10:00:00.000Z',
  ...over,
});

describe('the pop-ups screen', () => {
  beforeAll(async () => {
    await applyLanguage('en');
    allowModalDialogs();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the pop-ups and adds one with its type, place and auto-close', async () => {
    const api = fakeApi(
      {
        popups: { status: true, popups: [popup()] },
        savePopup: (body) => ({ status: true, popup: popup({ id: 6, ...body }) }),
      },
      ADMIN_API,
    );
    renderAdmin(createElement(PopupsPage));
    const row = (await screen.findByText('Hoş geldiniz')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('0 / 0');
    expect(row.textContent).toContain('Yes');
    fireEvent.click(screen.getByRole('button', { name: 'New pop-up' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Language'), { target: { value: 'en' } });
    fireEvent.change(within(dialog).getByLabelText('Type'), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByLabelText('Where'), { target: { value: '0' } });
    fireEvent.input(within(dialog).getByLabelText('Title'), { target: { value: 'Weekend' } });
    fireEvent.click(within(dialog).getByLabelText('Closes by itself after its turn'));
    fireEvent.input(within(dialog).getByLabelText('Shown until (empty: no end)'), {
      target: { value: '2026-06-07T23:59' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.of('savePopup')).toHaveLength(1));
    expect(api.of('savePopup')[0]).toEqual({
      language: 'en',
      type: 2,
      type2: 0,
      title: 'Weekend',
      autoClose: true,
      startsAt: null,
      endsAt: new Date('2026-06-07T23:59').toISOString(),
      content: '',
    });
  });

  it('refuses a window that ends before it starts without calling the server', async () => {
    const api = fakeApi({ popups: { status: true, popups: [] } }, ADMIN_API);
    renderAdmin(createElement(PopupsPage));
    expect(await screen.findByText('No pop-ups yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New pop-up' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.input(within(dialog).getByLabelText('Title'), { target: { value: 'Late' } });
    fireEvent.input(within(dialog).getByLabelText('Shown from (empty: at once)'), {
      target: { value: '2026-06-07T10:00' },
    });
    fireEvent.input(within(dialog).getByLabelText('Shown until (empty: no end)'), {
      target: { value: '2026-06-01T10:00' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The end must come after the start')).toBeTruthy();
    expect(api.of('savePopup')).toEqual([]);
  });
});
