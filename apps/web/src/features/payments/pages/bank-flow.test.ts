// @vitest-environment jsdom
import type { BanksAnswer } from '@bet/domain/api/payment-methods';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '../../../shared/stores/ui-store.ts';
import {
  advance,
  category,
  fakeApi,
  field,
  loadMethods,
  methodsAnswer,
  payType,
  renderPaymentPage,
  useFakeClock,
} from '../test-kit.ts';
import DepositPage from './deposit-page.tsx';

const bankType = payType({
  payId: 21,
  payCatId: 3,
  payType: 'bank',
  payTag: 'Fast bank',
  minAmount: 0,
  maxAmount: 0,
  infofields: [],
  fields: [
    field({ name: 'amount', title: 'Amount', type: 'amount' }),
    field({ name: 'iban', title: 'Your IBAN', type: 'text', minLength: 4, maxLength: 34 }),
  ],
});
const methods = methodsAnswer([category(3, 'Instant banks', [bankType])]);
const banks: BanksAnswer = {
  login: true,
  status: true,
  error: '',
  banks: [
    {
      bankId: 1,
      name: 'Ziraat',
      swiftcode: 'TCZBTR2A',
      amounts: [
        { amount: 100, activeAmountId: 501, currency: 'EUR' },
        { amount: 250, activeAmountId: 502, currency: 'EUR' },
      ],
    },
    { bankId: 2, name: 'Garanti', swiftcode: 'TGBATRIS', amounts: [] },
  ],
};

const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

async function openBankForm(answers: Record<string, Record<string, unknown>>) {
  const api = fakeApi({ paymentMethods: methods, ...answers });
  await renderPaymentPage(DepositPage, 'deposit');
  await loadMethods();
  click('Instant banks');
  click('Fast bank');
  await advance();
  await advance();
  return api;
}

beforeEach(() => {
  useFakeClock();
  vi.spyOn(crypto, 'randomUUID').mockReturnValue('33333333-3333-4333-8333-333333333333');
  useUiStore.getState().closeLogin();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a bank-type deposit', () => {
  it('loads the banks of the method, then sends the chosen bank amount', async () => {
    const api = await openBankForm({
      banks,
      setTransferRequest: { status: true, redirect: false, iframe: 0, paymenturl: '', msg: '', error: '' },
    });
    expect(api.of('banks')).toEqual([{ payid: 21, payCatId: 3 }]);
    // The amount comes from the bank's options, not from a field.
    expect(screen.queryByLabelText('Amount')).toBeNull();
    click(/Ziraat/);
    fireEvent.change(screen.getByLabelText('Your IBAN'), { target: { value: 'TR330006100519786457841326' } });
    click('Send deposit request');
    expect(screen.getByRole('alert').textContent).toBe('Choose a bank and an amount');
    click('250.00 EUR');
    expect(screen.getByRole('button', { name: '250.00 EUR' }).getAttribute('aria-pressed')).toBe('true');
    click('Send deposit request');
    await advance();
    expect(api.of('setTransferRequest')).toEqual([
      {
        payId: 21,
        payCatId: 3,
        amount: 250,
        transferType: 0,
        values: [{ name: 'iban', value: 'TR330006100519786457841326' }],
        activeAmountId: 502,
        reqId: '33333333-3333-4333-8333-333333333333',
      },
    ]);
  });

  it('tells that a bank without amounts is unavailable, with a way back to the other banks', async () => {
    await openBankForm({ banks });
    click(/Garanti/);
    expect(screen.getByRole('status').textContent).toBe(
      'This bank is currently unavailable. Please try other banks.',
    );
    click('Back to banks');
    expect(screen.getByRole('button', { name: /Ziraat/ })).toBeTruthy();
  });

  it('opens the login popup when the session is gone', async () => {
    await openBankForm({ banks: { ...banks, login: false, status: false, banks: [] } });
    const { loginPopup } = useUiStore.getState();
    expect([loginPopup.open, loginPopup.then]).toEqual([true, '/en/deposit?cat=3&pay=21']);
    expect(screen.queryByRole('button', { name: /Ziraat/ })).toBeNull();
  });
});
