/** Research report calls (groups-and-payments.md §2 "Research reports", §3; trades.md §3). */
import {
  type CreatedRecord,
  type DownloadedReport,
  type MessageResponse,
  type OrderAnswer,
  PAYMENT_ENDPOINTS,
  REPORT_ENDPOINTS,
  type ReportDownload,
  type ReportStock,
  type StockReport,
} from '@tradecircle/domain';
import { call } from '../../shared/api/call.ts';

/** The research report list: `filter_by=stock` alone, answered as `{data}` (groups-and-payments.md §7). */
export async function fetchReportStocks(): Promise<ReportStock[]> {
  const answer = await call(REPORT_ENDPOINTS.stockReports, {
    auth: 'optional',
    query: { filter_by: 'stock' },
  });
  // Without `stock` the answer is the stocks (the other of its two shapes is one stock's reports).
  return answer.data as ReportStock[];
}

export async function fetchStockReports(stockId: number): Promise<StockReport[]> {
  const answer = await call(REPORT_ENDPOINTS.stockReports, {
    auth: 'optional',
    query: { filter_by: 'stock', stock: stockId },
    abortKey: `stock-reports ${stockId}`,
  });
  // With `stock` the answer is that stock's reports.
  return answer.data as StockReport[];
}

export async function fetchDownloadedReports(): Promise<DownloadedReport[]> {
  const answer = await call(REPORT_ENDPOINTS.downloadedReports, {});
  return answer.data;
}

export function setReportFree(reportId: number, isFree: boolean): Promise<MessageResponse> {
  return call(REPORT_ENDPOINTS.setReportFree, {
    params: { id: reportId },
    body: { is_free: isFree },
    keepPrevious: true,
  });
}

/** 403 answers: non-SEBI uploader, paid report. The caller shows the server's message; no sign-out. */
export function downloadReport(reportId: number): Promise<ReportDownload> {
  return call(REPORT_ENDPOINTS.downloadReport, {
    params: { id: reportId },
    keepPrevious: true,
    handledStatuses: [403],
  });
}

export function uploadStockReport(form: FormData): Promise<CreatedRecord> {
  return call(REPORT_ENDPOINTS.createStockReport, {
    body: form,
    keepPrevious: true,
    handledStatuses: [403],
  });
}

/** Orders a paid report (docs/api.md "Payments"); the server prices it. Refusals are the caller's to show. */
export function createReportOrder(reportId: number): Promise<OrderAnswer> {
  return call(PAYMENT_ENDPOINTS.createReportOrder, {
    body: { report_id: reportId },
    keepPrevious: true,
    handledStatuses: [400, 403, 404, 409],
  });
}
