import { newRequestId } from '@bet/api-client/call-api';
import type { SetTransferRequestRequest } from '@bet/domain/api/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userQuery } from '../../../shared/session/api/get-user-data.ts';
import { useNotifyStore } from '../../../shared/stores/notify-store.ts';
import type { TransferType } from '../api/get-payment-methods.ts';
import { setTransferRequest } from '../api/set-transfer-request.ts';
import { requestErrorMessage } from '../lib/failure-message.ts';
import { browserPages, openOutside, transferOutcome } from '../lib/transfer-outcome.ts';

/** The spec inserts the payment popup frame half a second after the answer. */
export const POPUP_DELAY_MS = 500;

export type TransferBody = Omit<SetTransferRequestRequest, 'reqId' | 'transferType'>;

/**
 * Sends the request and carries out its outcome (spec 002 section 4). A retry of the same form keeps
 * its reqId, so a request the server took but whose answer was lost is not made twice.
 */
export function useTransferSubmit(transferType: TransferType, onDone: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [popupUrl, setPopupUrl] = useState<string | null>(null);
  const attempt = useRef<{ body: string; reqId: string } | null>(null);
  const popupTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(popupTimer.current), []);

  // The header's credit comes from the user query.
  const reloadBalance = () =>
    queryClient.invalidateQueries({ queryKey: userQuery.queryKey, refetchType: 'all' });

  const mutation = useMutation({
    mutationFn: setTransferRequest,
    onSuccess: (answer) => {
      attempt.current = null;
      const outcome = transferOutcome(answer);
      if (outcome.kind === 'sameWindow') browserPages.assign(outcome.url);
      else if (outcome.kind === 'newWindow') openOutside(outcome.url);
      else if (outcome.kind === 'popup') {
        popupTimer.current = setTimeout(() => setPopupUrl(outcome.url), POPUP_DELAY_MS);
      } else {
        const success = transferType === 0 ? 'depositRequestSuccess' : 'withdrawRequestSuccess';
        useNotifyStore.getState().notifyThenReset(1, outcome.message || t(`payments.${success}`));
        void reloadBalance();
        onDone();
      }
    },
    onError: (error) => useNotifyStore.getState().notify(2, requestErrorMessage(error, t)),
  });

  const submit = (request: TransferBody) => {
    const body = JSON.stringify(request);
    if (attempt.current?.body !== body) attempt.current = { body, reqId: newRequestId() };
    mutation.mutate({ ...request, transferType, reqId: attempt.current.reqId });
  };

  const closePopup = () => {
    setPopupUrl(null);
    // The payment may have gone through in the frame.
    void reloadBalance();
  };

  return { submit, sending: mutation.isPending, popupUrl, closePopup };
}
