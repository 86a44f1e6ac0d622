// The back office's affiliates: admin/affiliates, approveAffiliate, rejectAffiliate,
// affiliateStatements and closeAffiliatePeriods.
import { callApi } from '@bet/api-client/call-api';
import type {
  AffiliateStatus,
  ApproveAffiliateRequest,
  OfficeAffiliate,
  OfficeStatement,
} from '@bet/domain/api/admin/affiliates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const key = ['admin', 'affiliates'] as const;

export const useAffiliates = (status: AffiliateStatus | '') =>
  useQuery({
    queryKey: [...key, 'list', status],
    queryFn: ({ signal }) =>
      callApi<{ affiliates: OfficeAffiliate[] }>('admin/affiliates', status ? { status } : {}, signal),
  });

export const useStatements = (userId: number) =>
  useQuery({
    queryKey: [...key, 'statements', userId],
    queryFn: ({ signal }) =>
      callApi<{ statements: OfficeStatement[] }>('admin/affiliateStatements', { userId }, signal),
  });

/** Every change reads the lists and statements again. */
function useAffiliateChange<T, R>(call: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => callApi<R>(call, body as Record<string, unknown>),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}

export const useApproveAffiliate = () =>
  useAffiliateChange<ApproveAffiliateRequest, { affiliate: OfficeAffiliate }>('admin/approveAffiliate');
export const useRejectAffiliate = () =>
  useAffiliateChange<{ userId: number }, { affiliate: OfficeAffiliate }>('admin/rejectAffiliate');
export const useClosePeriods = () =>
  useAffiliateChange<{ userId: number }, { closed: string[] }>('admin/closeAffiliatePeriods');
