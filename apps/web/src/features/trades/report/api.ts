import type { TradeReportPage } from '@tradecircle/domain';
import { request } from '../../../shared/api/request.ts';

/** The caller's own trades and the trades saved in their trade watchlists, newest first. */
export function fetchTradeReportList(page: number, signal?: AbortSignal) {
  return request<TradeReportPage>('api/trade/trade-report-list/', { query: { page }, signal });
}
