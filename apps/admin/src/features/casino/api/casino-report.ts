import { callApi } from '@bet/api-client/call-api';
import type { CasinoReportAnswer, CasinoReportRequest } from '@bet/domain/api/admin/casino';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { casinoKeys } from './casino-keys.ts';

export const useCasinoReport = (request: CasinoReportRequest) =>
  useQuery({
    queryKey: casinoKeys.report(request),
    queryFn: ({ signal }) => callApi<CasinoReportAnswer>('admin/casinoReport', request, signal),
    placeholderData: keepPreviousData,
  });
