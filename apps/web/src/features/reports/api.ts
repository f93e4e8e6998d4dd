/** Research report calls (groups-and-payments.md §2 "Research reports", §3; trades.md §3). */
import type {
  CreatedRecord,
  DownloadedReport,
  DownloadedReportsResponse,
  MessageResponse,
  OrderAnswer,
  ReportDownload,
  ReportStock,
  ReportStocksResponse,
  SetReportFreeRequest,
  StockReport,
  StockReportListResponse,
} from '@tradecircle/domain';
import { request } from '../../shared/api/request.ts';

/** The research report list: `filter_by=stock` alone, answered as `{data}` (groups-and-payments.md §7). */
export async function fetchReportStocks(): Promise<ReportStock[]> {
  const answer = await request<ReportStocksResponse>('api/trade/stock-reports/', {
    auth: 'optional',
    query: { filter_by: 'stock' },
  });
  return answer.data;
}

export async function fetchStockReports(stockId: number): Promise<StockReport[]> {
  const answer = await request<StockReportListResponse>('api/trade/stock-reports/', {
    auth: 'optional',
    query: { filter_by: 'stock', stock: stockId },
    abortKey: `stock-reports ${stockId}`,
  });
  return answer.data;
}

export async function fetchDownloadedReports(): Promise<DownloadedReport[]> {
  const answer = await request<DownloadedReportsResponse>('api/trade/downloaded-reports/');
  return answer.data;
}

export function setReportFree(reportId: number, isFree: boolean): Promise<MessageResponse> {
  const body: SetReportFreeRequest = { is_free: isFree };
  return request(`api/trade/stock-reports/${reportId}/`, {
    method: 'PATCH',
    body,
    keepPrevious: true,
  });
}

/** 403 answers: non-SEBI uploader, paid report. The caller shows the server's message; no sign-out. */
export function downloadReport(reportId: number): Promise<ReportDownload> {
  return request<ReportDownload>(`api/trade/stock-reports/${reportId}/download/`, {
    method: 'POST',
    keepPrevious: true,
    handledStatuses: [403],
  });
}

export function uploadStockReport(form: FormData): Promise<CreatedRecord> {
  return request('api/trade/create-stock-report/', {
    method: 'POST',
    body: form,
    keepPrevious: true,
    handledStatuses: [403],
  });
}

/** Orders a paid report (docs/api.md "Payments"); the server prices it. Refusals are the caller's to show. */
export function createReportOrder(reportId: number): Promise<OrderAnswer> {
  return request<OrderAnswer>('api/trade/report-payment/', {
    method: 'POST',
    body: { report_id: reportId },
    keepPrevious: true,
    handledStatuses: [400, 403, 404, 409],
  });
}
