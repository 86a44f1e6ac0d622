import { callApi } from '@bet/api-client/call-api';
import type { SetTransferRequestAnswer, SetTransferRequestRequest } from '@bet/domain/api/payments';

/** setTransferRequest: a deposit or withdrawal request; a refusal throws ApiError with body.error "key|param|...". */
export const setTransferRequest = (payload: SetTransferRequestRequest): Promise<SetTransferRequestAnswer> =>
  callApi<SetTransferRequestAnswer>('setTransferRequest', payload);
