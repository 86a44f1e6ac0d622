// @vitest-environment jsdom
import type { OfficePage } from '@bet/domain/api/admin/pages';
import { fakeApi } from '@bet/ui/testing/fake-api.ts';
import { allowModalDialogs } from '@bet/ui/testing/jsdom-dialogs.ts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../shared/i18n/i18n.ts';
import { ADMIN_API, renderAdmin } from '../../shared/testing/render-admin.ts';
import { PagesPage } from './pages-page.tsx';

const page = (over: Partial<OfficePage>): OfficePage => ({
  id: 1,
  pageId: 9,
  language: 'en',
  title: 'Terms and Conditions',
  content: '<h2>General</h2>',
  updatedAt: '2026-11-28T10:00:00Z',
  ...over,
});
const stored = [
  page({}),
  page({ id: 2, language: 'tr', title: 'Kurallar ve Şartlar' }),
  page({ id: 3, pageId: 6, title: 'Help' }),
];

type Reply = (body: Record<string, unknown>) => Record<string, unknown>;

/** The back office's page calls: the stored pages listed, other calls as each test answers them. */
const fakeServer = (replies: Record<string, Reply> = {}) =>
  fakeApi({ pages: { status: true, pages: stored }, ...replies }, ADMIN_API);

const renderPage = () => renderAdmin(createElement(PagesPage));

describe('the pages screen', () => {
  beforeAll(async () => {
    await applyLanguage('en');
    allowModalDialogs();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the pages with what the fixed ids are, and each language on demand', async () => {
    fakeServer();
    renderPage();
    const row = (await screen.findByText('Kurallar ve Şartlar')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('9 · Terms and conditions');
    expect(row.textContent).toContain('Türkçe');
    expect(screen.getAllByRole('row')).toHaveLength(4);
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'tr' } });
    expect(screen.getAllByRole('row')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'de' } });
    expect(screen.getByText('No pages in this language yet.')).toBeTruthy();
  });

  it('adds a page, previews the draft in a frame that runs no script, and shows what was stored', async () => {
    const api = fakeServer({
      savePage: (body) => ({
        status: true,
        page: page({ id: 9, pageId: 42, title: String(body.title), content: '<p>Hi</p>' }),
      }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'New page' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.input(within(dialog).getByLabelText('Page number'), { target: { value: '42' } });
    fireEvent.change(within(dialog).getByLabelText('Language'), { target: { value: 'en' } });
    fireEvent.input(within(dialog).getByLabelText('Title'), { target: { value: 'Rules' } });
    fireEvent.input(within(dialog).getByLabelText('Content (HTML)'), {
      target: { value: '<p onclick="x()">Hi</p><script>alert(1)</script>' },
    });
    const preview = within(dialog).getByTitle('Preview') as HTMLIFrameElement;
    expect(preview.getAttribute('sandbox')).toBe('');
    await waitFor(() => expect(preview.getAttribute('srcdoc')).toContain('<p onclick="x()">Hi</p>'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.of('savePage')).toHaveLength(1));
    expect(api.of('savePage')[0]).toMatchObject({ pageId: 42, language: 'en', title: 'Rules' });
    expect(api.of('savePage')[0]).not.toHaveProperty('id');
    expect(await within(dialog).findByRole('status')).toBeTruthy();
    expect((within(dialog).getByLabelText('Content (HTML)') as HTMLTextAreaElement).value).toBe('<p>Hi</p>');
    // Saving again changes the stored page rather than adding it a second time.
    fireEvent.input(within(dialog).getByLabelText('Title'), { target: { value: 'Rules 2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.of('savePage')).toHaveLength(2));
    expect(api.of('savePage')[1]).toMatchObject({ id: 9, title: 'Rules 2' });
  });

  it('checks the page number and title before sending, and shows the server’s refusal', async () => {
    const api = fakeServer({
      savePage: () => ({
        http: 409,
        body: {
          status: false,
          key: 'pageContentExists',
          msg: 'Content for this page has already been added',
        },
      }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'New page' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a whole number above 0')).toBeTruthy();
    expect(within(dialog).getByText('Enter a title')).toBeTruthy();
    expect(api.of('savePage')).toHaveLength(0);
    fireEvent.input(within(dialog).getByLabelText('Page number'), { target: { value: '9' } });
    fireEvent.input(within(dialog).getByLabelText('Title'), { target: { value: 'Terms again' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Content for this page has already been added',
    );
  });

  it('edits a page in place and deletes one only once confirmed', async () => {
    const api = fakeServer({
      savePage: (body) => ({ status: true, page: page({ ...body, id: 3 } as Partial<OfficePage>) }),
      deletePage: () => ({ status: true }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Help' }));
    const editor = screen.getByRole('dialog');
    expect((within(editor).getByLabelText('Page number') as HTMLInputElement).value).toBe('6');
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.of('savePage')[0]).toMatchObject({ id: 3, pageId: 6, title: 'Help' }));
    fireEvent.click(within(editor).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Help' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('Delete “Help” (en)?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.of('deletePage')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Help' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.of('deletePage')).toEqual([expect.objectContaining({ id: 3 })]));
  });
});
