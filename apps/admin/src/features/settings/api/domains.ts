import { adminQueryKeys } from '@bet/api-client/admin-query-keys';
import { callApi } from '@bet/api-client/call-api';
import type { DomainsAnswer } from '@bet/domain/api/admin/domains';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const fetchDomains = (signal?: AbortSignal) => callApi<DomainsAnswer>('admin/domains', {}, signal);

export const domainsQuery = queryOptions({
  queryKey: adminQueryKeys.domains,
  queryFn: ({ signal }) => fetchDomains(signal),
});

export const useDomains = () => useQuery(domainsQuery);
