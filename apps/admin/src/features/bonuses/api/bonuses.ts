import { callApi } from '@bet/api-client/call-api';
import type {
  bonusDefinitionsAnswer,
  bonusRequestsAnswer,
  decideBonusAnswer,
  SaveBonusDefinitionRequest,
} from '@bet/domain/api/admin/bonuses';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

type Definitions = z.infer<typeof bonusDefinitionsAnswer>;
type Requests = z.infer<typeof bonusRequestsAnswer>;

const keys = {
  definitions: ['admin', 'bonuses', 'definitions'] as const,
  requests: ['admin', 'bonuses', 'requests'] as const,
};

/** The site's bonus definitions, active or not. */
export const useBonusDefinitions = () =>
  useQuery({
    queryKey: keys.definitions,
    queryFn: ({ signal }) => callApi<Definitions>('admin/bonusDefinitions', {}, signal),
  });

export function useSaveBonusDefinition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveBonusDefinitionRequest) =>
      callApi<Definitions>('admin/saveBonusDefinition', request),
    onSuccess: (answer) => client.setQueryData(keys.definitions, answer),
  });
}

/** One page of the players' bonus requests, waiting ones by default. */
export const useBonusRequests = (request: { page: number; pageSize: number; status?: number | undefined }) =>
  useQuery({
    queryKey: [...keys.requests, request],
    queryFn: ({ signal }) => callApi<Requests>('admin/bonusRequests', request, signal),
  });

export function useDecideBonus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: { reqId: string; id: number; decision: 'accept' | 'deny' }) =>
      callApi<z.infer<typeof decideBonusAnswer>>('admin/decideBonus', request),
    onSettled: () => client.invalidateQueries({ queryKey: keys.requests }),
  });
}
