// @vitest-environment jsdom
import type { SetTransferRequestAnswer } from '@bet/domain/api/payments';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotifyStore } from '../../../shared/stores/notify-store.ts';
import { browserPages } from '../lib/transfer-outcome.ts';
import {
  advance,
  category,
  fakeApi,
  loadMethods,
  methodsAnswer,
  payType,
  renderPaymentPage,
  useFakeClock,
} from '../test-kit.ts';
import WithdrawPage from './withdraw-page.tsx';

const methods = methodsAnswer([category(1, 'Bank transfer', [payType({ payTag: 'Havale TR' })])]);
const accepted = (over: Partial<SetTransferRequestAnswer>): SetTransferRequestAnswer => ({
  status: true,
  id: 41,
  redirect: false,
  iframe: 0,
  paymenturl: '',
  msg: '',
  error: '',
  ...over,
});
const PAY_URL = 'https://pay.example/session/41';

/** Opens the form, asks for 100 and sends; the fake API answers setTransferRequest with `answer`. */
async function requestWith(answer: SetTransferRequestAnswer) {
  const api = fakeApi({
    paymentMethods: methods,
    setTransferRequest: answer,
    getUserData: { status: false },
  });
  await renderPaymentPage(WithdrawPage, 'withdraw');
  await loadMethods();
  fireEvent.click(screen.getByRole('button', { name: 'Bank transfer' }));
  fireEvent.click(screen.getByRole('button', { name: /Havale TR/ }));
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '100' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send withdrawal request' }));
  await advance();
  return api;
}

beforeEach(() => {
  useFakeClock();
  useNotifyStore.getState().hide();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('what an accepted withdrawal request leads to', () => {
  it('asks for a withdrawal with transferType 1', async () => {
    const api = await requestWith(accepted({}));
    expect(api.of('setTransferRequest')[0]).toMatchObject({ transferType: 1, amount: 100 });
  });

  it('iframe 1: goes to the payment page in this window', async () => {
    const assign = vi.spyOn(browserPages, 'assign').mockImplementation(() => {});
    await requestWith(accepted({ iframe: 1, redirect: true, paymenturl: PAY_URL }));
    expect(assign).toHaveBeenCalledWith(PAY_URL);
  });

  it('iframe 2: shows the 640 by 480 payment frame after 0.5 s, with a close button', async () => {
    const api = await requestWith(accepted({ iframe: 2, paymenturl: PAY_URL }));
    await advance(499);
    expect(screen.queryByTitle('Payment page')).toBeNull();
    await advance(1);
    const frame = screen.getByTitle('Payment page');
    expect(frame.getAttribute('src')).toBe(PAY_URL);
    expect([frame.getAttribute('width'), frame.getAttribute('height')]).toEqual(['640', '480']);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await advance();
    expect(screen.queryByTitle('Payment page')).toBeNull();
    // The payment may have gone through in the frame: the balance reloads.
    expect(api.of('getUserData')).toHaveLength(1);
  });

  it('a redirect without a frame opens a new window, or this one when the browser blocks it', async () => {
    const open = vi.spyOn(browserPages, 'open').mockReturnValue({} as Window);
    const assign = vi.spyOn(browserPages, 'assign').mockImplementation(() => {});
    await requestWith(accepted({ redirect: true, paymenturl: PAY_URL }));
    expect(open).toHaveBeenCalledWith(PAY_URL);
    expect(assign).not.toHaveBeenCalled();
    cleanup();
    open.mockReturnValue(null);
    await requestWith(accepted({ redirect: true, paymenturl: PAY_URL }));
    expect(assign).toHaveBeenCalledWith(PAY_URL);
  });

  it('otherwise: the success message, the lists back to the categories, the balance reloaded', async () => {
    const api = await requestWith(accepted({}));
    expect(useNotifyStore.getState()).toMatchObject({
      status: 1,
      message: 'Your withdrawal request has been received.',
    });
    expect(screen.getByRole('button', { name: 'Bank transfer' })).toBeTruthy();
    expect(screen.queryByLabelText('Amount')).toBeNull();
    expect(api.of('getUserData')).toHaveLength(1);
  });

  it("shows the server's own message when it sends one", async () => {
    await requestWith(accepted({ msg: 'Talebiniz 5 dakika içinde işlenecek.' }));
    expect(useNotifyStore.getState().message).toBe('Talebiniz 5 dakika içinde işlenecek.');
  });
});
