// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotifyStore } from '../../../shared/stores/notify-store.ts';
import { browserPages } from '../lib/transfer-outcome.ts';
import {
  advance,
  category,
  fakeApi,
  field,
  loadMethods,
  methodsAnswer,
  payType,
  refusal,
  renderPaymentPage,
  useFakeClock,
} from '../test-kit.ts';
import DepositPage from './deposit-page.tsx';

const havale = payType();
const papara = payType({ payId: 12, payTag: 'Papara', minAmount: 0, maxAmount: 0 });
const formType = payType({
  payId: 13,
  payTag: 'Wallet form',
  minAmount: 0,
  maxAmount: 0,
  infofields: [],
  fields: [
    field({ name: 'holder', title: 'Account holder', type: 'text', minLength: 3, maxLength: 40 }),
    field({ name: 'wallet', title: 'Wallet number', type: 'number' }),
    field({ name: 'sentOn', title: 'Sent on', type: 'date' }),
    field({ name: 'sentAt', title: 'Sent at', type: 'datetime' }),
    field({ name: 'amount', title: 'Amount', type: 'amount' }),
    field({ name: 'note', title: 'Note', type: 'text', required: false }),
  ],
});
const methods = methodsAnswer([
  category(1, 'Bank transfer', [havale, papara, formType]),
  category(2, 'Crypto', [], 'https://crypto.example/pay'),
]);

const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function openForm(tag: string | RegExp) {
  await loadMethods();
  click('Bank transfer');
  click(tag);
}

