import type { Captcha } from '@bet/domain/api/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client.ts';

export function getCaptcha(signal?: AbortSignal): Promise<Captcha> {
  return callApi<Captcha & { status: true }>('captcha', {}, signal).then(({ captchaId, image }) => ({
    captchaId,
    image,
  }));
}

// Each drawing allows one guess, so it is never reused from the cache: refetch() draws a new one.
export const captchaQuery = queryOptions({
  queryKey: ['auth', 'captcha'],
  queryFn: ({ signal }) => getCaptcha(signal),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: 0,
});

export const useCaptcha = () => useQuery(captchaQuery);
