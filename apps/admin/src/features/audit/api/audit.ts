import { adminQueryKeys } from '@bet/api-client/admin-query-keys';
import { callApi } from '@bet/api-client/call-api';
import type { AuditAnswer, AuditRequest } from '@bet/domain/api/admin/audit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export const auditQuery = (request: AuditRequest) =>
  queryOptions({
    queryKey: adminQueryKeys.audit(request),
    queryFn: ({ signal }) => callApi<AuditAnswer>('admin/audit', request, signal),
    placeholderData: keepPreviousData,
  });

export const useAudit = (request: AuditRequest) => useQuery(auditQuery(request));