beforeEach(() => {
  useFakeClock();
  vi.spyOn(crypto, 'randomUUID').mockReturnValue('0b7c4c0e-3f5e-4d4a-9b61-8f6d2f0a1c11');
  useNotifyStore.getState().hide();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the deposit page', () => {
  it('asks for the deposit methods 0.2 s after it opens', async () => {
    const api = fakeApi({ paymentMethods: methods });
    await renderPaymentPage(DepositPage, 'deposit');
    await advance(199);
    expect(api.of('paymentMethods')).toEqual([]);
    await advance(1);
    expect(api.of('paymentMethods')).toEqual([{ transferType: 0 }]);
    await advance();
    expect(screen.getByRole('button', { name: 'Bank transfer' })).toBeTruthy();
  });

  it('steps categories → types → form, and back the same way to the previous page', async () => {
    fakeApi({ paymentMethods: methods });
    await renderPaymentPage(DepositPage, 'deposit');
    await loadMethods();
    click('Bank transfer');
    // The types with their tag, and their limits only when above 0.
    const first = screen.getByRole('button', { name: /Havale TR/ });
    expect(first.textContent).toContain('Min 50.00 EUR');
    expect(first.textContent).toContain('Max 5,000.00 EUR');
    expect(screen.getByRole('button', { name: 'Papara' }).textContent).not.toContain('Min');
    click('Papara');
    expect(screen.getByRole('heading', { name: 'Papara' })).toBeTruthy();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ayşe');
    expect((screen.getByLabelText('Last name') as HTMLInputElement).readOnly).toBe(true);
    click('Back');
    await advance();
    expect(screen.getByRole('button', { name: 'Papara' })).toBeTruthy();
    click('Back');
    await advance();
    expect(screen.getByRole('button', { name: 'Crypto' })).toBeTruthy();
    click('Back');
    await advance();
    expect(screen.getByText('Previous page')).toBeTruthy();
  });

  it('opens a category with its own link instead of its types', async () => {
    fakeApi({ paymentMethods: methods });
    const open = vi.spyOn(browserPages, 'open').mockReturnValue({} as Window);
    await renderPaymentPage(DepositPage, 'deposit');
    await loadMethods();
    click('Crypto');
    expect(open).toHaveBeenCalledWith('https://crypto.example/pay');
    expect(screen.getByRole('button', { name: 'Bank transfer' })).toBeTruthy();
  });

  it('shows the information lines of the method', async () => {
    fakeApi({ paymentMethods: methods });
    await renderPaymentPage(DepositPage, 'deposit');
    await openForm(/Havale TR/);
    expect(screen.getByText('IBAN')).toBeTruthy();
    expect(screen.getByText('TR33 0006 1005 1978 6457 8413 26')).toBeTruthy();
  });

  it('shows the first broken rule and sends nothing', async () => {
    const api = fakeApi({ paymentMethods: methods });
    await renderPaymentPage(DepositPage, 'deposit');
    await openForm('Wallet form');
    type('Account holder', 'Al');
    type('Wallet number', '12ab34');
    // The number field keeps only the digits.
    expect((screen.getByLabelText('Wallet number') as HTMLInputElement).value).toBe('1234');
    click('Send deposit request');
    expect(screen.getByRole('alert').textContent).toBe('Account holder must be 3–40 characters');
    type('Account holder', 'Ali Veli');
    click('Send deposit request');
    expect(screen.getByRole('alert').textContent).toBe('Sent on is required');
    expect(api.of('setTransferRequest')).toEqual([]);
  });

  it('checks the amount against the method limits', async () => {
    const api = fakeApi({ paymentMethods: methods });
    await renderPaymentPage(DepositPage, 'deposit');
    await openForm(/Havale TR/);
    type('Amount', '4x9');
    click('Send deposit request');
    expect(screen.getByRole('alert').textContent).toBe('The minimum amount is 50.00 EUR');
    expect(api.of('setTransferRequest')).toEqual([]);
  });

  it('sends the exact request: amount, the values with wire dates, and one reqId', async () => {
    const api = fakeApi({
      paymentMethods: methods,
      setTransferRequest: {
        status: true,
        id: 9,
        redirect: false,
        iframe: 0,
        paymenturl: '',
        msg: '',
        error: '',
      },
    });
    await renderPaymentPage(DepositPage, 'deposit');
    await openForm('Wallet form');
    type('Account holder', 'Ali Veli');
    type('Wallet number', '55501');
    type('Sent on', '2026-11-28');
    type('Sent at', '2026-11-28T09:05');
    type('Amount', '150.5');
    click('Send deposit request');
    await advance();
    expect(api.of('setTransferRequest')).toEqual([
      {
        payId: 13,
        payCatId: 1,
        amount: 150.5,
        transferType: 0,
        values: [
          { name: 'holder', value: 'Ali Veli' },
          { name: 'wallet', value: '55501' },
          { name: 'sentOn', value: '28-11-2026' },
          { name: 'sentAt', value: '28.11.2026 09:05' },
          { name: 'amount', value: '150.5' },
          { name: 'note', value: '' },
        ],
        reqId: '0b7c4c0e-3f5e-4d4a-9b61-8f6d2f0a1c11',
      },
    ]);
  });

  it('translates a refusal "key|param" with its parameter, and a retry keeps the reqId', async () => {
    vi.mocked(crypto.randomUUID)
      .mockReturnValueOnce('11111111-1111-4111-8111-111111111111')
      .mockReturnValueOnce('22222222-2222-4222-8222-222222222222');
    const api = fakeApi({ paymentMethods: methods, setTransferRequest: refusal('minAmount|50') });
    await renderPaymentPage(DepositPage, 'deposit');
    await openForm('Papara');
    type('Amount', '20');
    click('Send deposit request');
    await advance();
    expect(useNotifyStore.getState()).toMatchObject({ status: 2, message: 'The minimum amount is 50' });
    click('Send deposit request');
    await advance();
    type('Amount', '60');
    click('Send deposit request');
    await advance();
    expect(api.of('setTransferRequest').map((body) => body.reqId)).toEqual([
      '11111111-1111-4111-8111-111111111111',
      '11111111-1111-4111-8111-111111111111',
      '22222222-2222-4222-8222-222222222222',
    ]);
  });
});
