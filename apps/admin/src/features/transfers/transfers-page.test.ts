// @vitest-environment jsdom
import type { OfficeTransfer } from '@bet/domain/api/admin/transfers';
import { formatMoney } from '@bet/domain/money';
import { allowModalDialogs } from '@bet/ui/testing/jsdom-dialogs.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage, i18n, localeOf } from '../../shared/i18n/i18n.ts';
import { TransfersPage } from './transfers-page.tsx';

const NOW = new Date('2026-11-28T12:00:00Z');
const request = (fields: Partial<OfficeTransfer>): OfficeTransfer => ({
  id: 0,
  userId: 0,
  username: '',
  dealerName: 'shop1',
  transferType: 0,
  status: 0,
  currency: 'TRY',
  amount: 0,
  catName: 'Bank transfer',
  payTag: 'EFT',
  payType: 'bank',
  values: [],
  note: '',
  reqResult: '',
  createdAt: NOW.toISOString(),
  decidedAt: null,
  approvals: [],
  approvalsNeeded: 1,
  blocked: false,
  ...fields,
});
// A deposit waiting 2 h 5 min, a withdrawal above the two-approval threshold, a gateway's deposit.
const aliceDeposit = request({
  id: 101,
  userId: 7,
  username: 'alice',
  amount: 10_000,
  createdAt: '2026-11-28T09:55:00Z',
  values: [{ name: 'IBAN', value: 'TR00 1234 5678' }],
  note: 'from my salary account',
});
const bobWithdrawal = request({
  id: 102,
  userId: 8,
  username: 'bob',
  transferType: 1,
  amount: 500_000,
  createdAt: '2026-11-28T11:15:00Z',
  approvalsNeeded: 2,
});
const carolGateway = request({ id: 103, userId: 9, username: 'carol', payType: 'gateway', catName: 'Card' });

type Call = { call: string; body: Record<string, unknown> };
const SECOND_APPROVER = 'Another staff member must give the second approval for this amount';

/** The queue as the server keeps it, the signed-in staff member being admin (id 1). */
function transferServer() {
  const calls: Call[] = [];
  let rows = [aliceDeposit, bobWithdrawal, carolGateway];
  const answer = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const handlers: Record<string, (body: Record<string, unknown>) => Response> = {
    transferQueue: (body) => {
      const matching = rows.filter((r) => body.status === undefined || r.status === body.status);
      const waiting = rows.filter((r) => r.status === 0);
      return answer({
        status: true,
        rows: matching,
        total: matching.length,
        waiting: { count: waiting.length, oldestAt: waiting[0]?.createdAt ?? null },
      });
    },
    decideTransfer: ({ id, decision, note }) => {
      const row = rows.find((r) => r.id === id) as OfficeTransfer;
      let next: OfficeTransfer;
      if (decision === 'reject') next = { ...row, status: 2, reqResult: String(note) };
      else if (row.approvals.some((a) => a.staffId === 1)) {
        return answer({ status: false, key: 'secondApproverRequired', msg: SECOND_APPROVER }, 409);
      } else {
        const approvals = [...row.approvals, { staffId: 1, staffName: 'admin', at: NOW.toISOString() }];
        const approved = approvals.length >= row.approvalsNeeded;
        next = { ...row, approvals, status: approved ? 1 : 0, reqResult: approved ? String(note) : '' };
      }
      rows = rows.map((r) => (r.id === id ? next : r));
      return answer({ status: true, transfer: next });
    },
    transferBlock: ({ userId, blocked }) => {
      rows = rows.map((r) => (r.userId === userId ? { ...r, blocked: Boolean(blocked) } : r));
      return answer({ status: true, blocked });
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = url.replace('/api/admin/', '');
      const { lang: _, ...body } = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      calls.push({ call, body });
      return handlers[call]?.(body) ?? answer({ status: false, key: 'notFound' }, 404);
    }),
  );
  return calls;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    createElement(
      QueryClientProvider,
      { client },
      createElement(
        I18nextProvider,
        { i18n },
        createElement(MemoryRouter, { initialEntries: ['/transfers'] }, createElement(TransfersPage)),
      ),
    ),
  );
}

const table = () => screen.getByRole('table', { name: 'Transfer requests' });
const rowOf = (name: string) => {
  const row = within(table()).getByText(name).closest('tr');
  if (!row) throw new Error(`no row of ${name}`);
  return row;
};
const callsOf = (calls: Call[], name: string) => calls.filter((c) => c.call === name).map((c) => c.body);

/** Opens a request's detail and asks for a decision on it; the confirming dialog is returned. */
async function ask(name: string, action: string) {
  await within(table()).findByText(name);
  const row = rowOf(name);
  fireEvent.click(within(row).getByRole('button', { name: 'Show details' }));
  const detail = row.nextElementSibling as HTMLElement;
  fireEvent.click(within(detail).getByRole('button', { name: action }));
  return screen.getByRole('dialog');
}

function decide(dialog: HTMLElement, note: string, confirm: string) {
  fireEvent.change(within(dialog).getByLabelText('Note for the player'), { target: { value: note } });
  fireEvent.click(within(dialog).getByRole('button', { name: confirm }));
}

