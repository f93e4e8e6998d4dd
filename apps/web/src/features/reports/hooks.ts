/** Query keys and hooks of the research reports. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../shared/api/app-bridge.ts';
import { HttpError, notifyFailure, serverMessage } from '../../shared/api/http-errors.ts';
import {
  downloadReport,
  fetchDownloadedReports,
  fetchReportStocks,
  fetchStockReports,
  setReportFree,
} from './api.ts';

export const reportKeys = {
  all: ['reports'] as const,
  stocks: () => [...reportKeys.all, 'stocks'] as const,
  forStock: (stockId: number) => [...reportKeys.all, 'stock', stockId] as const,
  downloaded: () => [...reportKeys.all, 'downloaded'] as const,
};

export function useReportStocks() {
  return useQuery({ queryKey: reportKeys.stocks(), queryFn: fetchReportStocks });
}

export function useStockReports(stockId: number, enabled = true) {
  return useQuery({
    queryKey: reportKeys.forStock(stockId),
    queryFn: () => fetchStockReports(stockId),
    enabled,
  });
}

/** The signed links last 15 minutes, so the list is always fetched fresh. */
export function useDownloadedReports() {
  return useQuery({
    queryKey: reportKeys.downloaded(),
    queryFn: fetchDownloadedReports,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

export function useRefreshReports() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: reportKeys.all });
}

/** A 403 here is a refusal with the server's reason (e.g. a paid report), not a lost session. */
export function notifyReportFailure(error: unknown): void {
  if (error instanceof HttpError && error.status === 403) {
    notify(serverMessage(error.body) ?? 'This action is not allowed', 'error');
    return;
  }
  notifyFailure(error);
}

export function useSetReportFree() {
  const refresh = useRefreshReports();
  return useMutation({
    mutationFn: ({ reportId, isFree }: { reportId: number; isFree: boolean }) =>
      setReportFree(reportId, isFree),
    onSuccess: async (answer) => {
      notify(answer.message, 'success');
      await refresh();
    },
    onError: notifyReportFailure,
  });
}

/**
 * Downloads a report and opens its signed link in a new tab. The tab is opened synchronously in
 * the click, before the call, so popup blockers allow it; it is closed again when the call fails.
 */
export function useDownloadReport() {
  const refresh = useRefreshReports();
  return useMutation({
    mutationFn: async (reportId: number) => {
      const tab = window.open('', '_blank');
      try {
        const answer = await downloadReport(reportId);
        if (tab) {
          tab.opener = null;
          tab.location.href = answer.report_pdf;
        } else {
          window.open(answer.report_pdf, '_blank', 'noopener');
        }
        return answer;
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
    onSuccess: refresh,
    onError: notifyReportFailure,
  });
}
