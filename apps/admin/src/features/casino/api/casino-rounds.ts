import { callApi } from '@bet/api-client/call-api';
import type {
  CasinoRoundAnswer,
  CasinoRoundKind,
  CasinoRoundsAnswer,
  CasinoRoundsRequest,
} from '@bet/domain/api/admin/casino';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { casinoKeys } from './casino-keys.ts';

export const useCasinoRounds = (request: CasinoRoundsRequest) =>
  useQuery({
    queryKey: casinoKeys.rounds(request),
    queryFn: ({ signal }) => callApi<CasinoRoundsAnswer>('admin/casinoRounds', request, signal),
    placeholderData: keepPreviousData,
  });

/** One round with its proof, read when its row is opened. */
export const useCasinoRound = (kind: CasinoRoundKind, id: string) =>
  useQuery({
    queryKey: casinoKeys.round(kind, id),
    queryFn: ({ signal }) => callApi<CasinoRoundAnswer>('admin/casinoRound', { kind, id }, signal),
  });
