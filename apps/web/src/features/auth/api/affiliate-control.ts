import { callApi } from '@bet/api-client/call-api';
import type { AffiliateAnswer, AffiliateControlRequest } from '@bet/domain/api/account';

/** Looks up a promotion (affiliate) code; refused with affiliateNotFound when no active affiliate has it. */
export function affiliateControl(affiliateId: string, signal?: AbortSignal): Promise<AffiliateAnswer> {
  return callApi<AffiliateAnswer>(
    'affiliateControl',
    { affiliateId: affiliateId.trim() } satisfies AffiliateControlRequest,
    signal,
  );
}
