import { ApiError } from '@bet/api-client/call-api';
import type { DefaultOptions } from '@tanstack/react-query';

/** Whether a failed query is tried again: a refusal (4xx) will not change on retry; a network fault may. */
export const retryUnlessRefused = (failures: number, error: unknown): boolean =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2;

/** Every query's defaults; a query overriding `retry` must keep refusals unretried. */
export const queryDefaults: DefaultOptions = {
  queries: { retry: retryUnlessRefused, refetchOnWindowFocus: false },
};
