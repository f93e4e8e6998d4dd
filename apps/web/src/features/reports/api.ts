/** Research report calls (groups-and-payments.md §2 "Research reports", §3; trades.md §3). */
import type {
  CreatedRecord,
  DownloadedReport,
  MessageResponse,
  OrderAnswer,
  ReportDownload,
  ReportStock,
  SecuritySummary,
  SetReportFreeRequest,
  StockReport,
} from '@tradecircle/domain';
import { request } from '../../api/request.ts';

export function fetchReportStocks(): Promise<ReportStock[]> {
  return request<ReportStock[]>('api/trade/stock-reports/', { auth: 'optional' });
}

export function fetchStockReports(stockId: number): Promise<StockReport[]> {
  return request<StockReport[]>('api/trade/stock-reports/', {
    auth: 'optional',
    query: { filter_by: 'stock', stock: stockId },
    abortKey: `stock-reports ${stockId}`,
  });
}

export function fetchDownloadedReports(): Promise<DownloadedReport[]> {
  return request<DownloadedReport[]>('api/trade/downloaded-reports/');
}

export function searchSecurities(text: string, signal?: AbortSignal): Promise<SecuritySummary[]> {
  return request<SecuritySummary[]>(`api/trade/security_search/${encodeURIComponent(text)}`, {
    auth: 'optional',
    abortKey: 'report-security-search',
    signal,
  });
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
