import { ApiError } from '@bet/api-client/call-api';
import type { CreateCouponResponse } from '@bet/domain/api/placement';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/hooks/use-language.ts';
import { userQuery } from '../../../shared/session/api/get-user-data.ts';
import { forgetSession } from '../../../shared/session/stored-session.ts';
import { isSelectionLocked } from '../../../shared/slip/slip-selection.ts';
import { useSlipStore } from '../../../shared/slip/slip-store.ts';
import { useNotifyStore } from '../../../shared/stores/notify-store.ts';
import { useUiStore } from '../../../shared/stores/ui-store.ts';
import { couponHold } from '../api/coupon-hold.ts';
import { createCoupon } from '../api/create-coupon.ts';
import { saveLastCoupon, slipKey } from '../lib/last-coupon.ts';
import { applyServerOdds } from '../lib/slip-actions.ts';
import { couponRequest } from '../lib/slip-units.ts';
import { usePlacementStore } from '../stores/placement-store.ts';
import { useCountdown } from './use-countdown.ts';
import { useProblemText, useRefusalText } from './use-problem-text.ts';
import type { SlipView } from './use-slip-summary.ts';

const placement = usePlacementStore.setState;

/**
 * The coupon creation flow of spec 001 section 4: login first, locked picks block, one call at a
 * time, a live coupon's wait counted down and then asked after with couponHold, changed odds and
 * per-match errors taken from a refusal, the player signed out when the server says so.
 */
export function usePlaceCoupon({ draft, summary, context }: SlipView) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const problemText = useProblemText();
  const refusalText = useRefusalText();
  const { submitting, held } = usePlacementStore();
  const countdown = useCountdown(held?.until);

  const placed = useCallback(
    (answer: CreateCouponResponse) => {
      const { notify, notifyThenReset } = useNotifyStore.getState();
      if (answer.sleeping !== undefined && answer.ticketId) {
        // Still held: ask again when the wait is over (at least a second from now).
        const seconds = Math.max(1, answer.sleeping);
        placement({ held: { ticketId: answer.ticketId, until: Date.now() + seconds * 1000 } });
        notify(6, t('betslip.messages.liveBetWaiting', { seconds }));
        return;
      }
      placement({ held: null, placedTicketId: answer.ticketId ?? null });
      if (answer.ticketId) {
        const userId = queryClient.getQueryData(userQuery.queryKey)?.userId;
        saveLastCoupon({
          ticketId: answer.ticketId,
          placedAt: Date.now(),
          ...(answer.couponId !== undefined && { couponId: answer.couponId }),
          ...(userId !== undefined && { userId }),
          // The slip stays with its actions: a reload shows them again for these picks.
          slip: slipKey(useSlipStore.getState().selections),
        });
      }
      void queryClient.invalidateQueries({ queryKey: userQuery.queryKey });
      notifyThenReset(1, answer.msg || t('betslip.messages.couponCreated'));
    },
    [queryClient, t],
  );

  const refused = useCallback(
    (error: unknown) => {
      const { notifyThenReset, hide } = useNotifyStore.getState();
      placement({ held: null });
      if (!(error instanceof ApiError) || error.status === 0) {
        notifyThenReset(
          2,
          t(error instanceof ApiError ? 'common.errors.networkError' : 'common.errors.technicalError'),
        );
        return;
      }
      const answer = error.body as Partial<CreateCouponResponse>;
      if (answer.login === false || error.status === 401) {
        // The session is gone on the server: forget the player here too and ask for a login.
        hide();
        forgetSession();
        queryClient.setQueryData(userQuery.queryKey, null);
        useUiStore.getState().openLogin(`/${lang}/betslip`);
        return;
      }
      if (answer.changed?.length) applyServerOdds(answer.changed);
      const errors = (answer.couponErrors ?? []).map((e) => ({ ...e, msg: refusalText(e) }));
      placement({ errors });
      notifyThenReset(
        4,
        refusalText({ ...answer, msg: error.message }) ||
          errors.map((e) => e.msg).join(' · ') ||
          t('common.errors.technicalError'),
      );
    },
    [queryClient, lang, t, refusalText],
  );

  const run = useCallback(
    async (call: () => Promise<CreateCouponResponse>) => {
      placement({ submitting: true, errors: [] });
      try {
        placed(await call());
      } catch (error) {
        refused(error);
      } finally {
        placement({ submitting: false });
      }
    },
    [placed, refused],
  );

  // The wait is over: ask whether the held live coupon was accepted.
  useEffect(() => {
    if (!held || countdown > 0 || usePlacementStore.getState().submitting) return;
    void run(() => couponHold(held.ticketId));
  }, [held, countdown, run]);

  // The waiting dialog counts down with the button.
  useEffect(() => {
    if (held && countdown > 0) {
      useNotifyStore.getState().notify(6, t('betslip.messages.liveBetWaiting', { seconds: countdown }));
    }
  }, [held, countdown, t]);

  const place = () => {
    const { notify } = useNotifyStore.getState();
    if (usePlacementStore.getState().submitting || countdown > 0) return;
    if (!context.user) {
      useUiStore.getState().openLogin(`/${lang}/betslip`);
      return;
    }
    if (draft.selections.some(isSelectionLocked)) {
      notify(3, t('betslip.messages.thereAreLockedMatches'));
      return;
    }
    const blocking = summary.problems.find((p) => p.blocking);
    if (blocking) {
      notify(3, problemText(blocking));
      return;
    }
    const request = couponRequest(draft, summary, useSlipStore.getState().oddChangeOk);
    if (!request) return;
    notify(5, t('betslip.messages.couponCreating'));
    void run(() => createCoupon(request));
  };

  return { place, submitting, countdown };
}
