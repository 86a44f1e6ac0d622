// What the payment page tests share: a fake API on fetch, method lists as the server sends them, and a
// render helper with a signed-in player, a page before this one, and English text.
import type { PaymentCategoryItem, PaymentTypeItem } from '@bet/domain/api/payment-methods';
import type { PaymentField } from '@bet/domain/payments/field-rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { type ComponentType, createElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { applyLanguage, i18n, loadAreas } from '../../shared/i18n/i18n.ts';
import { type UserInfo, userQuery } from '../../shared/session/api/get-user-data.ts';
import { METHODS_DELAY_MS } from './api/get-payment-methods.ts';

export { fakeApi } from '@bet/ui/testing/fake-api.ts';

/** A refusal as the server sends it: an HTTP error with the catalogue key and the spec's error text. */
export const refusal = (error: string, msg = '') => ({
  http: 400,
  body: { status: false, key: error.split('|')[0], msg, error },
});

export const field = (over: Partial<PaymentField> & Pick<PaymentField, 'name' | 'type'>): PaymentField => ({
  title: over.name,
  placeHolder: '',
  minLength: 0,
  maxLength: 0,
  required: true,
  ...over,
});

export const payType = (over: Partial<PaymentTypeItem> = {}): PaymentTypeItem => ({
  payId: 11,
  payCatId: 1,
  payType: 'manual',
  payTag: 'Havale TR',
  bankLogo: '',
  minAmount: 50,
  maxAmount: 5000,
  infofields: [{ label: 'IBAN', text: 'TR33 0006 1005 1978 6457 8413 26' }],
  fields: [field({ name: 'amount', title: 'Amount', type: 'amount' })],
  ...over,
});

export const category = (
  payCatId: number,
  catName: string,
  paytypes: PaymentTypeItem[],
  openLink = '',
): PaymentCategoryItem => ({
  info: { payCatId, catName, info: '', typeLogo: '' },
  openLink,
  paytypes,
});

export const methodsAnswer = (categories: PaymentCategoryItem[]) => ({ status: true, categories });

export const player = {
  userName: 'ayse',
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  currency: 'EUR',
  credit: 250,
  onlineUser: 1,
} as unknown as UserInfo;

/** Fake timers and clock; setImmediate stays real, as reading a fetch Response waits on it. */
export const useFakeClock = () =>
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    now: new Date('2026-11-28T12:00:00Z'),
  });

/** Lets timers run `ms` forward (and the promises they free settle) inside act. */
export const advance = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Past the spec's 0.2 s wait, with the method lists' answer read and shown. */
export async function loadMethods() {
  await advance(METHODS_DELAY_MS);
  await advance();
  await advance();
}

const PREVIOUS = '/en/previous';

/** Renders the page at /en/<path> with a page before it in the history; the query client comes back. */
export async function renderPaymentPage(Page: ComponentType, path: string) {
  // callApi loads the answer schemas beside its first call; loaded here, fake timers need not wait for it.
  await import('@bet/api-client/answers');
  await loadAreas(['common', 'payments']);
  await applyLanguage('en');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(userQuery.queryKey, player);
  const routes = createElement(
    Routes,
    null,
    createElement(Route, { path: `/:lang/${path.split('?')[0]}`, element: createElement(Page) }),
    createElement(Route, { path: PREVIOUS, element: createElement('p', null, 'Previous page') }),
  );
  const tree = createElement(
    QueryClientProvider,
    { client },
    createElement(
      I18nextProvider,
      { i18n },
      createElement(MemoryRouter, { initialEntries: [PREVIOUS, `/en/${path}`], initialIndex: 1 }, routes),
    ),
  );
  const view = render(tree);
  await advance();
  return { view, client };
}