beforeAll(async () => {
  await applyLanguage('en');
  allowModalDialogs();
});

beforeEach(() => {
  // Only the date is fixed: the approval clocks read it; the page's timers run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the transfer queue', () => {
  it('lists the waiting requests with their clocks and the waiting line', async () => {
    const calls = transferServer();
    renderPage();
    await screen.findByText('3 requests waiting; the oldest has waited 2 h 5 min.');
    expect(callsOf(calls, 'transferQueue')).toEqual([
      { page: 1, pageSize: 50, sort: 'createdAt', dir: 'asc', status: 0 },
    ]);
    const alice = rowOf('alice');
    expect(within(alice).getByRole('link', { name: 'alice' }).getAttribute('href')).toBe('/users/7');
    expect(within(alice).getByText('waiting 2 h 5 min')).toBeTruthy();
    expect(within(alice).getByText(formatMoney(10_000, 'TRY', localeOf('en')))).toBeTruthy();
    expect(within(alice).getByText('Deposit')).toBeTruthy();
    expect(within(alice).getByText('EFT')).toBeTruthy();
    expect(within(alice).getByText('Waiting')).toBeTruthy();
    expect(within(rowOf('bob')).getByText('waiting 45 min')).toBeTruthy();
    expect(within(rowOf('bob')).getByText('0/2')).toBeTruthy();
  });

  it('shows what the player entered, and offers no decision on a gateway’s request', async () => {
    transferServer();
    renderPage();
    await within(table()).findByText('alice');
    fireEvent.click(within(rowOf('alice')).getByRole('button', { name: 'Show details' }));
    const detail = rowOf('alice').nextElementSibling as HTMLElement;
    expect(within(detail).getByText('IBAN')).toBeTruthy();
    expect(within(detail).getByText('TR00 1234 5678')).toBeTruthy();
    expect(within(detail).getByText('from my salary account')).toBeTruthy();
    fireEvent.click(within(rowOf('carol')).getByRole('button', { name: 'Show details' }));
    const gateway = rowOf('carol').nextElementSibling as HTMLElement;
    expect(within(gateway).queryByRole('button', { name: 'Approve request 103' })).toBeNull();
    expect(within(gateway).getByText(/The payment provider decides this request/)).toBeTruthy();
  });

  it('records a first approval with its key and note, and refuses the same staff member’s second', async () => {
    const calls = transferServer();
    renderPage();
    decide(await ask('bob', 'Approve request 102'), 'checked the account', 'Approve');
    await screen.findByText(/Your approval of request 102 is recorded/);
    const [sent] = callsOf(calls, 'decideTransfer');
    expect(sent).toEqual({
      id: 102,
      decision: 'approve',
      note: 'checked the account',
      reqId: expect.any(String),
    });
    expect(String(sent?.reqId).length).toBeGreaterThanOrEqual(8);
    await waitFor(() => expect(within(rowOf('bob')).getByText('1/2 admin')).toBeTruthy());

    // New rows close the details; the second try opens them again.
    const dialog = await ask('bob', 'Approve request 102');
    expect(within(rowOf('bob').nextElementSibling as HTMLElement).getByText(/^admin, /)).toBeTruthy();
    decide(dialog, '', 'Approve');
    expect((await within(screen.getByRole('dialog')).findByRole('alert')).textContent).toBe(SECOND_APPROVER);
    expect(within(rowOf('bob')).getByText('1/2 admin')).toBeTruthy();
  });

  it('takes an approved request out of the waiting queue', async () => {
    transferServer();
    renderPage();
    decide(await ask('alice', 'Approve request 101'), '', 'Approve');
    await screen.findByText('Request 101 is approved.');
    await waitFor(() => expect(within(table()).queryByText('alice')).toBeNull());
    expect(screen.getByText('2 requests waiting; the oldest has waited 45 min.')).toBeTruthy();
  });

  it('rejects a request with the note the player is shown', async () => {
    const calls = transferServer();
    renderPage();
    decide(await ask('alice', 'Reject request 101'), 'The IBAN is not yours', 'Reject');
    await screen.findByText('Request 101 is rejected.');
    expect(callsOf(calls, 'decideTransfer')).toEqual([
      { id: 101, decision: 'reject', note: 'The IBAN is not yours', reqId: expect.any(String) },
    ]);
  });

  it('blocks a player’s transfers after asking', async () => {
    const calls = transferServer();
    renderPage();
    const dialog = await ask('alice', 'Block transfers of alice');
    expect(callsOf(calls, 'transferBlock')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await screen.findByText('Transfers of alice are blocked.');
    expect(callsOf(calls, 'transferBlock')).toEqual([{ userId: 7, blocked: true }]);
    await waitFor(() => expect(within(rowOf('alice')).getByText('Blocked')).toBeTruthy());
    expect((await ask('alice', 'Unblock transfers of alice')).textContent).toContain(
      'Allow alice to make deposit and withdrawal requests again?',
    );
  });
});
