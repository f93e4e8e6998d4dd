/** Research report calls (groups-and-payments.md §2 "Research reports", §3; trades.md §3). */
import { request } from '../../api/request.ts';

/** A stock that has live reports (GET api/trade/stock-reports/). */
export interface ReportStock {
  id: number;
  stock_name: string;
  stock_symbol: string;
  stock_exchange: string;
  stock_logo: string | null;
  minimum_stock_price: number;
}

/** One report of a stock (GET api/trade/stock-reports/?filter_by=stock&stock=id). */
export interface StockReport {
  id: number;
  stock_name: string;
  stock_symbol: string;
  posted_by_name: string;
  price: number;
  discount_price: number | null;
  description: string | null;
  valid_till: string;
  is_free: boolean;
  is_downloaded: boolean;
  is_author: boolean;
}

export interface DownloadedReport {
  id: number;
  stock_name: string;
  posted_by_name: string;
  expiry_date: string;
  /** A signed link valid 15 minutes; null once the report has expired. */
  report_pdf: string | null;
}

export interface ReportDownload {
  report_pdf: string;
  expiry_date: string;
}

export interface SecuritySearchResult {
  id: number;
  name: string;
  symbol: string;
  exchange: string;
}

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

export function searchSecurities(text: string, signal?: AbortSignal): Promise<SecuritySearchResult[]> {
  return request<SecuritySearchResult[]>(`api/trade/security_search/${encodeURIComponent(text)}`, {
    auth: 'optional',
    abortKey: 'report-security-search',
    signal,
  });
}

export function setReportFree(reportId: number, isFree: boolean): Promise<{ message: string }> {
  return request(`api/trade/stock-reports/${reportId}/`, {
    method: 'PATCH',
    body: { is_free: isFree },
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

export function uploadStockReport(form: FormData): Promise<{ id: number; message: string }> {
  return request('api/trade/create-stock-report/', {
    method: 'POST',
    body: form,
    keepPrevious: true,
    handledStatuses: [403],
  });
}
