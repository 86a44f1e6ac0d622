import { newRequestId } from '@bet/api-client/call-api';
import { useTranslation } from 'react-i18next';
import { usePlayerMoney } from '../../../shared/session/player-money.ts';
import { type NotifyStatus, useNotifyStore } from '../../../shared/stores/notify-store.ts';
import { useCancelCoupon } from '../api/cancel-coupon.ts';
import { useSellCoupon } from '../api/sell-coupon.ts';
import { repricedOffer } from '../lib/coupon-actions.ts';
import { errorMessage } from '../lib/error-message.ts';
import { useReloadAfterAction } from './use-reload-after-action.ts';

/** A sale's or cancellation's result message goes away after 3 s (spec 001 section 9). */
export const RESULT_NOTICE_MS = 3000;

function showBriefly(status: NotifyStatus, message: string): void {
  useNotifyStore.getState().notify(status, message);
  setTimeout(() => {
    const now = useNotifyStore.getState();
    if (now.status === status && now.message === message) now.hide();
  }, RESULT_NOTICE_MS);
}

const ask = (message: string, onConfirm: () => void) =>
  useNotifyStore.getState().notify(3, message, { onConfirm });

const wait = (message: string) => useNotifyStore.getState().notify(5, message);

/**
 * Selling a coupon: the player confirms the price, then it is sold at exactly that price. When the
 * price moved meanwhile, the new one is shown and asked again; nothing sells unconfirmed.
 */
export function useSellFlow() {
  const { t } = useTranslation();
  const money = usePlayerMoney();
  const reload = useReloadAfterAction();
  const mutation = useSellCoupon();

  const sell = async (ticketId: string, price: number) => {
    wait(t('coupons.selling'));
    try {
      const result = await mutation.mutateAsync({
        reqId: newRequestId(),
        ticketId,
        sellok: 1,
        winPrice: price,
      });
      showBriefly(1, result.msg || t('coupons.soldSuccess'));
      await reload();
    } catch (error) {
      const newPrice = repricedOffer(error, price);
      if (newPrice === null) {
        useNotifyStore.getState().notify(2, errorMessage(error, t));
        return;
      }
      ask(t('coupons.priceChanged', { amount: money(newPrice) }), () => void sell(ticketId, newPrice));
      await reload();
    }
  };

  return {
    /** Asks areYouSureSold with the amount, then sells. */
    start: (ticketId: string, price: number) =>
      ask(t('coupons.areYouSureSold', { amount: money(price) }), () => void sell(ticketId, price)),
    busyTicket: mutation.isPending ? mutation.variables?.ticketId : undefined,
  };
}

/** Cancelling a coupon: confirm, busy, then the server's message; the data loads again on success. */
export function useCancelFlow() {
  const { t } = useTranslation();
  const reload = useReloadAfterAction();
  const mutation = useCancelCoupon();

  const cancel = async (ticketId: string) => {
    wait(t('coupons.cancelling'));
    try {
      const result = await mutation.mutateAsync({ reqId: newRequestId(), ticketId });
      showBriefly(1, result.msg || t('coupons.cancelSuccess'));
      await reload();
    } catch (error) {
      useNotifyStore.getState().notify(2, errorMessage(error, t));
    }
  };

  return {
    start: (ticketId: string) => ask(t('coupons.cancelConfirm'), () => void cancel(ticketId)),
    busyTicket: mutation.isPending ? mutation.variables?.ticketId : undefined,
  };
}
