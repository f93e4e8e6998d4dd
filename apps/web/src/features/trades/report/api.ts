import type { TradeStatus, TradeType } from '@tradecircle/domain';
import { request } from '../../../api/request.ts';

/** One row of /Download-Trade-Report-List; `report` is the PDF's address. */
export interface TradeReportItem {
  id: number;
  security_name: string;
  security_symbol: string;
  trade_type: TradeType;
  status: TradeStatus;
  created: string;
  trade_closing_time: string | null;
  pl_percent: number | null;
  report: string;
}

/** `num` is the page count (18 rows a page). */
export interface TradeReportPage {
  result: TradeReportItem[];
  num: number;
}

/** The caller's own trades and the trades saved in their trade watchlists, newest first. */
export function fetchTradeReportList(page: number, signal?: AbortSignal) {
  return request<TradeReportPage>('api/trade/trade-report-list/', { query: { page }, signal });
}
