import { adminQueryKeys } from '@bet/api-client/admin-query-keys';
import { callApi } from '@bet/api-client/call-api';
import type { ReportAnswer, ReportRequest } from '@bet/domain/api/admin/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export const fetchReport = (request: ReportRequest, signal?: AbortSignal) =>
  callApi<ReportAnswer>('admin/report', request, signal);

export const reportQuery = (request: ReportRequest) =>
  queryOptions({
    queryKey: adminQueryKeys.report(request),
    queryFn: ({ signal }) => fetchReport(request, signal),
    // The figures on screen stay while other dates or another branch load.
    placeholderData: keepPreviousData,
  });

export const useReport = (request: ReportRequest) => useQuery(reportQuery(request));
