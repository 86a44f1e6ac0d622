// @vitest-environment jsdom
import type { ContactMessage, ContactThreadRow } from '@bet/domain/api/admin/inbox';
import { fakeApi } from '@bet/ui/testing/fake-api.ts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../shared/i18n/i18n.ts';
import { ADMIN_API, renderAdmin } from '../../shared/testing/render-admin.ts';
import { InboxPage } from './inbox-page.tsx';

const row = (over: Partial<ContactThreadRow>): ContactThreadRow => ({
  id: 7,
  email: 'mehmet@example.com',
  username: 'mehmet90',
  topCategory: 'payment',
  category: 'withdraw',
  state: 'open',
  preview: 'Where is my withdrawal?',
  messageCount: 1,
  createdAt: '2026-11-28T09:00:00Z',
  lastMessageAt: '2026-11-28T09:00:00Z',
  ...over,
});
const asked: ContactMessage = {
  id: 1,
  author: 'player',
  staffName: null,
  body: 'Where is my withdrawal?',
  createdAt: '2026-11-28T09:00:00Z',
};
const answered: ContactMessage = {
  id: 2,
  author: 'staff',
  staffName: 'support1',
  body: 'It was approved today.',
  createdAt: '2026-11-28T10:00:00Z',
};
const rows = [
  row({}),
  row({ id: 8, email: 'guest@example.com', username: null, topCategory: 'others', category: '' }),
];

const fakeServer = () =>
  fakeApi(
    {
      contactThreads: (body) => ({
        status: true,
        rows: body.state === 'closed' ? [] : rows,
        total: body.state === 'closed' ? 0 : 2,
      }),
      contactThread: { status: true, thread: rows[0], messages: [asked] },
      replyContact: (body) => ({
        status: true,
        thread: row({ state: 'answered', messageCount: 2 }),
        messages: [asked, { ...answered, body: String(body.message) }],
      }),
      setContactState: { status: true },
    },
    ADMIN_API,
  );

describe('the contact inbox', () => {
  beforeAll(async () => {
    await applyLanguage('en');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the threads with their topics, and filters by state and by search text', async () => {
    const api = fakeServer();
    renderAdmin(createElement(InboxPage));
    const first = (await screen.findByRole('button', { name: 'mehmet@example.com' })).closest(
      'tr',
    ) as HTMLElement;
    expect(first.textContent).toContain('Payment / Withdrawal');
    expect(first.textContent).toContain('mehmet90');
    expect(first.textContent).toContain('Open · 1 message');
    const second = screen.getByRole('button', { name: 'guest@example.com' }).closest('tr') as HTMLElement;
    expect(second.textContent).toContain('Others');
    expect(api.of('contactThreads')[0]).toEqual({ page: 1, pageSize: 50 });

    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'closed' } });
    expect(await screen.findByText('No messages match.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('E-mail or username'), { target: { value: 'mehmet' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.of('contactThreads').at(-1)).toEqual({
        page: 1,
        pageSize: 50,
        state: 'closed',
        q: 'mehmet',
      }),
    );
  });

  it('opens a thread, mails an answer that joins the thread, and closes it', async () => {
    const api = fakeServer();
    renderAdmin(createElement(InboxPage));
    fireEvent.click(await screen.findByRole('button', { name: 'mehmet@example.com' }));
    const thread = (await screen.findByRole('heading', { name: 'Message from mehmet@example.com' })).closest(
      'section',
    ) as HTMLElement;
    expect(api.of('contactThread')).toEqual([{ id: 7 }]);
    expect(
      within(thread)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('The player wrote')]);
    const send = within(thread).getByRole('button', { name: 'Send by e-mail' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(within(thread).getByLabelText('Your answer'), {
      target: { value: 'It was approved today.' },
    });
    fireEvent.click(send);
    expect(await within(thread).findByText('The answer was mailed and kept in the thread.')).toBeTruthy();
    expect(api.of('replyContact')).toEqual([{ id: 7, message: 'It was approved today.' }]);
    const messages = within(thread).getAllByRole('listitem');
    expect(messages).toHaveLength(2);
    expect(messages[1]?.textContent).toContain('support1 answered');
    expect(messages[1]?.textContent).toContain('It was approved today.');

    fireEvent.change(within(thread).getByLabelText('State'), { target: { value: 'closed' } });
    await waitFor(() => expect(api.of('setContactState')).toEqual([{ id: 7, state: 'closed' }]));
    fireEvent.click(within(thread).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: /Message from/ })).toBeNull());
  });
});
