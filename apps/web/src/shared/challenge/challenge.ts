import { callApi } from '@bet/api-client/call-api';
import type { CaptchaAnswer, ChallengePurpose, PowChallenge } from '@bet/domain/api/account';
import type { CaptchaRequest } from '@bet/domain/api/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The spec's captcha call: a proof-of-work challenge for a registration or a sign-in. */
export function getChallenge(purpose: ChallengePurpose, signal?: AbortSignal): Promise<PowChallenge> {
  return callApi<CaptchaAnswer>('captcha', { purpose } satisfies CaptchaRequest, signal).then(
    (answer) => answer.challenge,
  );
}

// A solved challenge is spent by the call it guards, so one is never reused from the cache: refetch() gets a new one.
export const challengeQuery = (purpose: ChallengePurpose) =>
  queryOptions({
    queryKey: ['auth', 'challenge', purpose],
    queryFn: ({ signal }) => getChallenge(purpose, signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export const useChallenge = (purpose: ChallengePurpose, enabled = true) =>
  useQuery({ ...challengeQuery(purpose), enabled });
