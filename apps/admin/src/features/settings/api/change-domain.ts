import { adminQueryKeys } from '@bet/api-client/admin-query-keys';
import { callApi } from '@bet/api-client/call-api';
import type { DomainsAnswer } from '@bet/domain/api/admin/domains';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** A domain added to the site or taken off it; the server normalises and checks the name. */
export type DomainChange = { call: 'addDomain' | 'removeDomain'; domain: string };

export const changeDomain = ({ call, domain }: DomainChange) =>
  callApi<DomainsAnswer>(`admin/${call}`, { domain });

/** Adds or removes a domain; the answer is the site's domains as they now stand. */
export function useChangeDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeDomain,
    onSuccess: (answer) => queryClient.setQueryData(adminQueryKeys.domains, answer),
  });
}
