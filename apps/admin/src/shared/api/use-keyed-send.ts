import { ApiError } from '@bet/api-client/call-api';
import type { UseMutationResult } from '@tanstack/react-query';
import { useRequestKey } from './use-request-key.ts';

/**
 * Sends a money-moving call through its mutation with its idempotency key (see useRequestKey): a
 * network fault keeps the key, so sending the same payload again is the same request; an answer or
 * a refusal is final and the next send starts afresh.
 */
export function useKeyedSend<R extends { reqId: string }, A>(
  mutation: Pick<UseMutationResult<A, Error, R>, 'mutate'>,
) {
  const requestKey = useRequestKey();
  return (payload: Omit<R, 'reqId'>, onSuccess: (answer: A) => void) =>
    mutation.mutate({ ...payload, reqId: requestKey.keyFor(payload) } as R, {
      onSuccess: (answer) => {
        requestKey.settle();
        onSuccess(answer);
      },
      onError: (error) => {
        if (!(error instanceof ApiError && error.status === 0)) requestKey.settle();
      },
    });
}
