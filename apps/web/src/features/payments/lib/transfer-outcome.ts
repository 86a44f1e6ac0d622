import { PAYMENT_IFRAME, type SetTransferRequestAnswer } from '@bet/domain/api/payments';

/** What an accepted request leads to (spec 002 section 4). */
export type TransferOutcome =
  | { kind: 'sameWindow'; url: string }
  | { kind: 'popup'; url: string }
  | { kind: 'newWindow'; url: string }
  /** Taken without a payment page: the message (may be '') shows, the list closes, the balance reloads. */
  | { kind: 'done'; message: string };

export function transferOutcome(answer: SetTransferRequestAnswer): TransferOutcome {
  const url = answer.paymenturl;
  if (url && answer.iframe === PAYMENT_IFRAME.sameWindow) return { kind: 'sameWindow', url };
  if (url && answer.iframe === PAYMENT_IFRAME.popup) return { kind: 'popup', url };
  if (url && answer.redirect) return { kind: 'newWindow', url };
  return { kind: 'done', message: answer.msg };
}

/** The page moves an outcome makes, in one place so the page tests can watch them. */
export const browserPages = {
  assign: (url: string): void => window.location.assign(url),
  open: (url: string): Window | null => window.open(url, '_blank'),
};

/** Opens an outside page in a new tab, or in this one when the browser blocks the new tab. */
export function openOutside(url: string): void {
  const opened = browserPages.open(url);
  if (opened) opened.opener = null;
  else browserPages.assign(url);
}
