// @vitest-environment jsdom
import type {
  OfficePaymentCategory,
  PaymentMethodsOfficeAnswer,
} from '@bet/domain/api/admin/payment-methods';
import { allowModalDialogs } from '@bet/ui/testing/jsdom-dialogs.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyLanguage, i18n } from '../../shared/i18n/i18n.ts';
import { PaymentMethodsPage } from './payment-methods-page.tsx';

const amountField = {
  name: 'amount',
  title: { tr: 'Tutar', en: 'Amount' },
  type: 'amount' as const,
  placeHolder: {},
  minLength: 0,
  maxLength: 0,
  required: true,
};
const transfer: OfficePaymentCategory = {
  id: 3,
  transferType: 0,
  names: { tr: 'Havale', en: 'Bank transfer' },
  info: {},
  logo: '',
  openLink: '',
  position: 1,
  active: true,
  types: [
    {
      id: 7,
      categoryId: 3,
      payType: 'bank',
      gateway: '',
      tag: 'havale',
      logo: '',
      minAmount: 5_000,
      maxAmount: 1_000_000,
      infoFields: [],
      fields: [amountField],
      position: 0,
      active: true,
      banks: [
        {
          id: 5,
          name: 'Ziraat',
          swiftCode: 'TCZBTR2A',
          position: 0,
          active: true,
          amounts: [{ id: 9, amount: 50_000, active: true }],
        },
      ],
    },
  ],
};
const payout: OfficePaymentCategory = {
  ...transfer,
  id: 4,
  transferType: 1,
  names: { en: 'Payouts' },
  types: [],
};
const answer: PaymentMethodsOfficeAnswer = {
  status: true,
  categories: [transfer, payout],
  gateways: ['sandbox'],
};

type Call = { call: string; body: Record<string, unknown> };
type Answer = { status?: number; body: unknown };

/** Answers POST /api/admin/<call>: the list for every call unless `save` refuses; records the bodies. */
function methodsServer(save?: (call: string) => Answer | undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = url.replace('/api/admin/', '');
      const { lang: _, ...body } = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      calls.push({ call, body });
      const reply = save?.(call) ?? { body: answer };
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
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
        createElement(
          MemoryRouter,
          { initialEntries: ['/paymentMethods'] },
          createElement(PaymentMethodsPage),
        ),
      ),
    ),
  );
}

const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
const saves = (calls: Call[], call: string) => calls.filter((c) => c.call === call).map((c) => c.body);

async function openNewType() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add a type to Bank transfer' }));
  const dialog = screen.getByRole('dialog');
  type(dialog, 'Tag', 'papara');
  type(dialog, 'Minimum amount', '0,29');
  type(dialog, 'Maximum amount', '1000.10');
  type(dialog, 'Field 1 title (EN)', 'Amount');
  return dialog;
}

beforeAll(async () => {
  await applyLanguage('en');
  allowModalDialogs();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the payment methods page', () => {
  it('shows each direction’s categories with their types, limits and banks', async () => {
    methodsServer();
    renderPage();
    const category = await screen.findByRole('region', { name: 'Bank transfer' });
    const item = within(category).getByRole('listitem', { name: 'havale' });
    expect(within(item).getByText('50.00 – 10,000.00')).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Edit the bank Ziraat' })).toBeTruthy();
    expect(within(item).getByText('500.00')).toBeTruthy();
    expect(screen.queryByText('Payouts')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Withdraw' }));
    expect(await screen.findByRole('region', { name: 'Payouts' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Bank transfer' })).toBeNull();
  });

  it('saves a new type in minor units with its form fields', async () => {
    const calls = methodsServer();
    renderPage();
    const dialog = await openNewType();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a field' }));
    type(dialog, 'Field 2 name', 'iban');
    type(dialog, 'Field 2 title (TR)', 'IBAN');
    type(dialog, 'Field 2 maximum length', '34');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move field 2 up' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saves(calls, 'savePaymentType')).toEqual([
      {
        categoryId: 3,
        payType: 'manual',
        gateway: '',
        tag: 'papara',
        logo: '',
        minAmount: 29,
        maxAmount: 100_010,
        infoFields: [],
        fields: [
          { ...amountField, name: 'iban', title: { tr: 'IBAN' }, type: 'text', maxLength: 34 },
          { ...amountField, title: { en: 'Amount' } },
        ],
        position: 0,
        active: true,
      },
    ]);
  });

  it('refuses a type without an amount field and sends nothing', async () => {
    const calls = methodsServer();
    renderPage();
    const dialog = await openNewType();
    fireEvent.change(within(dialog).getByLabelText('Field 1 type'), { target: { value: 'text' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The form needs a field of type Amount.',
    );
    expect(saves(calls, 'savePaymentType')).toEqual([]);
  });

  it('shows the server’s refusal in its own words', async () => {
    methodsServer((call) =>
      call === 'savePaymentType'
        ? { status: 400, body: { status: false, key: 'paymentTagTaken', msg: 'This tag is already used' } }
        : undefined,
    );
    renderPage();
    const dialog = await openNewType();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This tag is already used');
  });

  it('adds a category to the open direction with the filled names only', async () => {
    const calls = methodsServer();
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Withdraw' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a category' }));
    const dialog = screen.getByRole('dialog');
    type(dialog, 'Name (TR)', 'Kripto');
    type(dialog, 'Position', '3');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves(calls, 'savePaymentCategory')).toHaveLength(1));
    expect(saves(calls, 'savePaymentCategory')[0]).toEqual({
      transferType: 1,
      names: { tr: 'Kripto' },
      info: {},
      logo: '',
      openLink: '',
      position: 3,
      active: true,
    });
  });

  it('saves a bank with its amounts in minor units', async () => {
    const calls = methodsServer();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the bank Ziraat' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add an amount' }));
    type(dialog, 'Amount 2', '1000,5');
    fireEvent.click(within(dialog).getByLabelText('Amount 1 offered'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves(calls, 'savePaymentBank')).toHaveLength(1));
    expect(saves(calls, 'savePaymentBank')[0]).toEqual({
      id: 5,
      typeId: 7,
      name: 'Ziraat',
      swiftCode: 'TCZBTR2A',
      position: 0,
      active: true,
      amounts: [
        { id: 9, amount: 50_000, active: false },
        { amount: 100_050, active: true },
      ],
    });
  });
});
